// The sort cycle belongs to the shared data table; the customers API still names it from here.
export type { SortOrder, SortState } from '@/components/data-table/sort-cycle';
