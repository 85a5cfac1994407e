import { PAGE_SIZE } from '@lendline/core';
import type {
  CollectorListResponse,
  ReportCatalogue,
  ReportFormat,
  ReportPreview,
} from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

/** The filters on screen, as the query string sends them (empty ones left out). */
export interface ReportFilterState {
  from: string;
  to: string;
  organization_id: string | null;
  collector_id: string | null;
  status: string | null;
}

export function reportSearch(filters: ReportFilterState, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

/** The catalogue: each report's filters, columns and whether the user may export it. */
export function useReportCatalogue() {
  return useQuery({
    queryKey: queryKeys.reports.catalogue(),
    queryFn: ({ signal }) => api.get<ReportCatalogue>('/api/v1/reports', signal),
    staleTime: 10 * 60_000,
    ...LIST_QUERY_RETRY,
  });
}

export function reportPreviewOptions(
  key: string,
  filters: ReportFilterState,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: queryKeys.reports.preview(key, { ...filters, page, pageSize }),
    queryFn: ({ signal }) =>
      api.get<ReportPreview>(
        `/api/v1/reports/${encodeURIComponent(key)}?${reportSearch(filters, {
          page: String(page),
          page_size: String(pageSize),
        })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** A page of the report for the preview table. */
export function useReportPreview(
  key: string | null,
  filters: ReportFilterState,
  page: number,
  pageSize: number,
) {
  return useQuery({
    ...reportPreviewOptions(key ?? '', filters, page, pageSize),
    enabled: key !== null,
  });
}

/** The collectors the collector filter offers (only asked with debt_collectors:read). */
export function useReportCollectors(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reports.collectors(),
    queryFn: ({ signal }) =>
      api.get<CollectorListResponse>(
        `/api/v1/collectors?page=1&page_size=${PAGE_SIZE.max}`,
        signal,
      ),
    enabled,
    staleTime: 10 * 60_000,
    ...LIST_QUERY_RETRY,
  });
}

/** The whole report as a file. */
export function downloadReport(
  key: string,
  filters: ReportFilterState,
  format: ReportFormat,
): Promise<DownloadedFile> {
  return apiDownload(
    `/api/v1/reports/${encodeURIComponent(key)}?${reportSearch(filters, { format })}`,
  );
}
