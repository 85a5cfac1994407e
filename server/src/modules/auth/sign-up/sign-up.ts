import { type Language, MESSAGES, type SignUpMode, type SignUpRequest } from '@lendline/core';
import type { Db, Tx } from '../../../db/client.ts';
import { runSystem } from '../../../db/system.ts';
import { NO_ORGANIZATION_ID } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { writeAudit, type AuditActor } from '../../audit/write-audit.ts';
import { enqueueEmail } from '../../outbox/outbox.repository.ts';
import { hashPassword } from '../passwords.ts';
import { throttlePublicForm } from '../rate-limits.ts';
import { createSessionToken } from '../session-token.ts';
import { composeExistingAccountEmail, composeVerificationEmail } from './sign-up-emails.ts';
import { findAccountHolder, insertSignUpRequest } from './sign-up.repository.ts';

export interface SignUpOptions {
  request: SignUpRequest;
  actor: AuditActor;
  now: Date;
  mode: SignUpMode;
  publicUrl: string;
  verificationTtlHours: number;
  /** The sign-up request's language: the e-mail it causes is written in it. */
  language: Language;
}

export const signUpClosed = () => new AppError('SIGN_UP_CLOSED', MESSAGES.signUpClosed);

/**
 * POST /auth/sign-up (spec part 2 §8). The answer is the same whether or not the e-mail has an
 * account, so the form cannot tell anyone who has one: a new address gets a verification link
 * and nothing else exists until it is used (verify-email.ts); the owner of an existing account
 * gets a note that someone tried. The password is hashed on both paths and both write one
 * e-mail and one audit row, so neither answers sooner. Runs as the system: nobody is signed in.
 */
export async function signUp(db: Db, options: SignUpOptions): Promise<void> {
  if (options.mode === 'closed') throw signUpClosed();
  const { request, actor, now } = options;
  const email = request.email.toLowerCase();
  await throttlePublicForm(db, { form: 'sign_up', target: email, ipAddress: actor.ipAddress, now });
  const passwordHash = await hashPassword(request.password);
  await runSystem(db, async (tx) => {
    const holder = await findAccountHolder(tx, email);
    if (holder) await tellOwnerOfAttempt(tx, { holder, email, options });
    else await requestVerification(tx, { email, passwordHash, options });
  });
}

async function requestVerification(
  tx: Tx,
  { email, passwordHash, options }: { email: string; passwordHash: string; options: SignUpOptions },
) {
  const { request, now } = options;
  const organizationName = request.organization_name?.trim() || null;
  // The same 256-bit random token as sessions and invitations; only its SHA-256 is stored.
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + options.verificationTtlHours * 3_600_000);
  const requestId = await insertSignUpRequest(tx, {
    email,
    passwordHash,
    firstName: request.first_name,
    lastName: request.last_name,
    organizationName,
    token,
    expiresAt,
    now,
  });
  const message = composeVerificationEmail(
    {
      firstName: request.first_name,
      organizationName,
      publicUrl: options.publicUrl,
      token,
      expiresInHours: options.verificationTtlHours,
    },
    options.language,
  );
  await enqueueEmail(tx, { organizationId: NO_ORGANIZATION_ID, to: email, ...message, now });
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: null,
    action: 'sign_up',
    entityType: 'sign_up_request',
    entityId: requestId,
    newValues: {
      email,
      first_name: request.first_name,
      last_name: request.last_name,
      organization_name: organizationName,
    },
  });
}

async function tellOwnerOfAttempt(
  tx: Tx,
  {
    holder,
    email,
    options,
  }: {
    holder: { id: string; first_name: string | null; organization_id: string | null };
    email: string;
    options: SignUpOptions;
  },
) {
  const message = composeExistingAccountEmail(
    {
      firstName: holder.first_name,
      email,
      publicUrl: options.publicUrl,
    },
    options.language,
  );
  await enqueueEmail(tx, {
    organizationId: holder.organization_id ?? NO_ORGANIZATION_ID,
    to: email,
    ...message,
    now: options.now,
  });
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: holder.organization_id,
    action: 'sign_up_duplicate',
    entityType: 'user',
    entityId: holder.id,
    newValues: { email },
  });
}
