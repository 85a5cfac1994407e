import type { ReactNode } from 'react';
import type { SortState } from './sort-cycle';

import type { ColumnPriority } from '@/lib/server-drawing';

/**
 * How narrow a screen may get before the column gives way: 1 always shows, 2 hides below
 * 1,440 px, 3 hides below 1,600 px. The card list below 768 px shows every column.
 */
export type { ColumnPriority };

/** One column, described as data. */
export interface DataTableColumn<Row, SortKey extends string = string> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The cell's content; without it the cell shows `text`, or '—' when that is empty. */
  render?: (row: Row) => ReactNode;
  /** The cell as plain text: the tooltip of a truncated cell. */
  text?: (row: Row) => string | null | undefined;
  /** The server column this header sorts by; without it the header does not sort. */
  sortKey?: SortKey;
  priority?: ColumnPriority;
  /** The column's width; a truncated cell is cut to it (200 px unless told). */
  width?: number;
  /** Cut long content to one line, with the whole text in a tooltip. */
  truncate?: boolean;
  /**
   * The header may take two lines while the table is tight: a long header over short values
   * (an amount, a count of days) then costs its longest word, not its whole width.
   */
  wrapHeader?: boolean;
}

/** A select filter over the list; its first option is 'All {label}' (no filter). */
export interface DataTableFilter {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  searchable?: boolean;
  width?: number;
}

export interface DataTableSearch {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
  /**
   * Calls `onChange` only once typing pauses this long. The input keeps what is typed meanwhile,
   * so a keystroke re-renders the input alone, not the screen around the table.
   */
  debounceMs?: number;
}

export interface DataTablePaging {
  page: number;
  pageSize: number;
  total: number;
  /** The counted thing, singular and plural: ['user', 'users']. */
  noun: readonly [singular: string, plural: string];
  onPageChange: (page: number) => void;
  /** Offers a rows-per-page choice; a change goes back to page 1 (spec part 2 §5). */
  onPageSizeChange?: (pageSize: number) => void;
  /** The rows-per-page choices; PAGE_SIZE.tableOptions unless told (collection screens: 10 too). */
  pageSizeOptions?: readonly number[];
  /** Offers a 'Go to page' field; what is typed there is brought inside 1 … the page count. */
  goToPage?: boolean;
}

export interface DataTableSelection {
  selectedKeys: ReadonlySet<string>;
  onChange: (selectedKeys: Set<string>) => void;
  /** Shown beside 'N selected' while something is selected. */
  bulkActions?: ReactNode;
}

export interface DataTableExport {
  label?: string;
  /** A download link (the server builds the file)… */
  href?: string;
  /** …or a handler. */
  onClick?: () => void;
}

export interface DataTableProps<Row, SortKey extends string = string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Names a row for assistive technology: its card title, View button and checkbox. */
  rowLabel: (row: Row) => string;
  /** A card's title below 768 px, when it should read otherwise than `rowLabel` (its default). */
  rowTitle?: (row: Row) => ReactNode;
  loading?: boolean;
  /** The rows shown answer the previous question (another sort, search or page) while this one loads. */
  refreshing?: boolean;
  /** Shown instead of the rows and paging (the toolbar stays, so the search can change). */
  error?: ReactNode;
  emptyText?: string;
  /** A click or Enter on the row opens it; a View button is added unless `viewButton` is false. */
  onRowOpen?: (row: Row) => void;
  viewButton?: boolean;
  /** The row's own controls, in the sticky last column. */
  rowActions?: (row: Row) => ReactNode;
  sort?: SortState<SortKey> | null;
  onSortChange?: (sort: SortState<SortKey> | null) => void;
  search?: DataTableSearch;
  filters?: readonly DataTableFilter[];
  /** More controls: `start` beside the filters, `end` at the toolbar's right (e.g. 'Add …'). */
  toolbar?: { start?: ReactNode; end?: ReactNode };
  exportAction?: DataTableExport;
  selection?: DataTableSelection;
  pagination?: DataTablePaging;
}
