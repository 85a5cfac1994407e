import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordRequest,
  type MessageKey,
} from '@lendline/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSessions, users } from '../../db/schema/index.ts';
import { runSystem } from '../../db/system.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import { findUserByEmail, recordFailedSignIn, type SessionRecord } from './auth.repository.ts';
import { refuseWhenThrottled } from './auth.service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** What a session ended by a password change says it ended for (user_sessions). */
export const PASSWORD_CHANGED_REASON = 'Password changed';

const fieldError = (field: keyof ChangePasswordRequest, message: MessageKey) =>
  new AppError('VALIDATION_FAILED', message, {
    details: { fieldErrors: { [field]: [message] } },
  });

/**
 * POST /auth/change-password. A wrong current password counts as a failed sign-in of the
 * account and the address, and the same limits (SIGN_IN_LIMITS) refuse further tries: a stolen
 * session cannot guess the password faster than the sign-in form can. On success every other
 * session of the user ends at once; the one that asked stays. Runs as the system: only it
 * reads and writes the credentials. The audit rows never hold a password.
 */
export async function changePassword(
  db: Db,
  options: { record: SessionRecord; body: ChangePasswordRequest; actor: AuditActor; now: Date },
): Promise<{ sessionsEnded: number }> {
  const { record, body, actor, now } = options;
  const email = record.user.email;
  const ipAddress = actor.ipAddress ?? 'unknown';
  const organizationId = record.profile?.organization_id ?? null;

  await refuseWhenThrottled(db, {
    email,
    ipAddress,
    now,
    refusal: { code: 'RATE_LIMITED', message: CHANGE_PASSWORD_MESSAGES.rateLimited },
  });

  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(user.password_hash, body.current_password))) {
    await runSystem(db, async (tx) => {
      await recordFailedSignIn(tx, { email, ipAddress, at: now });
      await writeAudit(tx, {
        actor,
        organizationId,
        action: 'password_change_failed',
        entityType: 'auth',
        entityId: record.user.id,
        reason: 'current password incorrect',
      });
    });
    throw fieldError('current_password', CHANGE_PASSWORD_MESSAGES.currentWrong);
  }
  if (await isCommonPassword(body.new_password)) {
    throw fieldError('new_password', CHANGE_PASSWORD_MESSAGES.tooCommon);
  }

  const passwordHash = await hashPassword(body.new_password);
  return runSystem(db, async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, user.id));
    const ended = await tx
      .update(userSessions)
      .set({ is_active: false, terminated_at: now, termination_reason: PASSWORD_CHANGED_REASON })
      .where(
        and(
          eq(userSessions.user_id, user.id),
          eq(userSessions.is_active, true),
          ne(userSessions.id, record.sessionId),
        ),
      )
      .returning({ id: userSessions.id });
    await writeAudit(tx, {
      actor,
      organizationId,
      action: 'password_changed',
      entityType: 'auth',
      entityId: user.id,
      newValues: { other_sessions_ended: ended.length },
    });
    return { sessionsEnded: ended.length };
  });
}
