import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 2 §5 "Maps link" messages. */
export const MAPS_LINK_MESSAGES = {
  required: 'messages.maps_link.required',
  url: 'messages.maps_link.url',
  host: 'messages.maps_link.host',
  incomplete: 'messages.maps_link.incomplete',
  coordinates: 'messages.maps_link.coordinates',
} as const satisfies Record<string, MessageKey>;

export type MapsLinkResult =
  | { ok: true; url: string; latitude?: number; longitude?: number }
  | { ok: false; message: MessageKey };

/** Google domains whose /maps paths are accepted: global and India, UK, Canada, Australia. */
const GOOGLE_DOMAINS = ['google.com', 'google.co.in', 'google.co.uk', 'google.ca', 'google.com.au'];

/**
 * The WHATWG URL parser (global in browsers and Node). core compiles against the plain ES
 * library, so the part used here is declared locally.
 */
interface ParsedUrl {
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly href: string;
  readonly searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

type LinkKind = 'long' | 'short';

/** 'long' for a Google Maps page, 'short' for a share link, null for any other address. */
function linkKind(url: ParsedUrl): LinkKind | null {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.toLowerCase();
  const mapsPath = path === '/maps' || path.startsWith('/maps/');
  if (host === 'maps.app.goo.gl') return 'short';
  if (host === 'goo.gl') return mapsPath ? 'short' : null;
  if (GOOGLE_DOMAINS.some((domain) => host === `maps.${domain}`)) return 'long';
  if (GOOGLE_DOMAINS.includes(host)) return mapsPath ? 'long' : null;
  return null;
}

/** A link that names no place: the site root or the bare /maps path, without a query. */
function isIncomplete(url: ParsedUrl, kind: LinkKind): boolean {
  if (url.search !== '') return false;
  const path = url.pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '') return true;
  return path === '/maps' && (kind === 'long' || url.hostname.toLowerCase() !== 'maps.app.goo.gl');
}

const NUMBER = String.raw`[+-]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(?:loc:\s*)?(${NUMBER})\s*,\s*(${NUMBER})(?![\d.])`, 'i');
const AT_PAIR = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?![\d.])`);
const LOC_PAIR = new RegExp(String.raw`loc:\s*(${NUMBER})\s*,\s*(${NUMBER})(?![\d.])`, 'i');
/** Query parameters that may carry 'lat,lng', in the order tried. */
const COORDINATE_PARAMETERS = ['q', 'll', 'center', 'query'] as const;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The first 'lat,lng' of the link: '@lat,lng', then q=, ll=, center=, query=, then 'loc:'. */
function extractCoordinates(url: ParsedUrl): [number, number] | null {
  const at = AT_PAIR.exec(safeDecode(url.pathname));
  if (at) return [Number(at[1]), Number(at[2])];
  for (const name of COORDINATE_PARAMETERS) {
    const value = url.searchParams.get(name);
    const pair = value === null ? null : PAIR.exec(value);
    if (pair) return [Number(pair[1]), Number(pair[2])];
  }
  const loc = LOC_PAIR.exec(safeDecode(url.href));
  return loc ? [Number(loc[1]), Number(loc[2])] : null;
}

/** True for latitude -90..90 and longitude -180..180 (finite numbers). */
export function areValidCoordinates(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Spec part 2 §5 "Maps link", in order:
 * - trimmed; empty → 'Please enter a Google Maps link';
 * - 'https://' prepended when no http(s) scheme is given; trailing slashes and hashes dropped;
 * - not a URL → 'Please enter a valid URL format';
 * - not google.com/maps…, maps.google.com, the regional google.co.in, google.co.uk, google.ca,
 *   google.com.au (maps paths or maps. hosts), goo.gl/maps… or maps.app.goo.gl →
 *   'Please enter a valid Google Maps link (google.com/maps, goo.gl, or maps.app.goo.gl)';
 * - the root (or bare /maps) path without a query →
 *   'Please enter a complete Google Maps link with location information';
 * - coordinates from '@lat,lng', q=lat,lng, ll=, center=, query= or 'loc:lat,lng'; out of range →
 *   'Invalid coordinates detected. …'.
 * Short links (goo.gl, maps.app.goo.gl) and place links without coordinates are accepted
 * without latitude and longitude. `url` is the cleaned link.
 */
export function parseGoogleMapsLink(input: string): MapsLinkResult {
  let link = input.trim();
  if (link === '') return { ok: false, message: MAPS_LINK_MESSAGES.required };
  if (!/^https?:\/\//i.test(link)) link = `https://${link}`;
  link = link.replace(/[/#]+$/, '');

  let url: ParsedUrl;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, message: MAPS_LINK_MESSAGES.url };
  }
  if (url.hostname === '') return { ok: false, message: MAPS_LINK_MESSAGES.url };

  const kind = linkKind(url);
  if (kind === null) return { ok: false, message: MAPS_LINK_MESSAGES.host };
  if (isIncomplete(url, kind)) return { ok: false, message: MAPS_LINK_MESSAGES.incomplete };
  if (kind === 'short') return { ok: true, url: link };

  const coordinates = extractCoordinates(url);
  if (coordinates === null) return { ok: true, url: link };
  const [latitude, longitude] = coordinates;
  if (!areValidCoordinates(latitude, longitude)) {
    return { ok: false, message: MAPS_LINK_MESSAGES.coordinates };
  }
  return { ok: true, url: link, latitude, longitude };
}

const LatitudeSchema = z
  .number({ error: MAPS_LINK_MESSAGES.coordinates })
  .min(-90, MAPS_LINK_MESSAGES.coordinates)
  .max(90, MAPS_LINK_MESSAGES.coordinates);
const LongitudeSchema = z
  .number({ error: MAPS_LINK_MESSAGES.coordinates })
  .min(-180, MAPS_LINK_MESSAGES.coordinates)
  .max(180, MAPS_LINK_MESSAGES.coordinates);

/**
 * Server: optional latitude (-90..90) and longitude (-180..180), both or neither (null or
 * absent), else the spec's 'Invalid coordinates detected. …' message. Spread `.shape` into an
 * object schema or use it with `.and()`; the both-or-neither rule lives on this object.
 */
export const CoordinatesSchema = z
  .object({
    latitude: LatitudeSchema.nullish(),
    longitude: LongitudeSchema.nullish(),
  })
  .refine((value) => (value.latitude == null) === (value.longitude == null), {
    message: MAPS_LINK_MESSAGES.coordinates,
    path: ['latitude'],
  });
