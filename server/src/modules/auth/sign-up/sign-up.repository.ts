import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { signUpRequests, userProfiles, users } from '../../../db/schema/index.ts';
import { hashSessionToken } from '../session-token.ts';

/** The account an e-mail already belongs to, with what a note to its owner needs. */
export async function findAccountHolder(executor: Executor, email: string) {
  const [row] = await executor
    .select({
      id: users.id,
      first_name: userProfiles.first_name,
      organization_id: userProfiles.organization_id,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

export async function insertSignUpRequest(
  executor: Executor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    organizationName: string | null;
    token: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(signUpRequests)
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      first_name: values.firstName,
      last_name: values.lastName,
      organization_name: values.organizationName,
      token_hash: hashSessionToken(values.token),
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .returning({ id: signUpRequests.id });
  return row!.id;
}

/** A sign-up whose link can still be used: not verified yet, not expired. */
const usable = (now: Date) =>
  and(isNull(signUpRequests.verified_at), gt(signUpRequests.expires_at, now));

/** The sign-up behind a verification token, locked so a link used twice at once works once. */
export async function findUsableSignUpRequestForUpdate(
  executor: Executor,
  options: { token: string; now: Date },
) {
  const [row] = await executor
    .select()
    .from(signUpRequests)
    .where(and(eq(signUpRequests.token_hash, hashSessionToken(options.token)), usable(options.now)))
    .for('update');
  return row ?? null;
}

/**
 * The newest usable sign-up of an e-mail that has no account yet, for sign-in to tell its owner
 * (after the right password) that the e-mail still needs verifying.
 */
export async function findPendingSignUp(executor: Executor, options: { email: string; now: Date }) {
  const [row] = await executor
    .select({ id: signUpRequests.id, password_hash: signUpRequests.password_hash })
    .from(signUpRequests)
    .where(and(eq(signUpRequests.email, options.email), usable(options.now)))
    .orderBy(desc(signUpRequests.created_at))
    .limit(1);
  return row ?? null;
}

export async function markSignUpVerified(executor: Executor, options: { id: string; at: Date }) {
  await executor
    .update(signUpRequests)
    .set({ verified_at: options.at })
    .where(eq(signUpRequests.id, options.id));
}
