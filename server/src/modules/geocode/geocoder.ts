import {
  ADDRESS_SEARCH_LIMIT,
  GEOCODE_MESSAGES,
  MESSAGES,
  type GeocodeResult,
} from '@lendline/core';
import { AppError } from '../../errors.ts';
import { FairTurns, TurnRefused } from './fair-turns.ts';
import { LruCache } from './lru-cache.ts';

export interface GeocoderOptions {
  /** A Nominatim-compatible service, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  userAgent: string;
  /** Nominatim's usage policy: at most one request a second (per server instance here). */
  minIntervalMs?: number;
  /** A request that would wait longer than this for its slot is refused with 429. */
  maxWaitMs?: number;
  timeoutMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  now?: () => number;
  /** Told why the geocoder failed (for the server log); callers get the generic message only. */
  onUpstreamFailure?: (reason: string) => void;
}

/** Who asks: the user, so each gets a fair share of the upstream turns. */
export interface GeocodeCaller {
  caller: string;
}

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function rateLimited(retryAfterMs: number) {
  return new AppError('RATE_LIMITED', MESSAGES.apiRateLimited, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

/** The geocoder failed; why stays in the server log (the upstream's text is not ours to pass on). */
class UpstreamFailure extends Error {}

function toResult(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (typeof place.display_name !== 'string' || !place.display_name) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { address: place.display_name, latitude, longitude };
}

/**
 * The server's way to the geocoder: answers are cached (LRU, 1,000 entries, 24 h by default),
 * identical questions in flight share one upstream call, and upstream calls are spaced at least
 * `minIntervalMs` apart and shared fairly between users (fair-turns.ts); a user whose request
 * would wait more than `maxWaitMs` behind their own gets 429 instead.
 */
export class Geocoder {
  private readonly cache: LruCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly turns: FairTurns;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** Upstream calls made (for tests and metrics). */
  upstreamCalls = 0;

  constructor(private readonly options: GeocoderOptions) {
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.now = options.now ?? Date.now;
    this.turns = new FairTurns({
      minIntervalMs: this.minIntervalMs,
      maxWaitMs: options.maxWaitMs ?? 5000,
      now: this.now,
    });
    this.cache = new LruCache({
      maxEntries: options.cacheEntries ?? 1000,
      ttlMs: options.cacheTtlMs ?? 24 * 60 * 60 * 1000,
      now: this.now,
    });
  }

  async search(query: string, { caller }: GeocodeCaller): Promise<GeocodeResult[]> {
    const normalized = query.trim().replace(/\s+/g, ' ');
    const params = new URLSearchParams({
      q: normalized,
      format: 'json',
      addressdetails: '1',
      limit: String(ADDRESS_SEARCH_LIMIT),
    });
    const answer = await this.cached(
      caller,
      `search:${normalized.toLowerCase()}`,
      `search?${params}`,
    );
    if (!Array.isArray(answer)) throw this.unavailable('unexpected search answer');
    return (answer as NominatimPlace[])
      .map(toResult)
      .filter((result): result is GeocodeResult => result !== null)
      .slice(0, ADDRESS_SEARCH_LIMIT);
  }

  async reverse(
    latitude: number,
    longitude: number,
    { caller }: GeocodeCaller,
  ): Promise<string | null> {
    // Six decimals (about 10 cm) is what the customer record stores; finer adds nothing.
    const lat = latitude.toFixed(6);
    const lon = longitude.toFixed(6);
    const params = new URLSearchParams({ lat, lon, format: 'json', addressdetails: '1' });
    const answer = (await this.cached(caller, `reverse:${lat},${lon}`, `reverse?${params}`)) as {
      display_name?: unknown;
      error?: unknown;
    } | null;
    if (!answer || typeof answer !== 'object') throw this.unavailable('unexpected reverse answer');
    // Nominatim answers 200 with { error: 'Unable to geocode' } for a point in the sea.
    return typeof answer.display_name === 'string' && answer.display_name
      ? answer.display_name
      : null;
  }

  private async cached(caller: string, key: string, path: string): Promise<unknown> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const call = this.fetchInTurn(caller, path).then((answer) => {
      this.cache.set(key, answer);
      return answer;
    });
    this.inFlight.set(key, call);
    try {
      return await call;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async fetchInTurn(caller: string, path: string): Promise<unknown> {
    try {
      return await this.turns.take(caller, () => this.fetchJson(path));
    } catch (error) {
      if (error instanceof TurnRefused) throw rateLimited(error.estimatedWaitMs);
      if (error instanceof UpstreamFailure) throw this.unavailable(error.message);
      throw error;
    }
  }

  private unavailable(reason: string): AppError {
    this.options.onUpstreamFailure?.(reason);
    return new AppError('GEOCODER_UNAVAILABLE', GEOCODE_MESSAGES.unavailable);
  }

  private async fetchJson(path: string): Promise<unknown> {
    this.upstreamCalls += 1;
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.baseUrl.replace(/\/?$/, '/')), {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new UpstreamFailure(error instanceof Error ? error.message : 'request failed');
    }
    if (response.status === 429) throw rateLimited(this.minIntervalMs);
    if (!response.ok) throw new UpstreamFailure(`geocoder answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new UpstreamFailure('geocoder answered with invalid JSON');
    }
  }
}
