import type { SessionListResponse } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { findSessionOwner } from './session-access.ts';
import { findLiveSessions, toUserSession } from './sessions.repository.ts';

/** GET /sessions: the caller's live sessions, or another user's for those who manage them. */
export async function listSessions(
  ctx: RequestContext,
  options: { userId?: string; currentSessionId: string; idleMinutes: number },
): Promise<SessionListResponse> {
  const userId = options.userId ?? ctx.auth.user.id;
  if (userId !== ctx.auth.user.id) await findSessionOwner(ctx, userId);
  const rows = await findLiveSessions(ctx.tx, {
    userId,
    now: ctx.now,
    idleSince: new Date(ctx.now.getTime() - options.idleMinutes * 60_000),
  });
  return { data: rows.map((row) => toUserSession(row, options.currentSessionId)) };
}
