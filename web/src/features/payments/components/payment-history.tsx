import { Group, Text } from '@mantine/core';
import { PAGE_SIZE, PAYMENT_METHODS, PAYMENT_STATUSES } from '@lendline/core';
import type { LoanPayment, PaymentMethod, PaymentStatus } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { SortState } from '@/components/data-table/sort-cycle';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useScreenFit } from '@/components/data-table/use-screen-fit';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { usePayments } from '../api/get-payments';
import type { PaymentSort } from '../api/get-payments';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../lib/payment-labels';
import { DeviceTimingBadges, PaymentStatusBadge } from './payment-status-badge';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec part 2 §2: a payment is named by the last 8 characters of its id. */
export function shortPaymentId(payment: Pick<LoanPayment, 'id'>): string {
  return payment.id.slice(-8).toUpperCase();
}

/** The reference the payment was recorded with; without one, the last 6 characters of its id. */
function referenceOf(payment: LoanPayment): string {
  return payment.reference ?? payment.id.slice(-6).toUpperCase();
}

/** A calendar date ('YYYY-MM-DD') shown as that day wherever the reader is. */
function calendarDate(day: string): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day);
}

function paymentColumns(t: Translate): DataTableColumn<LoanPayment, PaymentSort>[] {
  return [
    {
      key: 'id',
      header: t('payments.columns.payment_id'),
      text: shortPaymentId,
      render: (payment) => (
        <Text span size="sm" ff="monospace">
          {shortPaymentId(payment)}
        </Text>
      ),
    },
    { key: 'loan_number', header: t('payments.columns.loan'), text: (p) => p.loan_number },
    {
      key: 'customer_name',
      header: t('payments.columns.customer'),
      text: (p) => p.customer_name,
      truncate: true,
      width: 180,
    },
    {
      key: 'status',
      header: t('payments.columns.status'),
      render: (payment) => (
        <Group gap={4} wrap="nowrap">
          <PaymentStatusBadge payment={payment} />
          <DeviceTimingBadges payment={payment} />
        </Group>
      ),
    },
    {
      key: 'method',
      header: t('payments.columns.method'),
      text: (p) => t(PAYMENT_METHOD_LABELS[p.payment_method]),
    },
    {
      key: 'amount',
      header: t('payments.columns.amount'),
      sortKey: 'amount',
      text: (p) => formatMoney(p.amount),
    },
    {
      key: 'payment_date',
      header: t('payments.columns.date'),
      sortKey: 'payment_date',
      text: (p) => calendarDate(p.payment_date),
    },
    {
      key: 'receipt_number',
      header: t('payments.columns.receipt'),
      text: (p) => p.receipt_number ?? '—',
      priority: 2,
    },
    {
      key: 'reference',
      header: t('payments.columns.reference'),
      text: referenceOf,
      truncate: true,
      priority: 2,
    },
  ];
}

const paymentKey = (payment: LoanPayment) => payment.id;

/** The Payment History tab: the server's pages, searched by payment id, loan or customer. */
export function PaymentHistory() {
  const t = useT();
  // A phone's card is titled with the short id already (rowLabel), so it does not repeat it.
  const { cards } = useScreenFit();
  const columns = useMemo(
    () => paymentColumns(t).filter((column) => !cards || column.key !== 'id'),
    [t, cards],
  );
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PaymentStatus | undefined>();
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [sort, setSort] = useState<SortState<PaymentSort> | null>(null);
  const payments = usePayments({ page, pageSize, search, status, method, sort });

  return (
    <>
      {payments.isPending && (
        <Text c="dimmed" size="sm" role="status">
          {t('payments.loading')}
        </Text>
      )}
      <DataTable
        label={t('payments.tabs.history')}
        columns={columns}
        rows={payments.data?.data}
        rowKey={paymentKey}
        rowLabel={shortPaymentId}
        loading={payments.isPending}
        refreshing={payments.isPlaceholderData}
        error={
          payments.isError && (
            <DataTableLoadError
              message={failureReason(payments.error)}
              onRetry={() => void payments.refetch()}
            />
          )
        }
        emptyText={t('payments.history.empty')}
        search={{
          label: t('payments.history.search_label'),
          placeholder: t('payments.history.search_placeholder'),
          // Wide enough for the placeholder's whole sentence.
          width: 440,
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          debounceMs: SEARCH_DEBOUNCE_MS,
        }}
        filters={[
          {
            label: t('payments.columns.status'),
            value: status ?? null,
            options: PAYMENT_STATUSES.map((value) => ({
              value,
              label: t(PAYMENT_STATUS_LABELS[value]),
            })),
            onChange: (value) => {
              setStatus((value ?? undefined) as PaymentStatus | undefined);
              setPage(1);
            },
          },
          {
            label: t('payments.columns.method'),
            value: method ?? null,
            options: PAYMENT_METHODS.map((value) => ({
              value,
              label: t(PAYMENT_METHOD_LABELS[value]),
            })),
            onChange: (value) => {
              setMethod((value ?? undefined) as PaymentMethod | undefined);
              setPage(1);
            },
          },
        ]}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        pagination={
          payments.data && {
            page: payments.data.page,
            pageSize,
            total: payments.data.total,
            noun: [t('payments.pagination.payment'), t('payments.pagination.payments')],
            onPageChange: setPage,
            onPageSizeChange: (next) => {
              setPageSize(next);
              setPage(1);
            },
          }
        }
      />
    </>
  );
}
