import { SECURITY_LIMITS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { recordSecurityEvent } from './log-security-event.ts';

const HOUR_MS = 3_600_000;

/**
 * Spec part 2 §8: more than 3 failed sign-ins for an account in the last hour raise a high
 * alert. Called in the transaction that records the failure (which commits before sign-in
 * answers 401); the alert is written when the count first passes the threshold, not on every
 * failure after it.
 */
export async function noteFailedSignIn(
  executor: Executor,
  options: {
    email: string;
    userId: string;
    organizationId: string | null;
    ipAddress: string | null;
    now: Date;
  },
): Promise<void> {
  const since = new Date(options.now.getTime() - HOUR_MS);
  const [row] = await queryRows<{ failures: number }>(
    executor,
    sql`select count(*)::int as failures from login_attempts
      where email = ${options.email} and attempted_at > ${since.toISOString()}::timestamptz`,
  );
  const failures = Number(row?.failures ?? 0);
  if (failures !== SECURITY_LIMITS.failedSignInsPerHour + 1) return;
  await recordSecurityEvent(executor, {
    organizationId: options.organizationId,
    userId: options.userId,
    type: 'failed_logins',
    severity: 'high',
    message: `${failures} failed login attempts in the last hour`,
    metadata: { failures, email: options.email },
    ipAddress: options.ipAddress,
    at: options.now,
  });
}
