import { MESSAGES, PUBLIC_FORM_LIMITS } from '@lendline/core';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runSystem } from '../../db/system.ts';
import { publicFormSubmissions, type PublicForm } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Seconds until an attempt made at `oldestAt` leaves a window of `windowMs`, at least one: the
 * Retry-After of a 429.
 */
export function retryAfterSeconds(oldestAt: number, now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((oldestAt + windowMs - now.getTime()) / 1000));
}

/**
 * Counts a submission of a public form and refuses it with 429 when its target (the e-mail, or
 * the link's token hash) or its address is over PUBLIC_FORM_LIMITS for the last minute. The
 * count commits before the form's work starts, so a submission whose work fails (a wrong link)
 * counts as much as one that succeeds. Runs as the system: nobody is signed in.
 */
export async function throttlePublicForm(
  db: Db,
  options: { form: PublicForm; target: string; ipAddress: string | null; now: Date },
): Promise<void> {
  const { form, target, now } = options;
  const ipAddress = options.ipAddress ?? 'unknown';
  const since = new Date(now.getTime() - PUBLIC_FORM_LIMITS.windowMs);
  await runSystem(db, async (tx) => {
    const forTarget = sql`${publicFormSubmissions.target} = ${target}`;
    const forAddress = sql`${publicFormSubmissions.ip_address} = ${ipAddress}`;
    const [counts] = await tx
      .select({
        forTarget: sql<number>`count(*) filter (where ${forTarget})`.mapWith(Number),
        forAddress: sql<number>`count(*) filter (where ${forAddress})`.mapWith(Number),
        oldestForTarget: sql<
          string | null
        >`min(${publicFormSubmissions.submitted_at}) filter (where ${forTarget})`,
        oldestForAddress: sql<
          string | null
        >`min(${publicFormSubmissions.submitted_at}) filter (where ${forAddress})`,
      })
      .from(publicFormSubmissions)
      .where(
        and(
          eq(publicFormSubmissions.form, form),
          gte(publicFormSubmissions.submitted_at, since),
          or(
            eq(publicFormSubmissions.target, target),
            eq(publicFormSubmissions.ip_address, ipAddress),
          ),
        ),
      );
    const limitedSince = [
      counts && counts.forTarget >= PUBLIC_FORM_LIMITS.perTarget ? counts.oldestForTarget : null,
      counts && counts.forAddress >= PUBLIC_FORM_LIMITS.perAddress ? counts.oldestForAddress : null,
    ].filter((oldest): oldest is string => oldest !== null);
    if (limitedSince.length > 0) {
      const freesAt = Math.max(...limitedSince.map((oldest) => new Date(oldest).getTime()));
      throw new AppError('RATE_LIMITED', MESSAGES.formRateLimited, {
        headers: {
          'retry-after': String(retryAfterSeconds(freesAt, now, PUBLIC_FORM_LIMITS.windowMs)),
        },
      });
    }
    await tx
      .insert(publicFormSubmissions)
      .values({ form, target, ip_address: ipAddress, submitted_at: now });
  });
}
