import { Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { failureReason } from '@/lib/failure-text';
import { useScrolledLoans } from '../api/get-loans';
import { LOAN_TAB_LABELS } from '../lib/loan-labels';
import type { LoansScreenProps } from './loans-screen';
import {
  loanRowLabel,
  loanSearchField,
  LoansScreenFrame,
  useLoansScreen,
} from './loans-screen-frame';
import { LoanSortSelect } from './loan-sort-select';
import { VirtualLoanList } from './virtual-loan-list';

/** As many placeholders as the table shows while the first answer loads (spec part 2 §2). */
const SKELETON_ROWS = 5;

/**
 * The Loan Hub (/loans-hub, spec part 2 §2): the Loans screen — heading, tabs with counts,
 * search, sort, details and actions — with the table replaced by a virtualised list that loads the
 * next page as it scrolls, so a hundred thousand loans scroll as smoothly as a hundred.
 */
export function LoanHubScreen(props: LoansScreenProps) {
  const { t, controls, columns, dialogs, openRow, rowActions } = useLoansScreen(props);
  const { tab, setTab, search, setSearch, sort, setSort, filters, clearFilters } = controls;
  const loans = useScrolledLoans({ tab, search, sort, filters });
  const pages = loans.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const { fetchNextPage } = loans;
  const loadMore = useMemo(() => () => void fetchNextPage(), [fetchNextPage]);

  return (
    <LoansScreenFrame
      {...props}
      tab={tab}
      onTabChange={setTab}
      counts={pages?.[0]?.counts}
      filters={filters}
      onClearFilters={clearFilters}
      dialogs={dialogs}
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
            rowLabel={loanRowLabel}
            refreshing={loans.isPlaceholderData}
          />
        )}
      </Stack>
    </LoansScreenFrame>
  );
}
