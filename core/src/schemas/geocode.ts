import { z } from 'zod';
import { isStorableText, STORABLE_MESSAGES } from '../validation/storable.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 2 §9: address search and device location constants. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
export const ADDRESS_SEARCH_LIMIT = 5;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 60_000;

export const GEOCODE_MESSAGES = {
  queryTooShort: 'messages.geocode.query_too_short',
  latitudeRange: 'messages.geocode.latitude_range',
  longitudeRange: 'messages.geocode.longitude_range',
  unavailable: 'messages.geocode.unavailable',
} as const satisfies Record<string, MessageKey>;

export const GeocodeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(ADDRESS_SEARCH_MIN_CHARS, GEOCODE_MESSAGES.queryTooShort)
    .max(300)
    .refine(isStorableText, STORABLE_MESSAGES.text),
});

export const GeocodeReverseQuerySchema = z.object({
  lat: z.coerce
    .number(GEOCODE_MESSAGES.latitudeRange)
    .min(-90, GEOCODE_MESSAGES.latitudeRange)
    .max(90, GEOCODE_MESSAGES.latitudeRange),
  lon: z.coerce
    .number(GEOCODE_MESSAGES.longitudeRange)
    .min(-180, GEOCODE_MESSAGES.longitudeRange)
    .max(180, GEOCODE_MESSAGES.longitudeRange),
});

export const GeocodeResultSchema = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

export const GeocodeSearchResponseSchema = z.object({ results: z.array(GeocodeResultSchema) });
export type GeocodeSearchResponse = z.infer<typeof GeocodeSearchResponseSchema>;

/** address is null when the geocoder knows no place at the point. */
export const GeocodeReverseResponseSchema = z.object({ address: z.string().nullable() });
export type GeocodeReverseResponse = z.infer<typeof GeocodeReverseResponseSchema>;
