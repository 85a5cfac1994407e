import { Skeleton, Stack, Text } from '@mantine/core';
import type { Loan } from '@lendline/core';
import { useMemo } from 'react';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useScrolledLoans } from '../api/get-loans';
import { LOAN_TAB_LABELS } from '../lib/loan-labels';
import { useLoanDialogs } from './loan-dialogs';
import type { LoansScreenProps } from './loans-screen';
import {
  loanSearchField,
  LoansScreenFrame,
  useLoanListControls,
  useLoanRowActions,
} from './loans-screen-frame';
import { LoanSortSelect } from './loan-sort-select';
import { loanColumns } from './loans-table';
import { VirtualLoanList } from './virtual-loan-list';

/** As many placeholders as the table shows while the first answer loads (spec part 2 §2). */
const SKELETON_ROWS = 5;

const loanLabel = (loan: Loan) => `${loan.loan_number} ${loan.customer_name}`;

/**
 * The Loan Hub (/loans-hub, spec part 2 §2): the Loans screen — heading, tabs with counts,
 * search, sort, details and actions — with the table replaced by a virtualised list that loads the
 * next page as it scrolls, so a hundred thousand loans scroll as smoothly as a hundred.
 */
export function LoanHubScreen({
  roles,
  currency,
  renderRecordPayment,
  renderDocuments,
}: LoansScreenProps) {
  const t = useT();
  const { tab, setTab, search, setSearch, sort, setSort } = useLoanListControls();
  const loans = useScrolledLoans({ tab, search, sort });
  const columns = useMemo(() => loanColumns(t, currency), [t, currency]);
  const dialogs = useLoanDialogs();
  const { openRow, rowActions } = useLoanRowActions({ roles, renderRecordPayment, dialogs });
  const pages = loans.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const { fetchNextPage } = loans;
  const loadMore = useMemo(() => () => void fetchNextPage(), [fetchNextPage]);

  return (
    <LoansScreenFrame
      roles={roles}
      currency={currency}
      tab={tab}
      onTabChange={setTab}
      counts={pages?.[0]?.counts}
      dialogs={dialogs}
      renderRecordPayment={renderRecordPayment}
      renderDocuments={renderDocuments}
    >
      <Stack gap="sm">
        <DataTableToolbar
          search={loanSearchField(t, search, setSearch)}
          toolbar={{
            start: <LoanSortSelect columns={columns} sort={sort} onChange={setSort} />,
          }}
        />
        {loans.isPending ? (
          <Stack gap="xs" aria-busy>
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Skeleton key={row} height={48} radius="sm" data-testid="skeleton-row" />
            ))}
          </Stack>
        ) : loans.isError && rows.length === 0 ? (
          <DataTableLoadError
            message={failureReason(loans.error)}
            onRetry={() => void loans.refetch()}
          />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('loans.empty')}
          </Text>
        ) : (
          <VirtualLoanList
            label={t('loans.table_label', { tab: t(LOAN_TAB_LABELS[tab]) })}
            columns={columns}
            loans={rows}
            total={pages?.[0]?.total ?? rows.length}
            hasMore={loans.hasNextPage}
            loadingMore={loans.isFetchingNextPage}
            onLoadMore={loadMore}
            onOpen={openRow}
            rowActions={rowActions}
            rowLabel={loanLabel}
            refreshing={loans.isPlaceholderData}
          />
        )}
      </Stack>
    </LoansScreenFrame>
  );
}
