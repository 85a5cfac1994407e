import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Per-key hit counts in fixed windows, shared by every server instance without a database round
 * trip per request (docs/decisions/0068). Each instance counts in memory; `sync` (every second,
 * in the background) upserts this instance's counts of the current window into the UNLOGGED
 * rate_limit_counters and reads back the other instances' totals in the same statement. A check
 * reads local + last known remote counts, so a burst spread over N instances can pass a limit by
 * at most what the other N − 1 let through since the last exchange (about a second).
 */
export class ClusterCounter {
  private window = -1;
  private readonly local = new Map<string, number>();
  private remote = new Map<string, number>();
  private readonly changed = new Set<string>();

  constructor(
    readonly instanceId: string,
    readonly windowMs = 60_000,
  ) {}

  /** Counts one hit for `key` at `nowMs` and answers the cluster's count in this window. */
  hit(key: string, nowMs: number): number {
    this.roll(nowMs);
    const hits = (this.local.get(key) ?? 0) + 1;
    this.local.set(key, hits);
    this.changed.add(key);
    return hits + (this.remote.get(key) ?? 0);
  }

  /** Milliseconds from `nowMs` until the current window ends. */
  remainingMs(nowMs: number): number {
    return (Math.floor(nowMs / this.windowMs) + 1) * this.windowMs - nowMs;
  }

  /** Whether a hit has been counted since the last exchange. */
  get hasChanges(): boolean {
    return this.changed.size > 0;
  }

  /**
   * Sends this instance's changed counts and learns the others' totals: one statement, which
   * also drops windows older than the previous one.
   */
  async sync(executor: Executor, nowMs: number): Promise<void> {
    this.roll(nowMs);
    const window = this.window;
    const sent = [...this.changed].map((key) => ({ key, hits: this.local.get(key) ?? 0 }));
    this.changed.clear();
    const rows = await queryRows<{ counter_key: string; hits: number }>(
      executor,
      sql`with sent as (
          insert into rate_limit_counters (instance_id, counter_key, window_start, hits)
          select ${this.instanceId}::uuid, entry.key, ${window}::bigint, entry.hits
          from jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) as entry(key text, hits int)
          on conflict (window_start, counter_key, instance_id) do update set hits = excluded.hits
          returning 1
        ), purged as (
          delete from rate_limit_counters where window_start < ${window - 1}::bigint returning 1
        )
        select counter_key, sum(hits)::int as hits from rate_limit_counters
        where window_start = ${window}::bigint and instance_id <> ${this.instanceId}::uuid
        group by counter_key`,
    );
    // A window that ended while the statement ran starts from nothing on every side.
    if (this.window !== window) return;
    this.remote = new Map(rows.map((row) => [row.counter_key, Number(row.hits)]));
  }

  private roll(nowMs: number): void {
    const window = Math.floor(nowMs / this.windowMs);
    if (window === this.window) return;
    this.window = window;
    this.local.clear();
    this.remote.clear();
    this.changed.clear();
  }
}
