import { Stack } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useT } from '@/i18n/use-t';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid, skeletonRowsFor } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import type { ColumnPriority, DataTableProps } from './data-table-types';
import classes from './data-table.module.css';
import { useFittingPriority } from './use-fitting-priority';
import { useScreenFit } from './use-screen-fit';

/**
 * The one list component (spec part 2 §2 "Generic data table"): search, 'All {label}' filters,
 * export, row selection with 'N selected', headers sorting ascending → descending → none, a View
 * button, the empty text, skeleton rows while loading (a page of them for a paged table, at most
 * 25), and pagination. Paging, sorting and search happen on the server, so every one of them is a
 * controlled prop.
 *
 * It fits the screen: low-priority columns give way below 1,600 and 1,440 px, and again while the
 * table is still wider than its box (badges are never cut); long cells are cut with a tooltip, the row's controls stay in a sticky last column, rows take the focus and
 * open on Enter, and below 768 px the rows become cards.
 */
export function DataTable<Row, SortKey extends string = string>(
  props: DataTableProps<Row, SortKey>,
) {
  const t = useT();
  const {
    columns,
    rows,
    pagination,
    error,
    emptyText = t('common.table.empty'),
    onRowOpen,
    viewButton,
    refreshing = false,
  } = props;
  const { cards, maxPriority } = useScreenFit();
  // New rows render in the background: a click or keystroke meanwhile is answered first. The
  // first rows replace the placeholders at once, in the same paint as the rest of the screen's
  // answer (deferred, they left what the screen draws below the table to move a frame later).
  const deferredRows = useDeferredValue(rows);
  const shownRows = deferredRows === undefined ? rows : deferredRows;
  // A level no column has would hide nothing: the table, still too wide, would stay so.
  const highestPriority = Math.max(1, ...columns.map((column) => column.priority ?? 1));
  const { setBox, priority } = useFittingPriority(
    Math.min(maxPriority, highestPriority) as ColumnPriority,
  );
  const fittingColumns = useMemo(
    () => columns.filter((column) => (column.priority ?? 1) <= priority),
    [columns, priority],
  );
  const body = {
    ...props,
    rows: shownRows,
    emptyText,
    viewButton: Boolean(onRowOpen) && viewButton !== false,
    refreshing: refreshing || shownRows !== rows,
  };
  return (
    <Stack gap="md" className={classes.table}>
      <DataTableToolbar {...props} />
      {error ? (
        error
      ) : cards ? (
        <DataTableCards {...body} />
      ) : (
        <div ref={setBox}>
          <DataTableGrid
            {...body}
            columns={fittingColumns}
            skeletonRows={skeletonRowsFor(pagination?.pageSize)}
          />
        </div>
      )}
      {pagination && !error && <DataTablePagination {...pagination} />}
    </Stack>
  );
}
