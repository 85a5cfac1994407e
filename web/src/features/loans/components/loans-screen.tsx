import { PAGE_SIZE } from '@lendline/core';
import type { Loan, Role } from '@lendline/core';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { failureReason } from '@/lib/failure-text';
import { useLoans } from '../api/get-loans';
import { LOAN_TAB_LABELS } from '../lib/loan-labels';
import type { LoanCollectionsSlots, LoanDocumentsSlots, LoanPaymentSlots } from './loan-slots';
import {
  loanRowLabel,
  loanSearchField,
  LoansScreenFrame,
  useLoansScreen,
} from './loans-screen-frame';

const loanKey = (loan: Loan) => loan.id;

export interface LoansScreenProps
  extends LoanPaymentSlots, LoanDocumentsSlots, LoanCollectionsSlots {
  roles: readonly Role[];
  /** The organization's currency. */
  currency: string;
}

/** The Loans screen (spec part 2 §2 "Loans screen"): tabs by status, one paged table. */
export function LoansScreen(props: LoansScreenProps) {
  const { t, controls, columns, dialogs, openRow, rowActions } = useLoansScreen(props);
  const { tab, setTab, search, setSearch, sort, setSort, filters, clearFilters } = controls;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const loans = useLoans({ tab, search, page, pageSize, sort, filters });

  return (
    <LoansScreenFrame
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
      }}
      counts={loans.data?.counts}
      filters={filters}
      onClearFilters={() => {
        clearFilters();
        setPage(1);
      }}
      dialogs={dialogs}
    >
      <DataTable
        label={t('loans.table_label', { tab: t(LOAN_TAB_LABELS[tab]) })}
        columns={columns}
        rows={loans.data?.data}
        rowKey={loanKey}
        rowLabel={loanRowLabel}
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
        emptyText={t('loans.empty')}
        search={loanSearchField(t, search, (value) => {
          setSearch(value);
          setPage(1);
        })}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowOpen={openRow}
        rowActions={rowActions}
        pagination={
          loans.data && {
            page: loans.data.page,
            pageSize,
            total: loans.data.total,
            noun: [t('loans.pagination.loan'), t('loans.pagination.loans')],
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }
        }
      />
    </LoansScreenFrame>
  );
}
