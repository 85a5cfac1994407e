import type { Database } from '../../db/client.ts';
import { ownerConnection } from '../../db/system.ts';
import { findSessionByTokenHash } from './auth.repository.ts';
import type { SessionPolicy } from './auth.service.ts';

/**
 * Whether a session still stands, read without refreshing last_seen_at: an open event stream
 * alone must not keep an idle session alive. Sessions are the system's (no user scope yet).
 */
export async function isSessionLive(
  database: Database,
  options: { tokenHash: string; now: Date; policy: SessionPolicy },
): Promise<boolean> {
  const record = await findSessionByTokenHash(
    ownerConnection(database),
    options.tokenHash,
    options.policy,
  );
  if (!record?.isActive) return false;
  const now = options.now.getTime();
  if (now >= record.expiresAt.getTime()) return false;
  if (now >= record.lastSeenAt.getTime() + options.policy.idleMinutes * 60_000) return false;
  return !record.profile || record.profile.status === 'active';
}
