import { ADDRESS_SEARCH_LIMIT } from '@lendline/core';
import type { GeocodeResult, GeocodeReverseResponse, GeocodeSearchResponse } from '@lendline/core';
import { api } from './api-client';

export type { GeocodeResult };

/**
 * Address suggestions for a free-text query (at most 5, spec part 2 §9), through the server,
 * which calls the configured geocoder, caches answers and keeps its rate limit. Throws on
 * failure; callers decide whether to stay silent.
 */
export async function searchAddresses(
  query: string,
  signal?: AbortSignal,
): Promise<GeocodeResult[]> {
  const params = new URLSearchParams({ q: query });
  const { results } = await api.get<GeocodeSearchResponse>(
    `/api/v1/geocode/search?${params.toString()}`,
    signal,
  );
  return results.slice(0, ADDRESS_SEARCH_LIMIT);
}

/** The address at a point, or null when the geocoder knows none. Throws on failure. */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  const { address } = await api.get<GeocodeReverseResponse>(
    `/api/v1/geocode/reverse?${params.toString()}`,
    signal,
  );
  return address || null;
}
