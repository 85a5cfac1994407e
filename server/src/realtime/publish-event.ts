import type { RealtimeEvent, Role } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The PostgreSQL channel every server instance listens on. */
export const EVENTS_CHANNEL = 'lendline_events';

/**
 * What travels through NOTIFY: the client-facing event, plus the users to reach even when the
 * organization is outside their scope (a platform approver routed a tenant's request), and the
 * roles that narrow who may receive it at all (a demo data run's progress: its screen's role).
 */
export interface EventNotice extends RealtimeEvent {
  user_ids?: string[];
  roles?: Role[];
}

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so a rolled-back change never announces itself.
 */
export async function publishEvent(executor: Executor, notice: EventNotice): Promise<void> {
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
