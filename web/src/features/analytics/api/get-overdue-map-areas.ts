import { OverdueMapAreasResponseSchema, type OverdueMapAreasResponse } from '@lendline/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The map's figures change once a day (the start-of-day points): a few minutes is fresh. */
const AREAS_STALE_MS = 5 * 60_000;

/** One view of the map: `bbox` as the address carries it, and the zoom level. */
export interface MapView {
  bbox: string;
  zoom: number;
}

/**
 * The overdue map's areas in `view` (reports:read). The previous view's areas stay on the map
 * while the next ones load, so panning never blanks it.
 */
export function useOverdueMapAreas(view: MapView) {
  return useQuery({
    queryKey: queryKeys.analytics.overdueMapAreas(view.bbox, view.zoom),
    queryFn: async ({ signal }): Promise<OverdueMapAreasResponse> => {
      const query = new URLSearchParams({ bbox: view.bbox, zoom: String(view.zoom) });
      const answer = await api.get<unknown>(`/api/v1/analytics/overdue-map/areas?${query}`, signal);
      return OverdueMapAreasResponseSchema.parse(answer);
    },
    placeholderData: keepPreviousData,
    staleTime: AREAS_STALE_MS,
  });
}
