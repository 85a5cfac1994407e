import type { UserSession } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * user_sessions is the system's table: the request role reads and ends sessions only through
 * the functions of migration 0032, which let through the caller's own sessions and those of
 * users in the transaction's organization scope, and never show a token hash.
 */
interface SessionRow {
  id: string;
  user_id: string;
  is_active: boolean;
  created_at: string | Date;
  last_seen_at: string | Date;
  expires_at: string | Date;
  terminated_at: string | Date | null;
  termination_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toUserSession(row: SessionRow, currentSessionId: string): UserSession {
  return {
    id: row.id,
    user_id: row.user_id,
    is_active: row.is_active,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    expires_at: iso(row.expires_at),
    terminated_at: row.terminated_at === null ? null : iso(row.terminated_at),
    termination_reason: row.termination_reason,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    current: row.id === currentSessionId,
  };
}

/** A user's live sessions, newest first: active, before their expiry, not idle since `idleSince`. */
export function findLiveSessions(
  executor: Executor,
  options: { userId: string; now: Date; idleSince: Date },
): Promise<SessionRow[]> {
  return queryRows<SessionRow>(
    executor,
    sql`select * from live_user_sessions(${options.userId}::uuid, ${options.now.toISOString()}::timestamptz, ${options.idleSince.toISOString()}::timestamptz)`,
  );
}

export async function findVisibleSession(
  executor: Executor,
  sessionId: string,
): Promise<SessionRow | null> {
  const [row] = await queryRows<SessionRow>(
    executor,
    sql`select * from visible_user_session(${sessionId}::uuid)`,
  );
  return row ?? null;
}

/** Ends a visible session; its trigger tells every instance to forget it at commit. */
export async function endVisibleSession(
  executor: Executor,
  options: { sessionId: string; reason: string; at: Date },
): Promise<boolean> {
  const [row] = await queryRows<{ ended: boolean }>(
    executor,
    sql`select end_user_session(${options.sessionId}::uuid, ${options.reason}, ${options.at.toISOString()}::timestamptz) as ended`,
  );
  return row?.ended === true;
}
