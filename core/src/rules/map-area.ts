import type { MessageKey } from '../i18n/catalogs.ts';

// Beside, not inside, validation/map-area.ts (the schema): the web's loan links read an area
// here and would otherwise load zod with it.

/**
 * A rectangle of the map in decimal degrees (issue 14: the loans of a cluster of the overdue
 * map), edges included. West is never east of east: an area across the 180th meridian is not
 * one (the map's clusters never cross it; decision 0088).
 */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const MAP_AREA_MESSAGES = {
  format: 'messages.loans.area_format',
  /** The maps link's own words (MAPS_LINK_MESSAGES.coordinates): latitude ±90, longitude ±180. */
  range: 'messages.maps_link.coordinates',
  order: 'messages.loans.area_order',
} as const satisfies Record<string, MessageKey>;

/** A decimal degree as the address carries it: a sign, up to 3 digits, up to 10 decimals. */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,10})?$/;

export type MapAreaResult = { ok: true; area: MapArea } | { ok: false; message: MessageKey };

/** Reads `west,south,east,north` (the address's `bbox`), or says what is wrong with it. */
export function parseMapArea(text: string): MapAreaResult {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) {
    return { ok: false, message: MAP_AREA_MESSAGES.format };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const longitude = (value: number) => value >= -180 && value <= 180;
  const latitude = (value: number) => value >= -90 && value <= 90;
  if (!longitude(west) || !longitude(east) || !latitude(south) || !latitude(north)) {
    return { ok: false, message: MAP_AREA_MESSAGES.range };
  }
  if (west > east || south > north) return { ok: false, message: MAP_AREA_MESSAGES.order };
  return { ok: true, area: { west, south, east, north } };
}

/**
 * The text of an area that holds every point of `points`: outward to the 6 decimals the
 * customers' locations are stored with (numeric(9,6)), so no point on an edge falls out.
 */
export function mapAreaText(points: readonly { latitude: number; longitude: number }[]): string {
  // toFixed rounds to the nearest: a stored location comes back as it is; any other value is
  // moved one millionth outward when rounding moved it in.
  const down = (value: number) => {
    const text = value.toFixed(6);
    return Number(text) > value ? (Number(text) - 1e-6).toFixed(6) : text;
  };
  const up = (value: number) => {
    const text = value.toFixed(6);
    return Number(text) < value ? (Number(text) + 1e-6).toFixed(6) : text;
  };
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return [
    down(Math.max(-180, Math.min(...longitudes))),
    down(Math.max(-90, Math.min(...latitudes))),
    up(Math.min(180, Math.max(...longitudes))),
    up(Math.min(90, Math.max(...latitudes))),
  ].join(',');
}
