import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { mfaChallenges, mfaRecoveryCodes, userMfa } from '../../../db/schema/index.ts';

/** Only the system connection reaches these tables (docs/decisions/0066). */
export async function findUserMfa(executor: Executor, userId: string) {
  const [row] = await executor.select().from(userMfa).where(eq(userMfa.user_id, userId));
  return row ?? null;
}

/** A new secret waiting for confirmation, replacing any earlier unconfirmed one. */
export async function savePendingSecret(
  executor: Executor,
  options: { userId: string; secret: string; at: Date },
) {
  await executor
    .insert(userMfa)
    .values({ user_id: options.userId, secret: options.secret, created_at: options.at })
    .onConflictDoUpdate({
      target: userMfa.user_id,
      set: { secret: options.secret, last_used_step: null, updated_at: options.at },
      setWhere: isNull(userMfa.enabled_at),
    });
}

/**
 * Records a code's time step as used, if it is later than the last one: false when the code was
 * already used (a replay, or two requests racing with one code).
 */
export async function useStep(
  executor: Executor,
  options: { userId: string; step: number; at: Date; enable?: boolean },
) {
  const rows = await executor
    .update(userMfa)
    .set({
      last_used_step: options.step,
      updated_at: options.at,
      ...(options.enable && { enabled_at: options.at }),
    })
    .where(
      and(
        eq(userMfa.user_id, options.userId),
        // No step yet, or an earlier one.
        sqlStepBefore(options.step),
      ),
    )
    .returning({ user_id: userMfa.user_id });
  return rows.length > 0;
}

function sqlStepBefore(step: number) {
  return sql`(${userMfa.last_used_step} is null or ${userMfa.last_used_step} < ${step})`;
}

export async function replaceRecoveryCodes(
  executor: Executor,
  options: { userId: string; codeHashes: string[]; at: Date },
) {
  await executor.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, options.userId));
  await executor.insert(mfaRecoveryCodes).values(
    options.codeHashes.map((code_hash) => ({
      user_id: options.userId,
      code_hash,
      created_at: options.at,
    })),
  );
}

/** Spends an unused recovery code: false when there is none with that hash. */
export async function useRecoveryCode(
  executor: Executor,
  options: { userId: string; codeHash: string; at: Date },
) {
  const rows = await executor
    .update(mfaRecoveryCodes)
    .set({ used_at: options.at })
    .where(
      and(
        eq(mfaRecoveryCodes.user_id, options.userId),
        eq(mfaRecoveryCodes.code_hash, options.codeHash),
        isNull(mfaRecoveryCodes.used_at),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

/** Removes the authenticator and its recovery codes (disable). */
export async function deleteUserMfa(executor: Executor, userId: string) {
  await executor.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
  await executor.delete(userMfa).where(eq(userMfa.user_id, userId));
}

export async function insertChallenge(
  executor: Executor,
  options: { tokenHash: string; userId: string; at: Date; expiresAt: Date },
) {
  await executor.insert(mfaChallenges).values({
    token_hash: options.tokenHash,
    user_id: options.userId,
    created_at: options.at,
    expires_at: options.expiresAt,
  });
}

/** A challenge still open at `now`: not used, not expired. */
export async function findOpenChallenge(executor: Executor, tokenHash: string, now: Date) {
  const [row] = await executor
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.token_hash, tokenHash),
        isNull(mfaChallenges.used_at),
        gt(mfaChallenges.expires_at, now),
      ),
    );
  return row ?? null;
}

/** Closes a challenge: false when another request closed it first. */
export async function closeChallenge(executor: Executor, id: string, at: Date) {
  const rows = await executor
    .update(mfaChallenges)
    .set({ used_at: at })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.used_at)))
    .returning({ id: mfaChallenges.id });
  return rows.length > 0;
}
