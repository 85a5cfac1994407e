import type { ReportExport, ReportFormat } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { queryKeys } from '@/lib/query-keys';
import type { ReportFilterState } from './get-reports';

/** Starts a long export; the server writes the file in the background. */
export function startReportExport(
  key: string,
  filters: ReportFilterState,
  format: ReportFormat,
): Promise<ReportExport> {
  const body = Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value));
  return api.post<ReportExport>(`/api/v1/reports/${encodeURIComponent(key)}/exports`, {
    ...body,
    format,
  });
}

/** A running export, asked again every second until it is ready or failed. */
export function useReportExport(id: string | null) {
  return useQuery({
    queryKey: queryKeys.reports.export(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<ReportExport>(`/api/v1/reports/exports/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1_000 : false),
  });
}

export function downloadReportExport(id: string): Promise<DownloadedFile> {
  return apiDownload(`/api/v1/reports/exports/${encodeURIComponent(id)}/file`);
}
