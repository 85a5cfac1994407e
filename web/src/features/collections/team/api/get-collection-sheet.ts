import type { CollectionSheetFormat, CollectionSheetResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CollectionSheetParams {
  /** Null: the collector the user works as (else every collector's). */
  collectorId: string | null;
  /** Null: the organization's today. */
  date: string | null;
}

/** GET /collections/sheet in a format; the CSV and PDF download, the JSON prints. */
export function collectionSheetPath(
  params: CollectionSheetParams,
  format: CollectionSheetFormat,
): string {
  const query = new URLSearchParams();
  if (params.collectorId) query.set('collector_id', params.collectorId);
  if (params.date) query.set('date', params.date);
  query.set('format', format);
  return `/api/v1/collections/sheet?${query.toString()}`;
}

export function collectionSheetQueryOptions(params: CollectionSheetParams) {
  return queryOptions({
    queryKey: queryKeys.collections.sheet(params),
    queryFn: ({ signal }) =>
      api.get<CollectionSheetResponse>(collectionSheetPath(params, 'json'), signal),
  });
}

/** The daily collection sheet's rows and totals, for the print page. */
export function useCollectionSheet(params: CollectionSheetParams) {
  return useQuery(collectionSheetQueryOptions(params));
}
