import type { SessionAuthContext } from '../../context/request-context.ts';

/** The channel the auth-change triggers notify on (server/drizzle/0013_auth_change_notices.sql). */
export const AUTH_CHANGES_CHANNEL = 'lendline_auth';
/** What the triggers send, and note in `app.auth_changed`, for a change that concerns everyone. */
export const EVERYONE = '*';

/**
 * How long a resolved session may answer from memory. Changes reach this instance at once (it
 * reads them with its own COMMIT) and other instances through LISTEN/NOTIFY within milliseconds;
 * this is the bound when a notice is lost (a listening connection that died unnoticed).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions kept at most; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  auth: SessionAuthContext;
  /** Clock reading (ms) after which the entry is not used. */
  freshUntil: number;
}

/**
 * Recently resolved sessions, by token hash (never the token itself), so a request needs no
 * round trip to learn who is calling (docs/decisions/0042). The cache only ever says "this
 * session stood a moment ago"; anything it cannot vouch for — a miss, an entry past its TTL,
 * a session that looks idle or expired by the clock — goes to the database.
 *
 * Invalidation: `forget(userIds)` when a change commits (from `app.auth_changed` read with the
 * COMMIT on this instance, or a NOTIFY from another); `forgetEverything()` when the listening
 * connection drops or returns (notices may have been missed meanwhile), and while it is down the
 * cache holds nothing. A fill races with invalidation: a reader that looked the session up
 * before a change committed must not store what it read after the change was announced, so a
 * fill carries the generation it started in and is dropped when any invalidation came between.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;
  #enabled = false;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  /** Whether changes are being heard: only then does the cache keep anything. */
  setEnabled(enabled: boolean): void {
    this.forgetEverything();
    this.#enabled = enabled;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The generation a lookup starts in; pass it to `store`. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, nowMs: number): SessionAuthContext | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (nowMs >= entry.freshUntil) {
      this.#entries.delete(tokenHash);
      return null;
    }
    return entry.auth;
  }

  /** Keeps a session read from the database, unless a change was announced since `generation`. */
  store(
    tokenHash: string,
    auth: SessionAuthContext,
    options: { nowMs: number; generation: number },
  ) {
    if (!this.#enabled || options.generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { auth, freshUntil: options.nowMs + this.#ttlMs });
  }

  /** Forgets one session (signed out, found ended). */
  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
  }

  /**
   * Forgets the sessions of these users; `*` among them forgets everyone. Takes the triggers'
   * notation: a comma-separated list of user ids, or `*`.
   */
  forgetUsers(noted: string): void {
    if (!noted) return;
    const userIds = new Set(noted.split(','));
    if (userIds.has(EVERYONE)) {
      this.forgetEverything();
      return;
    }
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (userIds.has(entry.auth.user.id)) this.#entries.delete(tokenHash);
    }
  }

  forgetEverything(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
