import type { CollectionListResponse, CollectionSortField, CollectionTab } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortState } from '@/components/data-table/sort-cycle';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export interface CollectionListParams {
  /** The collection day, 'YYYY-MM-DD'; null: the organization's today (the server's default). */
  date: string | null;
  tab: CollectionTab;
  page: number;
  pageSize: number;
  /** Customer name, phone or loan number. */
  search: string;
  /** Only the entries of the collector the user works as. */
  mine: boolean;
  /** The entries of the collector the user works as first (agents). */
  mineFirst: boolean;
  sort: SortState<CollectionSortField> | null;
}

/** GET /collections for the day asked, else the organization's today (the server's default). */
export function collectionsPath(params: CollectionListParams): string {
  const query = new URLSearchParams({ tab: params.tab });
  if (params.date) query.set('date', params.date);
  const text = params.search.trim();
  if (text) query.set('search', text);
  if (params.mine) query.set('mine', 'true');
  if (params.mineFirst) query.set('mine_first', 'true');
  query.set('page', String(params.page));
  query.set('page_size', String(params.pageSize));
  // No sort: the server's own order (highest priority, then most days overdue).
  if (params.sort) {
    query.set('sort', params.sort.column);
    query.set('order', params.sort.order);
  }
  return `/api/v1/collections?${query.toString()}`;
}

export function collectionsQueryOptions(params: CollectionListParams) {
  return queryOptions({
    queryKey: queryKeys.collections.list(params),
    queryFn: ({ signal }) => api.get<CollectionListResponse>(collectionsPath(params), signal),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One tab's page of a day's collection entries. */
export function useCollections(params: CollectionListParams) {
  return useQuery(collectionsQueryOptions(params));
}
