import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { SortState } from '@/components/data-table/sort-cycle';
import { useT } from '@/i18n/use-t';
import type { LoanSort } from '../api/get-loans';
import type { LoanColumn } from './loans-table';

const SERVER_ORDER = 'newest';
const ORDERS = ['asc', 'desc'] as const;

/**
 * The sort of a list without column headers to click (the Loan Hub): the table's sortable
 * columns each way, or the server's order (newest first).
 */
export function LoanSortSelect({
  columns,
  sort,
  onChange,
}: {
  columns: readonly LoanColumn[];
  sort: SortState<LoanSort> | null;
  onChange: (sort: SortState<LoanSort> | null) => void;
}) {
  const t = useT();
  const options = useMemo(
    () => [
      { value: SERVER_ORDER, label: t('loans.hub.sort_default') },
      ...columns.flatMap(({ sortKey, header }) =>
        sortKey
          ? ORDERS.map((order) => ({
              value: `${sortKey}:${order}`,
              label: t(order === 'asc' ? 'loans.hub.sort_ascending' : 'loans.hub.sort_descending', {
                column: header,
              }),
            }))
          : [],
      ),
    ],
    [columns, t],
  );
  return (
    <Select
      label={t('loans.hub.sort_label')}
      data={options}
      value={sort ? `${sort.column}:${sort.order}` : SERVER_ORDER}
      allowDeselect={false}
      w={260}
      onChange={(value) => {
        if (!value || value === SERVER_ORDER) return onChange(null);
        const [column, order] = value.split(':') as [LoanSort, 'asc' | 'desc'];
        onChange({ column, order });
      }}
    />
  );
}
