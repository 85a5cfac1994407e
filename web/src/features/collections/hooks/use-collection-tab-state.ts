import { PAGE_SIZE } from '@lendline/core';
import type { CollectionSortField } from '@lendline/core';
import { useState } from 'react';
import type { SortState } from '@/components/data-table/sort-cycle';

/** One tab's page, page size and sort; a new sort or size goes back to page 1. */
export function useCollectionTabState() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.collections);
  const [sort, setSort] = useState<SortState<CollectionSortField> | null>(null);
  return {
    page,
    pageSize,
    sort,
    setPage,
    setPageSize: (next: number) => {
      setPageSize(next);
      setPage(1);
    },
    setSort: (next: SortState<CollectionSortField> | null) => {
      setSort(next);
      setPage(1);
    },
  };
}

export type CollectionTabState = ReturnType<typeof useCollectionTabState>;
