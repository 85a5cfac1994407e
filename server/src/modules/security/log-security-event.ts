import type { SecurityEventType, SecuritySeverity } from '@lendline/core';
import type { Database, Executor } from '../../db/client.ts';
import { NO_ORGANIZATION_ID, securityEvents } from '../../db/schema/index.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';

export interface SecurityEventEntry {
  /** The user's organization; null (a user without one) is stored as NO_ORGANIZATION_ID. */
  organizationId: string | null;
  userId: string | null;
  type: SecurityEventType;
  severity: SecuritySeverity;
  /** The spec's English text ('Rate limit exceeded for {operation}'); the web translates by type. */
  message: string;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
  at?: Date;
}

function rowOf(entry: SecurityEventEntry) {
  return {
    organization_id: entry.organizationId ?? NO_ORGANIZATION_ID,
    user_id: entry.userId,
    type: entry.type,
    severity: entry.severity,
    message: entry.message,
    metadata: entry.metadata ?? {},
    ip_address: entry.ipAddress ?? null,
    ...(entry.at ? { created_at: entry.at } : {}),
  };
}

/**
 * Spec part 2 §7 log_security_event, in a transaction of its own as the system: the event
 * stands whatever becomes of the request that caused it (a refused request rolls back; its
 * event must not). Call it after deciding the answer, outside the request's transaction.
 */
export async function logSecurityEvent(
  database: Database,
  entry: SecurityEventEntry,
): Promise<void> {
  await runSystem(ownerConnection(database), (tx) => recordSecurityEvent(tx, entry));
}

/**
 * The same event inside the caller's transaction: for an event that belongs with a change
 * that commits (emergency access granted, MFA disabled), so both stand or fall together.
 */
export async function recordSecurityEvent(
  executor: Executor,
  entry: SecurityEventEntry,
): Promise<void> {
  await executor.insert(securityEvents).values(rowOf(entry));
}
