import { Alert, Badge, Button, Stack, Title } from '@mantine/core';
import {
  PAGE_SIZE,
  SECURITY_ALERTS_PANEL_SIZE,
  SECURITY_EVENT_TYPES,
  SECURITY_SEVERITIES,
  type SecurityEvent,
} from '@lendline/core';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTable } from '@/components/data-table/data-table';
import { useT, type Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useSecurityEvents, type SecurityEventFilter } from '../api/get-security-events';
import {
  EVENT_TYPE_LABELS,
  securityEventMessage,
  SEVERITY_COLORS,
  SEVERITY_LABELS,
} from './security-text';

function alertColumns(t: Translate): DataTableColumn<SecurityEvent>[] {
  return [
    {
      key: 'time',
      header: t('security.fields.time'),
      text: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'severity',
      header: t('security.alerts.severity'),
      render: (row) => (
        <Badge color={SEVERITY_COLORS[row.severity]} variant="light">
          {t(SEVERITY_LABELS[row.severity])}
        </Badge>
      ),
    },
    {
      key: 'type',
      header: t('security.alerts.type'),
      text: (row) => t(EVENT_TYPE_LABELS[row.type]),
    },
    {
      key: 'message',
      header: t('security.fields.message'),
      text: (row) => securityEventMessage(t, row),
      width: 320,
    },
    {
      key: 'user',
      header: t('security.fields.user'),
      text: (row) => row.user_name ?? row.user_email ?? t('security.unknown_user'),
      truncate: true,
    },
    {
      key: 'ip',
      header: t('security.fields.ip_address'),
      text: (row) => row.ip_address,
      priority: 2,
    },
  ];
}

/** The latest alerts (spec part 2 §8: the panel shows 10), or the full paged list on demand. */
export function SecurityAlertsPanel() {
  const t = useT();
  const [filter, setFilter] = useState<SecurityEventFilter>({ type: null, severity: null });
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(1);
  const pageSize = showAll ? PAGE_SIZE.default : SECURITY_ALERTS_PANEL_SIZE;
  const events = useSecurityEvents(filter, showAll ? page : 1, pageSize);
  const columns = useMemo(() => alertColumns(t), [t]);
  const changeFilter = (next: SecurityEventFilter) => {
    setFilter(next);
    setPage(1);
  };
  const list = events.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('security.alerts.title')}
      </Title>
      <DataTable
        label={t('security.alerts.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('security.alerts.row_label', {
            type: t(EVENT_TYPE_LABELS[row.type]),
            time: formatDateTime(row.created_at),
          })
        }
        loading={events.isPending}
        error={
          events.isError && (
            <Alert color="red" role="alert">
              {t('security.load_failed', { reason: events.error.message })}
            </Alert>
          )
        }
        emptyText={t('security.alerts.empty')}
        filters={[
          {
            label: t('security.alerts.type'),
            value: filter.type,
            options: SECURITY_EVENT_TYPES.map((type) => ({
              value: type,
              label: t(EVENT_TYPE_LABELS[type]),
            })),
            onChange: (type) =>
              changeFilter({ ...filter, type: type as SecurityEventFilter['type'] }),
          },
          {
            label: t('security.alerts.severity'),
            value: filter.severity,
            options: SECURITY_SEVERITIES.map((severity) => ({
              value: severity,
              label: t(SEVERITY_LABELS[severity]),
            })),
            onChange: (severity) =>
              changeFilter({ ...filter, severity: severity as SecurityEventFilter['severity'] }),
          },
        ]}
        toolbar={{
          end: (
            <Button
              variant="light"
              onClick={() => {
                setShowAll(!showAll);
                setPage(1);
              }}
            >
              {showAll ? t('security.alerts.view_latest') : t('security.alerts.view_all')}
            </Button>
          ),
        }}
        pagination={
          showAll && list
            ? {
                page: list.page,
                pageSize: list.page_size,
                total: list.total,
                noun: [t('security.alerts.noun_one'), t('security.alerts.noun_other')],
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Stack>
  );
}
