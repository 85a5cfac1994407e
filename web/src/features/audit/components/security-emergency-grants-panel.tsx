import { Alert, Badge, Stack, Title } from '@mantine/core';
import {
  EMERGENCY_GRANT_STATES,
  type EmergencyGrantState,
  type SecurityEmergencyGrant,
} from '@lendline/core';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTable } from '@/components/data-table/data-table';
import { useT, type Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useEmergencyGrants } from '../api/get-emergency-grants';
import { GRANT_STATE_LABELS } from './security-text';

const STATE_COLORS = {
  active: 'orange',
  expired: 'gray',
  revoked: 'red',
} as const satisfies Record<EmergencyGrantState, string>;

function grantColumns(t: Translate): DataTableColumn<SecurityEmergencyGrant>[] {
  const unknown = t('security.unknown_user');
  return [
    {
      key: 'time',
      header: t('security.fields.time'),
      text: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'target',
      header: t('security.fields.target_user'),
      text: (row) => row.target_user_name ?? unknown,
    },
    {
      key: 'granted_by',
      header: t('security.fields.granted_by'),
      text: (row) => row.granted_by_name ?? unknown,
    },
    {
      key: 'permissions',
      header: t('security.fields.permissions'),
      text: (row) => row.permissions.join(', '),
      truncate: true,
    },
    {
      key: 'reason',
      header: t('security.fields.reason'),
      text: (row) => row.reason,
      truncate: true,
    },
    {
      key: 'expires',
      header: t('security.fields.expires'),
      text: (row) => formatDateTime(row.expires_at),
    },
    {
      key: 'state',
      header: t('security.fields.state'),
      render: (row) => (
        <Badge color={STATE_COLORS[row.state]} variant="light">
          {t(GRANT_STATE_LABELS[row.state])}
        </Badge>
      ),
    },
  ];
}

/** Emergency access grants in scope, newest first, by state (granting lives elsewhere). */
export function EmergencyGrantsPanel() {
  const t = useT();
  const [state, setState] = useState<EmergencyGrantState | null>(null);
  const [page, setPage] = useState(1);
  const grants = useEmergencyGrants(state, page);
  const columns = useMemo(() => grantColumns(t), [t]);
  const list = grants.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('security.grants.title')}
      </Title>
      <DataTable
        label={t('security.grants.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('security.grants.row_label', {
            user: row.target_user_name ?? t('security.unknown_user'),
            time: formatDateTime(row.created_at),
          })
        }
        loading={grants.isPending}
        error={
          grants.isError && (
            <Alert color="red" role="alert">
              {t('security.load_failed', { reason: grants.error.message })}
            </Alert>
          )
        }
        emptyText={t('security.grants.empty')}
        filters={[
          {
            label: t('security.fields.state'),
            value: state,
            options: EMERGENCY_GRANT_STATES.map((option) => ({
              value: option,
              label: t(GRANT_STATE_LABELS[option]),
            })),
            onChange: (next) => {
              setState(next as EmergencyGrantState | null);
              setPage(1);
            },
          },
        ]}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('security.grants.noun_one'), t('security.grants.noun_other')],
            onPageChange: setPage,
          }
        }
      />
    </Stack>
  );
}
