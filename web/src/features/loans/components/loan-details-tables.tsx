import { Button, Stack, Text } from '@mantine/core';
import type { LoanDetail, LoanPayment } from '@lendline/core';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate, formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import {
  JOURNAL_ACCOUNT_LABELS,
  JOURNAL_ENTRY_TYPE_LABELS,
  labelKeyOf,
  PAYMENT_METHOD_LABELS,
} from '../lib/loan-labels';
import { InstalmentStatusBadge, PaymentStatusBadge } from './loan-badges';

type Instalment = LoanDetail['schedule'][number];
type JournalLine = LoanDetail['journal'][number];

/** The loan's instalments: date, amount, paid, status. */
export function ScheduleTable({ loan, currency }: { loan: LoanDetail; currency: string }) {
  const t = useT();
  const columns: DataTableColumn<Instalment>[] = [
    { key: 'number', header: t('loans.schedule.number'), text: (row) => String(row.number) },
    { key: 'date', header: t('loans.schedule.date'), text: (row) => formatCalendarDate(row.date) },
    {
      key: 'amount',
      header: t('loans.schedule.amount'),
      text: (row) => formatMoney(row.amount, currency),
    },
    {
      key: 'paid',
      header: t('loans.schedule.paid'),
      text: (row) => formatMoney(row.paid, currency),
    },
    {
      key: 'status',
      header: t('loans.columns.status'),
      render: (row) => <InstalmentStatusBadge status={row.status} />,
    },
  ];
  return (
    <DataTable
      label={t('loans.details.tabs.schedule')}
      columns={columns}
      rows={loan.schedule}
      rowKey={(row) => String(row.number)}
      rowLabel={(row) => formatCalendarDate(row.date)}
      emptyText={t('loans.schedule.empty')}
    />
  );
}

/** The loan's payments, reversed ones marked; a Reverse button for the roles allowed. */
export function PaymentsTable({
  loan,
  currency,
  onReverse,
}: {
  loan: LoanDetail;
  currency: string;
  onReverse?: (payment: LoanPayment) => void;
}) {
  const t = useT();
  const columns: DataTableColumn<LoanPayment>[] = [
    {
      key: 'payment_date',
      header: t('loans.payments.date'),
      text: (row) => formatCalendarDate(row.payment_date),
    },
    {
      key: 'amount',
      header: t('loans.payments.amount'),
      render: (row) => (
        <Text
          span
          size="sm"
          td={row.reversed_at ? 'line-through' : undefined}
          c={row.reversed_at ? 'dimmed' : undefined}
        >
          {formatMoney(row.amount, currency)}
        </Text>
      ),
      text: (row) => formatMoney(row.amount, currency),
    },
    {
      key: 'method',
      header: t('loans.payments.method'),
      text: (row) => {
        const key = labelKeyOf(PAYMENT_METHOD_LABELS, row.payment_method);
        return key ? t(key) : row.payment_method;
      },
    },
    {
      key: 'status',
      header: t('loans.columns.status'),
      render: (row) => (
        <Stack gap={2}>
          <PaymentStatusBadge status={row.status} reversed={row.reversed_at !== null} />
          {row.reversal_reason && (
            <Text size="xs" c="dimmed">
              {row.reversal_reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'reference', header: t('loans.payments.reference'), text: (row) => row.reference },
    {
      key: 'recorded_by',
      header: t('loans.payments.recorded_by'),
      text: (row) => row.created_by_name,
      priority: 2,
    },
  ];
  return (
    <DataTable
      label={t('loans.details.tabs.payments')}
      columns={columns}
      rows={loan.payments}
      rowKey={(row) => row.id}
      rowLabel={(row) =>
        `${formatCalendarDate(row.payment_date)} ${formatMoney(row.amount, currency)}`
      }
      emptyText={t('loans.payments.empty')}
      rowActions={
        onReverse &&
        ((row) =>
          row.status === 'completed' && row.reversed_at === null ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onReverse(row)}
              aria-label={t('loans.payments.reverse_label', {
                amount: formatMoney(row.amount, currency),
                date: formatCalendarDate(row.payment_date),
              })}
            >
              {t('loans.payments.reverse')}
            </Button>
          ) : null)
      }
    />
  );
}

/** The loan's money journal: entry type, account, debit, credit. */
export function JournalTable({ loan, currency }: { loan: LoanDetail; currency: string }) {
  const t = useT();
  const money = (amount: number) => (amount === 0 ? '—' : formatMoney(amount, currency));
  const columns: DataTableColumn<JournalLine>[] = [
    { key: 'date', header: t('loans.journal.date'), text: (row) => formatDate(row.occurred_at) },
    {
      key: 'entry_type',
      header: t('loans.journal.entry_type'),
      text: (row) => {
        const key = labelKeyOf(JOURNAL_ENTRY_TYPE_LABELS, row.entry_type);
        return key ? t(key) : row.entry_type;
      },
    },
    {
      key: 'account',
      header: t('loans.journal.account_header'),
      text: (row) => {
        const key = labelKeyOf(JOURNAL_ACCOUNT_LABELS, row.account);
        return key ? t(key) : row.account;
      },
    },
    { key: 'debit', header: t('loans.journal.debit'), text: (row) => money(row.debit) },
    { key: 'credit', header: t('loans.journal.credit'), text: (row) => money(row.credit) },
  ];
  return (
    <DataTable
      label={t('loans.details.tabs.journal')}
      columns={columns}
      rows={loan.journal}
      rowKey={(row) => `${row.entry_id}-${row.account}-${row.debit}-${row.credit}`}
      rowLabel={(row) => row.entry_type}
      emptyText={t('loans.journal.empty')}
    />
  );
}
