import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { EmergencyAccessGrant, EmergencyGrantStatus, Role } from '@lendline/core';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatNumber } from '@/lib/format-number';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGrants } from '../api/get-grants';
import { useRevokeEmergencyAccess } from '../api/grant-access';
import { GrantAccessDialog } from './grant-access-dialog';

const STATUS_COLOR: Record<EmergencyGrantStatus, string> = {
  active: 'red',
  expired: 'gray',
  revoked: 'gray',
};

const STATUS_LABEL = {
  active: 'emergency.status.active',
  expired: 'emergency.status.expired',
  revoked: 'emergency.status.revoked',
} as const satisfies Record<EmergencyGrantStatus, string>;

interface EmergencyAccessPanelProps {
  grantor: { userId: string; roles: readonly Role[] };
}

/** Emergency access (spec part 1 §6): the grants newest first, a grant dialog and revocation. */
export function EmergencyAccessPanel({ grantor }: EmergencyAccessPanelProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const grants = useGrants({ page });
  const revoke = useRevokeEmergencyAccess();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<EmergencyAccessGrant | null>(null);
  const nameOf = (grant: EmergencyAccessGrant) => grant.target_name || grant.target_email;
  const columns: DataTableColumn<EmergencyAccessGrant>[] = [
    { key: 'user', header: t('emergency.column.user'), text: nameOf, truncate: true },
    {
      key: 'permissions',
      header: t('emergency.column.permissions'),
      text: (grant) => grant.permissions.join(', '),
      truncate: true,
    },
    {
      key: 'reason',
      header: t('emergency.column.reason'),
      text: (grant) => grant.revoke_reason ?? grant.reason,
      truncate: true,
      priority: 2,
    },
    {
      key: 'granted_by',
      header: t('emergency.column.granted_by'),
      text: (grant) => grant.granted_by_name,
      priority: 2,
    },
    {
      key: 'expires',
      header: t('emergency.column.expires'),
      text: (grant) => formatDateTime(grant.expires_at),
    },
    {
      key: 'status',
      header: t('emergency.column.status'),
      render: (grant) => (
        <Badge color={STATUS_COLOR[grant.status]} variant="light">
          {t(STATUS_LABEL[grant.status])}
        </Badge>
      ),
    },
    {
      key: 'used',
      header: t('emergency.column.used'),
      text: (grant) => formatNumber(grant.use_count),
      priority: 3,
    },
  ];
  const list = grants.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('emergency.title')}
          </Title>
          <Text c="dimmed">{t('emergency.description')}</Text>
        </div>
        <Button color="red" onClick={() => setGranting(true)}>
          {t('emergency.grant_button')}
        </Button>
      </Group>
      <DataTable
        label={t('emergency.title')}
        columns={columns}
        rows={list?.data}
        rowKey={(grant) => grant.id}
        rowLabel={nameOf}
        loading={grants.isPending}
        error={
          grants.isError && (
            <Alert color="red" title={t('emergency.load_failed')}>
              {failureReason(grants.error)}
            </Alert>
          )
        }
        emptyText={t('emergency.empty')}
        rowActions={(grant) =>
          grant.status === 'active' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={t('emergency.revoke.label', { name: nameOf(grant) })}
              onClick={() => setRevoking(grant)}
            >
              {t('emergency.revoke.button')}
            </Button>
          )
        }
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('emergency.noun_one'), t('emergency.noun_other')],
            onPageChange: setPage,
          }
        }
      />
      <GrantAccessDialog opened={granting} onClose={() => setGranting(false)} grantor={grantor} />
      <ReasonDialog
        opened={revoking !== null}
        title={t('emergency.revoke.title')}
        label={t('emergency.revoke.reason')}
        placeholder={t('emergency.revoke.default_reason')}
        confirmLabel={t('emergency.revoke.submit')}
        destructive
        loading={revoke.isPending}
        onSubmit={(reason) =>
          revoke
            .mutateAsync({ id: revoking!.id, body: reason ? { reason } : {} })
            .then((answer) => {
              notifySuccess(answer.message);
              setRevoking(null);
            })
        }
        onError={(error) => notifyError(t('emergency.action_failed'), failureReason(error))}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
