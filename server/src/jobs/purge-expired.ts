import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * How long the system's short-lived security rows are kept. Failed sign-ins stay 90 days, a
 * quarter for the Security tab's review (they also feed the sign-in limits, which look back
 * minutes); an MFA challenge is worthless once expired (5 minutes), a sensitive-operation use
 * or a public form's submission once out of its limit's window (minutes to an hour): kept a day
 * for inquiry, then dropped.
 */
export const RETENTION = {
  failedSignInDays: 90,
  expiredChallengeDays: 1,
  sensitiveUseDays: 1,
  publicFormDays: 1,
} as const;

/**
 * Deletes the rows above past their retention, in one statement. The tables are the system's
 * (no organization, no row-level security); the evidence — audit trail, security events — is
 * append-only and never purged.
 */
export async function purgeExpiredRows(
  executor: Executor,
  now: Date,
): Promise<{
  failedSignIns: number;
  challenges: number;
  sensitiveUses: number;
  publicForms: number;
}> {
  const before = (days: number) =>
    sql`${now.toISOString()}::timestamptz - ${`${days} days`}::interval`;
  const [row] = await queryRows<{
    sign_ins: number;
    challenges: number;
    uses: number;
    forms: number;
  }>(
    executor,
    sql`with sign_ins as (
        delete from login_attempts where attempted_at < ${before(RETENTION.failedSignInDays)}
        returning 1
      ), challenges as (
        delete from mfa_challenges where expires_at < ${before(RETENTION.expiredChallengeDays)}
        returning 1
      ), uses as (
        delete from sensitive_operation_uses where used_at < ${before(RETENTION.sensitiveUseDays)}
        returning 1
      ), forms as (
        delete from public_form_submissions where submitted_at < ${before(RETENTION.publicFormDays)}
        returning 1
      )
      select (select count(*)::int from sign_ins) as sign_ins,
        (select count(*)::int from challenges) as challenges,
        (select count(*)::int from uses) as uses,
        (select count(*)::int from forms) as forms`,
  );
  return {
    failedSignIns: row?.sign_ins ?? 0,
    challenges: row?.challenges ?? 0,
    sensitiveUses: row?.uses ?? 0,
    publicForms: row?.forms ?? 0,
  };
}
