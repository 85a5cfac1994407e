import { MESSAGES, type SignUpMode, type VerifyEmailResponse } from '@lendline/core';
import type { Db, Tx } from '../../../db/client.ts';
import { runSystem } from '../../../db/system.ts';
import {
  organizations,
  userProfiles,
  userRoles,
  users,
  type SignUpRequestRow,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { writeAudit, type AuditActor } from '../../audit/write-audit.ts';
import { throttlePublicForm } from '../rate-limits.ts';
import { hashSessionToken } from '../session-token.ts';
import { signUpClosed } from './sign-up.ts';
import { findUsableSignUpRequestForUpdate, markSignUpVerified } from './sign-up.repository.ts';

const invalidLink = () => new AppError('NOT_FOUND', MESSAGES.verificationInvalid);

/**
 * POST /auth/verify-email: the link from the verification e-mail creates the account the
 * sign-up described — the user, its active profile and, with an organization name, a lender
 * organization with the user as its organization_admin — all in one transaction, so a failure
 * leaves nothing half made. It does not sign in: the owner signs in with the password chosen at
 * sign-up, so whoever opens a link they did not ask for cannot use an account someone else set
 * the password of. Runs as the system: nobody is signed in.
 */
export async function verifyEmail(
  db: Db,
  options: { token: string; actor: AuditActor; now: Date; mode: SignUpMode },
): Promise<VerifyEmailResponse> {
  if (options.mode === 'closed') throw signUpClosed();
  const { token, actor, now } = options;
  await throttlePublicForm(db, {
    form: 'verify_email',
    target: hashSessionToken(token),
    ipAddress: actor.ipAddress,
    now,
  });
  return runSystem(db, async (tx) => {
    const request = await findUsableSignUpRequestForUpdate(tx, { token, now });
    if (!request) throw invalidLink();
    await createAccount(tx, { request, actor, now });
    await markSignUpVerified(tx, { id: request.id, at: now });
    return { message: MESSAGES.emailVerified, email: request.email };
  });
}

async function createAccount(
  tx: Tx,
  { request, actor, now }: { request: SignUpRequestRow; actor: AuditActor; now: Date },
) {
  // The unique index on lower(email) decides against an account made meanwhile (another
  // sign-up's link, an invitation), before anything else is written.
  const [user] = await tx
    .insert(users)
    .values({ email: request.email, password_hash: request.password_hash, created_at: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) throw invalidLink();

  const role = request.organization_name ? 'organization_admin' : null;
  const accountActor = { ...actor, userId: user.id, role };
  let organizationId: string | null = null;
  if (request.organization_name) {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: request.organization_name, organization_type: 'lender', created_at: now })
      .returning({ id: organizations.id });
    organizationId = organization!.id;
    await writeAudit(tx, {
      actor: accountActor,
      organizationId,
      action: 'create',
      entityType: 'organization',
      entityId: organizationId,
      newValues: { name: request.organization_name, organization_type: 'lender' },
    });
  }
  await tx.insert(userProfiles).values({
    user_id: user.id,
    first_name: request.first_name,
    last_name: request.last_name,
    organization_id: organizationId,
    status: 'active',
    activated_at: now,
    created_at: now,
  });
  if (organizationId) {
    await tx
      .insert(userRoles)
      .values({ user_id: user.id, role: 'organization_admin', organization_id: organizationId });
  }
  await writeAudit(tx, {
    actor: accountActor,
    organizationId,
    action: 'verify_email',
    entityType: 'user',
    entityId: user.id,
    newValues: {
      email: request.email,
      first_name: request.first_name,
      last_name: request.last_name,
      status: 'active',
      sign_up_request_id: request.id,
    },
  });
}
