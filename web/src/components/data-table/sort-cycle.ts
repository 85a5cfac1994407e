export type SortOrder = 'asc' | 'desc';

export interface SortState<Column extends string> {
  column: Column;
  order: SortOrder;
}

/**
 * The generic data table's header click (spec part 2 §2): ascending, then descending, then no
 * sort. Another column starts again at ascending.
 */
export function nextSort<Column extends string>(
  current: SortState<Column> | null,
  column: Column,
): SortState<Column> | null {
  if (!current || current.column !== column) return { column, order: 'asc' };
  if (current.order === 'asc') return { column, order: 'desc' };
  return null;
}
