import { USER_MESSAGES, type Invitation } from '@lendline/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { runSystem } from '../../db/system.ts';
import { organizations, userInvitations, userProfiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import { hashInvitationToken } from '../users/invitation-token.ts';
import { startSession, type SessionPolicy } from './auth.service.ts';
import { hashPassword } from './passwords.ts';
import { throttlePublicForm } from './rate-limits.ts';

const invalidInvitation = () => new AppError('NOT_FOUND', USER_MESSAGES.invitationInvalid);

/**
 * The invitation behind a token while it can still be used: unused, unexpired, and its user
 * still pending (an invitation whose user was suspended meanwhile no longer works).
 */
async function findUsableInvitation(
  executor: Executor,
  options: { token: string; now: Date; forUpdate?: boolean },
) {
  const query = executor
    .select({
      invitationId: userInvitations.id,
      userId: userInvitations.user_id,
      organizationId: userInvitations.organization_id,
      email: users.email,
      first_name: userProfiles.first_name,
      last_name: userProfiles.last_name,
      organization_name: organizations.name,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.user_id))
    .innerJoin(userProfiles, eq(userProfiles.user_id, userInvitations.user_id))
    .innerJoin(organizations, eq(organizations.id, userInvitations.organization_id))
    .where(
      and(
        eq(userInvitations.token_hash, hashInvitationToken(options.token)),
        isNull(userInvitations.used_at),
        gt(userInvitations.expires_at, options.now),
        eq(userProfiles.status, 'pending'),
      ),
    );
  const [row] = await (options.forUpdate ? query.for('update', { of: userInvitations }) : query);
  return row ?? null;
}

/**
 * GET /auth/invitations/:token. Public, before anyone is signed in, so it runs as the system;
 * the token is the only key, and only its hash is compared.
 */
export async function lookUpInvitation(
  db: Db,
  options: { token: string; now: Date },
): Promise<Invitation> {
  const invitation = await runSystem(db, (tx) => findUsableInvitation(tx, options));
  if (!invitation) throw invalidInvitation();
  return {
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    organization_name: invitation.organization_name,
  };
}

/**
 * The invited user sets their password and becomes active (spec part 1 §2 /auth/complete-setup).
 * Runs as the system: the credentials table is the system's. The invitation row is locked, so
 * a link used twice at once activates once.
 */
export async function completeSetup(
  db: Db,
  options: { token: string; passwordHash: string; actor: AuditActor; now: Date },
): Promise<{ userId: string }> {
  const { now } = options;
  return runSystem(db, async (tx) => {
    const invitation = await findUsableInvitation(tx, { ...options, forUpdate: true });
    if (!invitation) throw invalidInvitation();
    await tx
      .update(users)
      .set({ password_hash: options.passwordHash, updated_at: now })
      .where(eq(users.id, invitation.userId));
    await tx
      .update(userProfiles)
      .set({ status: 'active', activated_at: now, updated_at: now })
      .where(eq(userProfiles.user_id, invitation.userId));
    await tx
      .update(userInvitations)
      .set({ used_at: now })
      .where(eq(userInvitations.id, invitation.invitationId));
    await writeAudit(tx, {
      actor: { ...options.actor, userId: invitation.userId },
      organizationId: invitation.organizationId,
      action: 'complete_setup',
      entityType: 'user',
      entityId: invitation.userId,
      oldValues: { status: 'pending', activated_at: null },
      newValues: { status: 'active', activated_at: now.toISOString() },
    });
    return { userId: invitation.userId };
  });
}

/**
 * POST /auth/complete-setup: throttled like sign-in, the link checked before the password is
 * hashed (an unusable link costs no hash), then the setup and a new session. The link is
 * checked again, locked, inside completeSetup's transaction.
 */
export async function completeInvitedSetup(
  db: Db,
  options: { token: string; password: string; actor: AuditActor; now: Date; policy: SessionPolicy },
) {
  const { token, actor, now } = options;
  await throttlePublicForm(db, {
    form: 'complete_setup',
    target: hashInvitationToken(token),
    ipAddress: actor.ipAddress,
    now,
  });
  const invitation = await runSystem(db, (tx) => findUsableInvitation(tx, { token, now }));
  if (!invitation) throw invalidInvitation();
  const passwordHash = await hashPassword(options.password);
  const { userId } = await completeSetup(db, { token, passwordHash, actor, now });
  return startSession(db, { userId, actor, now, policy: options.policy });
}
