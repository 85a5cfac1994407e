import { Text } from '@mantine/core';
import { PAGE_SIZE } from '@lendline/core';
import type { Loan } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { useOverdueLoans } from '../api/get-overdue-loans';
import { RecordPaymentButton } from './payments-record-payment';

function overdueColumns(t: Translate): DataTableColumn<Loan>[] {
  return [
    { key: 'loan_number', header: t('payments.columns.loan'), text: (loan) => loan.loan_number },
    {
      key: 'customer_name',
      header: t('payments.columns.customer'),
      text: (loan) => loan.customer_name,
      truncate: true,
      width: 180,
    },
    {
      key: 'customer_phone',
      header: t('payments.overdue.phone'),
      text: (loan) => loan.customer_phone,
      priority: 2,
    },
    {
      key: 'arrears_amount',
      header: t('payments.overdue.arrears'),
      render: (loan) => (
        <Text span size="sm" c="red" fw={600}>
          {formatMoney(loan.arrears_amount)}
        </Text>
      ),
    },
    {
      key: 'remaining_amount',
      header: t('payments.overdue.remaining'),
      text: (loan) => formatMoney(loan.remaining_amount),
    },
    {
      key: 'days_overdue',
      header: t('payments.overdue.days_overdue'),
      text: (loan) => formatNumber(loan.days_overdue),
    },
    {
      key: 'due_date',
      header: t('payments.overdue.due_date'),
      text: (loan) => formatDate(loan.due_date),
      priority: 2,
    },
  ];
}

const loanKey = (loan: Loan) => loan.id;
const loanLabel = (loan: Loan) => `${loan.loan_number} · ${loan.customer_name}`;

/** The Overdue Loans tab: loans in arrears, longest first, each with Record Payment. */
export function OverdueLoans({ canRecord }: { canRecord: boolean }) {
  const t = useT();
  const columns = useMemo(() => overdueColumns(t), [t]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const loans = useOverdueLoans({ page, pageSize });
  return (
    <DataTable
      label={t('payments.tabs.overdue')}
      columns={columns}
      rows={loans.data?.data}
      rowKey={loanKey}
      rowLabel={loanLabel}
      loading={loans.isPending}
      refreshing={loans.isPlaceholderData}
      error={
        loans.isError && (
          <DataTableLoadError
            message={failureReason(loans.error)}
            onRetry={() => void loans.refetch()}
          />
        )
      }
      emptyText={t('payments.overdue.empty')}
      rowActions={
        canRecord
          ? (loan) => (
              <RecordPaymentButton
                loan={loan}
                size="compact-sm"
                variant="light"
                label={t('payments.overdue.record_for', { loan: loan.loan_number })}
              />
            )
          : undefined
      }
      pagination={
        loans.data && {
          page: loans.data.page,
          pageSize,
          total: loans.data.total,
          noun: [t('payments.pagination.loan'), t('payments.pagination.loans')],
          onPageChange: setPage,
          onPageSizeChange: (next) => {
            setPageSize(next);
            setPage(1);
          },
        }
      }
    />
  );
}
