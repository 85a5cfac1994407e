import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { PAGE_SIZE } from '@lendline/core';
import { memo, startTransition, useCallback, useOptimistic } from 'react';
import { useT } from '@/i18n/use-t';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import {
  ariaSortOf,
  CellContent,
  RowControls,
  SelectPageCheckbox,
  SelectRowCheckbox,
  SortButton,
  sortStateOf,
} from './data-table-cells';
import classes from './data-table.module.css';
import { rowOpeningProps } from './row-opening';
import { nextSort, type SortState } from './sort-cycle';

export const SKELETON_ROWS = 5;
/**
 * A paged table's placeholder rows: a page of them (at most 25), so the pagination stands where
 * a full page will put it before the rows arrive. Five rows left it in view on a laptop, and a
 * full page then pushed it out: a layout shift of up to 0.49 (/loans at 1,366 × 768).
 */
export function skeletonRowsFor(pageSize: number | undefined): number {
  return pageSize === undefined ? SKELETON_ROWS : Math.min(pageSize, PAGE_SIZE.default);
}

type GridProps<Row, SortKey extends string> = Pick<
  DataTableProps<Row, SortKey>,
  | 'label'
  | 'rows'
  | 'rowKey'
  | 'rowLabel'
  | 'loading'
  | 'onRowOpen'
  | 'rowActions'
  | 'sort'
  | 'onSortChange'
  | 'selection'
> & {
  columns: readonly DataTableColumn<Row, SortKey>[];
  emptyText: string;
  viewButton: boolean;
  refreshing: boolean;
  /** How many placeholder rows stand for the rows while they load. */
  skeletonRows: number;
};

/** The wide-screen form of the data table: a real table with sortable headers. */
export function DataTableGrid<Row, SortKey extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  loading,
  emptyText,
  onRowOpen,
  viewButton,
  rowActions,
  sort = null,
  onSortChange,
  selection,
  refreshing,
  skeletonRows,
}: GridProps<Row, SortKey>) {
  const hasControls = Boolean(rowActions || (onRowOpen && viewButton));
  const waiting = loading || !rows;
  // A table wider than its screen scrolls sideways; one with no control of its own to tab to
  // (no sortable header, selection or row action) makes its scroll area a named tab stop, so
  // a keyboard can scroll it too.
  const hasFocusableContent =
    hasControls || Boolean(selection) || columns.some((column) => column.sortKey && onSortChange);
  return (
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={
        hasFocusableContent
          ? undefined
          : { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }
      }
    >
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={label}
        aria-busy={waiting || refreshing || undefined}
        className={refreshing ? classes.refreshing : undefined}
      >
        <GridHead
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          onSortChange={onSortChange}
          selection={selection}
          hasControls={hasControls}
        />
        <GridBody
          columns={columns}
          rows={waiting ? undefined : rows}
          rowKey={rowKey}
          rowLabel={rowLabel}
          emptyText={emptyText}
          onRowOpen={onRowOpen}
          viewButton={viewButton}
          hasControls={hasControls}
          rowActions={rowActions}
          selection={selection}
          skeletonRows={skeletonRows}
        />
      </Table>
    </Table.ScrollContainer>
  );
}

type HeadProps<Row, SortKey extends string> = Pick<
  GridProps<Row, SortKey>,
  'columns' | 'rows' | 'rowKey' | 'sort' | 'onSortChange' | 'selection'
> & { hasControls: boolean };

/**
 * The header row. A header click shows its new order here at once, re-rendering only the header
 * cells whose order changes (not the scroll area, the table or the rows); the screen's own update
 * (the new request, the rows) follows as a transition, so it never holds up that paint.
 */
function GridHead<Row, SortKey extends string>({
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  selection,
  hasControls,
}: HeadProps<Row, SortKey>) {
  const t = useT();
  const [shownSort, showSort] = useOptimistic(sort);
  const changeSort = useCallback(
    (next: SortState<SortKey> | null) =>
      startTransition(() => {
        showSort(next);
        onSortChange?.(next);
      }),
    [showSort, onSortChange],
  );
  return (
    <Table.Thead>
      <Table.Tr>
        {selection && (
          <Table.Th w={40}>
            <SelectPageCheckbox pageKeys={(rows ?? []).map(rowKey)} selection={selection} />
          </Table.Th>
        )}
        {columns.map((column) => (
          <HeaderCell
            key={column.key}
            column={column}
            order={ariaSortOf(column.sortKey, shownSort)}
            onSort={onSortChange && changeSort}
          />
        ))}
        {hasControls && (
          <Table.Th className={classes.sticky}>
            <VisuallyHidden>{t('common.table.actions')}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * A column's header. Its click depends only on its own order (ascending, then descending, then
 * none), so a click re-renders the headers whose order changes, not all of them.
 */
function HeaderCellOf<Row, SortKey extends string>({
  column,
  order,
  onSort,
}: {
  column: DataTableColumn<Row, SortKey>;
  order: 'ascending' | 'descending' | undefined;
  onSort: ((next: SortState<SortKey> | null) => void) | undefined;
}) {
  const { sortKey } = column;
  return (
    <Table.Th aria-sort={order} w={column.width}>
      {sortKey && onSort ? (
        <SortButton
          header={column.header}
          order={order}
          onClick={() => onSort(nextSort(sortStateOf(sortKey, order), sortKey))}
          wrap={column.wrapHeader}
        />
      ) : (
        column.header
      )}
    </Table.Th>
  );
}

const HeaderCell = memo(HeaderCellOf) as typeof HeaderCellOf;

type BodyProps<Row, SortKey extends string> = Pick<
  GridProps<Row, SortKey>,
  | 'columns'
  | 'rows'
  | 'rowKey'
  | 'rowLabel'
  | 'emptyText'
  | 'onRowOpen'
  | 'viewButton'
  | 'rowActions'
  | 'selection'
  | 'skeletonRows'
> & { hasControls: boolean };

/**
 * The rows, apart from the header: a sort click re-renders the header's indicator at once and
 * skips the rows, whose props stay the same until the new page arrives.
 */
function GridBodyRows<Row, SortKey extends string>({
  columns,
  rows,
  rowKey,
  rowLabel,
  emptyText,
  onRowOpen,
  viewButton,
  hasControls,
  rowActions,
  selection,
  skeletonRows,
}: BodyProps<Row, SortKey>) {
  const width = columns.length + (hasControls ? 1 : 0) + (selection ? 1 : 0);
  return (
    <Table.Tbody>
      {!rows ? (
        Array.from({ length: skeletonRows }, (_, row) => (
          <Table.Tr key={row} data-testid="skeleton-row" aria-hidden>
            {Array.from({ length: width }, (_, cell) => (
              <Table.Td key={cell}>
                <Skeleton height={14} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))
      ) : rows.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={width}>
            <Text c="dimmed" ta="center" py="lg">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : (
        rows.map((row) => {
          const key = rowKey(row);
          const name = rowLabel(row);
          const open = onRowOpen && (() => onRowOpen(row));
          return (
            <Table.Tr
              key={key}
              className={open ? classes.openable : undefined}
              {...rowOpeningProps(name, open)}
            >
              {selection && (
                <Table.Td>
                  <SelectRowCheckbox rowKey={key} label={name} selection={selection} />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  <CellContent column={column} row={row} />
                </Table.Td>
              ))}
              {hasControls && (
                <Table.Td className={classes.sticky}>
                  <RowControls label={name} onView={viewButton ? open : undefined}>
                    {rowActions?.(row)}
                  </RowControls>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })
      )}
    </Table.Tbody>
  );
}

const GridBody = memo(GridBodyRows) as typeof GridBodyRows;
