import {
  ADMIN_TERMINATED_REASON,
  SESSION_MESSAGES,
  USER_TERMINATED_REASON,
  type EndSessionResponse,
  type MessageKey,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findSessionOwner } from './session-access.ts';
import { endVisibleSession, findVisibleSession, toUserSession } from './sessions.repository.ts';

/**
 * DELETE /sessions/:id: ends one of the caller's other sessions ('User terminated', spec part 2
 * §7), or, for an organization admin or the platform owner, a session of a user they manage
 * (ADMIN_TERMINATED_REASON). The session stops working at once on every instance: ending it
 * announces the change from the database (0013's trigger), which empties the session caches.
 * The session in use is ended by signing out.
 */
export async function endSession(
  ctx: RequestContext,
  options: { sessionId: string; currentSessionId: string },
): Promise<Omit<EndSessionResponse, 'message'> & { message: MessageKey }> {
  const session = await findVisibleSession(ctx.tx, options.sessionId);
  if (!session?.is_active) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
  const own = session.user_id === ctx.auth.user.id;
  if (own && session.id === options.currentSessionId) {
    throw new AppError('BUSINESS_RULE', SESSION_MESSAGES.cannotEndCurrent);
  }
  const organizationId = own
    ? (ctx.auth.profile?.organization_id ?? null)
    : (await findSessionOwner(ctx, session.user_id)).organization_id;
  const reason = own ? USER_TERMINATED_REASON : ADMIN_TERMINATED_REASON;
  if (!(await endVisibleSession(ctx.tx, { sessionId: session.id, reason, at: ctx.now }))) {
    throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
  }
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId,
    action: own ? 'session_terminated' : 'session_terminated_by_admin',
    entityType: 'user_session',
    entityId: session.id,
    oldValues: { is_active: true, user_id: session.user_id },
    newValues: { is_active: false, termination_reason: reason },
    reason,
  });
  const ended = (await findVisibleSession(ctx.tx, session.id))!;
  return {
    message: SESSION_MESSAGES.ended,
    session: toUserSession(ended, options.currentSessionId),
  };
}
