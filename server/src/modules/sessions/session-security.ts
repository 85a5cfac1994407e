import { activeGrantsAt, type SessionSecurity } from '@lendline/core';
import type { SessionRecord } from '../auth/auth.repository.ts';

/**
 * What the guarded layout warns about (spec part 1 §6), for the session answer. Everything
 * comes with the session as it is resolved (and cached): no round trip of its own.
 */
export function sessionSecurityOf(record: SessionRecord, now: Date): SessionSecurity {
  return {
    active_session_count: Math.max(record.activeSessionCount, 1),
    session_started_at: record.createdAt.toISOString(),
    emergency_access: activeGrantsAt(record.emergencyGrants, now).map((grant) => ({
      id: grant.id,
      permissions: [...grant.permissions],
      expires_at: new Date(grant.expires_at).toISOString(),
    })),
  };
}
