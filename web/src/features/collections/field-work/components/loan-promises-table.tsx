import { Alert } from '@mantine/core';
import type { PaymentPromise } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { useLoanPromises } from '../api/get-loan-promises';
import { PromiseStatusBadge } from './field-work-badges';

const PAGE_SIZE = 10;

function promiseColumns(t: Translate, currency: string): DataTableColumn<PaymentPromise>[] {
  return [
    {
      key: 'promised_date',
      header: t('collections.promises.columns.date'),
      text: (promise) => formatCalendarDate(promise.promised_date),
    },
    {
      key: 'amount',
      header: t('collections.promises.columns.amount'),
      text: (promise) => formatMoney(promise.amount, currency),
    },
    {
      key: 'paid_amount',
      header: t('collections.promises.columns.paid'),
      text: (promise) => formatMoney(promise.paid_amount, currency),
    },
    {
      key: 'status',
      header: t('collections.columns.status'),
      render: (promise) => <PromiseStatusBadge status={promise.status} />,
    },
    {
      key: 'collector',
      header: t('collections.columns.collector'),
      text: (promise) =>
        promise.collector_id ? promise.collector_name : t('collections.unassigned'),
      truncate: true,
      width: 160,
    },
    {
      key: 'note',
      header: t('collections.promises.columns.note'),
      text: (promise) => promise.note,
      truncate: true,
      width: 200,
    },
  ];
}

/** A loan's promises to pay: date, amount, paid so far, status and collector, 10 a page. */
export function LoanPromisesTable({ loanId, currency }: { loanId: string; currency: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const promises = useLoanPromises(loanId, { page, pageSize: PAGE_SIZE });
  const columns = useMemo(() => promiseColumns(t, currency), [t, currency]);
  return (
    <DataTable
      label={t('collections.promises.title')}
      columns={columns}
      rows={promises.data?.data}
      rowKey={(promise) => promise.id}
      rowLabel={(promise) => formatCalendarDate(promise.promised_date)}
      loading={promises.isPending}
      refreshing={promises.isPlaceholderData}
      error={
        promises.isError && (
          <Alert color="red" variant="light" title={t('common.error')} role="alert">
            {failureReason(promises.error)}
          </Alert>
        )
      }
      emptyText={t('collections.promises.empty')}
      pagination={
        promises.data && promises.data.total > PAGE_SIZE
          ? {
              page: promises.data.page,
              pageSize: PAGE_SIZE,
              total: promises.data.total,
              noun: [t('collections.promises.noun'), t('collections.promises.nouns')],
              onPageChange: setPage,
            }
          : undefined
      }
    />
  );
}
