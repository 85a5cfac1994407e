import { Alert, Stack, Title } from '@mantine/core';
import type { ActiveSession } from '@lendline/core';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTable } from '@/components/data-table/data-table';
import { useT, type Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useActiveSessions } from '../api/get-active-sessions';
import { SecurityUserFilter } from './security-user-filter';

function sessionColumns(t: Translate): DataTableColumn<ActiveSession>[] {
  return [
    {
      key: 'user',
      header: t('security.fields.user'),
      text: (row) => row.user_name ?? row.user_email,
      truncate: true,
    },
    {
      key: 'started',
      header: t('security.fields.started'),
      text: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'last_seen',
      header: t('security.fields.last_seen'),
      text: (row) => formatDateTime(row.last_seen_at),
    },
    { key: 'ip', header: t('security.fields.ip_address'), text: (row) => row.ip_address },
    {
      key: 'device',
      header: t('security.fields.device'),
      text: (row) => row.user_agent,
      truncate: true,
      priority: 2,
    },
  ];
}

/** Active sessions of users in scope, newest first, by user (read-only here). */
export function ActiveSessionsPanel({ canListUsers }: { canListUsers: boolean }) {
  const t = useT();
  const [userId, setUserId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const sessions = useActiveSessions(userId, page);
  const columns = useMemo(() => sessionColumns(t), [t]);
  const list = sessions.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('security.sessions.title')}
      </Title>
      <DataTable
        label={t('security.sessions.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('security.sessions.row_label', {
            user: row.user_name ?? row.user_email,
            time: formatDateTime(row.created_at),
          })
        }
        loading={sessions.isPending}
        error={
          sessions.isError && (
            <Alert color="red" role="alert">
              {t('security.load_failed', { reason: sessions.error.message })}
            </Alert>
          )
        }
        emptyText={t('security.sessions.empty')}
        toolbar={{
          start: canListUsers ? (
            <SecurityUserFilter
              value={userId}
              onChange={(id) => {
                setUserId(id);
                setPage(1);
              }}
            />
          ) : undefined,
        }}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('security.sessions.noun_one'), t('security.sessions.noun_other')],
            onPageChange: setPage,
          }
        }
      />
    </Stack>
  );
}
