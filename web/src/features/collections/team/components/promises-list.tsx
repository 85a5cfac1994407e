import { Badge, Stack, Title } from '@mantine/core';
import { PAGE_SIZE, PROMISE_STATUSES } from '@lendline/core';
import type { PaymentPromise, PromiseStatus } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { usePromises } from '../api/get-promises';
import { PROMISE_STATUS_COLORS, PROMISE_STATUS_LABELS } from '../lib/promise-labels';

function promiseColumns(t: Translate): DataTableColumn<PaymentPromise>[] {
  return [
    {
      key: 'customer',
      header: t('collections.columns.customer'),
      text: (row) => row.customer_name,
      truncate: true,
      width: 180,
    },
    { key: 'loan', header: t('collections.columns.loan'), text: (row) => row.loan_number },
    {
      key: 'collector',
      header: t('collections.columns.collector'),
      text: (row) => (row.collector_id ? row.collector_name : t('collections.unassigned')),
      truncate: true,
      priority: 2,
    },
    {
      key: 'amount',
      header: t('collections.team.promises.columns.amount'),
      text: (row) => formatMoney(row.amount),
    },
    {
      key: 'promised_date',
      header: t('collections.team.promises.columns.promised_date'),
      text: (row) => formatCalendarDate(row.promised_date),
    },
    {
      key: 'paid',
      header: t('collections.team.promises.columns.paid'),
      text: (row) => formatMoney(row.paid_amount),
    },
    {
      key: 'status',
      header: t('collections.columns.status'),
      render: (row) => (
        <Badge color={PROMISE_STATUS_COLORS[row.status]} variant="light">
          {t(PROMISE_STATUS_LABELS[row.status])}
        </Badge>
      ),
    },
  ];
}

const rowKey = (row: PaymentPromise) => row.id;
const rowLabel = (row: PaymentPromise) => `${row.customer_name} ${row.loan_number}`;

/** 'Promises to Pay': every promise in scope, latest promised date first, by status. */
export function PromisesList() {
  const t = useT();
  const [status, setStatus] = useState<PromiseStatus | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.collections);
  const promises = usePromises({ status, page, pageSize });
  const columns = useMemo(() => promiseColumns(t), [t]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('collections.team.promises.list')}
      </Title>
      <DataTable
        label={t('collections.team.promises.list')}
        columns={columns}
        rows={promises.data?.data}
        rowKey={rowKey}
        rowLabel={rowLabel}
        loading={promises.isPending}
        refreshing={promises.isPlaceholderData}
        emptyText={t('collections.team.promises.list_empty')}
        filters={[
          {
            label: t('collections.columns.status'),
            value: status,
            options: PROMISE_STATUSES.map((value) => ({
              value,
              label: t(PROMISE_STATUS_LABELS[value]),
            })),
            onChange: (value) => {
              setStatus(value as PromiseStatus | null);
              setPage(1);
            },
          },
        ]}
        error={
          promises.isError && (
            <DataTableLoadError
              message={t('collections.team.promises.load_failed', {
                message: failureReason(promises.error),
              })}
              onRetry={() => void promises.refetch()}
            />
          )
        }
        pagination={
          promises.data && {
            page: promises.data.page,
            pageSize,
            total: promises.data.total,
            noun: [
              t('collections.team.promises.pagination.promise'),
              t('collections.team.promises.pagination.promises'),
            ],
            onPageChange: setPage,
            onPageSizeChange: (next) => {
              setPageSize(next);
              setPage(1);
            },
            pageSizeOptions: PAGE_SIZE.options,
          }
        }
      />
    </Stack>
  );
}
