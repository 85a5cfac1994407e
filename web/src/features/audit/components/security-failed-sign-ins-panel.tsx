import { Alert, Group, Stack, TextInput, Title } from '@mantine/core';
import type { FailedSignIn } from '@lendline/core';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTable } from '@/components/data-table/data-table';
import { useT, type Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useFailedSignIns, type FailedSignInFilter } from '../api/get-failed-sign-ins';
import { SecurityUserFilter } from './security-user-filter';

function failedColumns(t: Translate): DataTableColumn<FailedSignIn>[] {
  return [
    {
      key: 'time',
      header: t('security.fields.time'),
      text: (row) => formatDateTime(row.attempted_at),
    },
    { key: 'email', header: t('security.fields.email'), text: (row) => row.email, truncate: true },
    { key: 'user', header: t('security.fields.user'), text: (row) => row.user_name },
    { key: 'ip', header: t('security.fields.ip_address'), text: (row) => row.ip_address },
  ];
}

/** Failed sign-ins of accounts in scope, newest first, by user and days. */
export function FailedSignInsPanel({ canListUsers }: { canListUsers: boolean }) {
  const t = useT();
  const [filter, setFilter] = useState<FailedSignInFilter>({
    userId: null,
    dateFrom: '',
    dateTo: '',
  });
  const [page, setPage] = useState(1);
  const attempts = useFailedSignIns(filter, page);
  const columns = useMemo(() => failedColumns(t), [t]);
  const set = <Key extends keyof FailedSignInFilter>(key: Key, value: FailedSignInFilter[Key]) => {
    setFilter({ ...filter, [key]: value });
    setPage(1);
  };
  const list = attempts.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('security.failed.title')}
      </Title>
      <DataTable
        label={t('security.failed.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('security.failed.row_label', {
            email: row.email,
            time: formatDateTime(row.attempted_at),
          })
        }
        loading={attempts.isPending}
        error={
          attempts.isError && (
            <Alert color="red" role="alert">
              {t('security.load_failed', { reason: attempts.error.message })}
            </Alert>
          )
        }
        emptyText={t('security.failed.empty')}
        toolbar={{
          start: (
            <Group gap="sm" align="flex-end" wrap="wrap">
              {canListUsers ? (
                <SecurityUserFilter value={filter.userId} onChange={(id) => set('userId', id)} />
              ) : null}
              <TextInput
                label={t('security.filters.date_from')}
                type="date"
                value={filter.dateFrom}
                max={filter.dateTo || undefined}
                onChange={(event) => set('dateFrom', event.currentTarget.value)}
                w={160}
              />
              <TextInput
                label={t('security.filters.date_to')}
                type="date"
                value={filter.dateTo}
                min={filter.dateFrom || undefined}
                onChange={(event) => set('dateTo', event.currentTarget.value)}
                w={160}
              />
            </Group>
          ),
        }}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('security.failed.noun_one'), t('security.failed.noun_other')],
            onPageChange: setPage,
          }
        }
      />
    </Stack>
  );
}
