import type { OutboxEmail, OutboxListQuery } from '@lendline/core';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { DataScope } from '../../db/scope.ts';
import {
  NO_ORGANIZATION_ID,
  outboxEmails,
  type OutboxEmail as OutboxEmailRow,
} from '../../db/schema/index.ts';

/**
 * Queues an e-mail in the caller's transaction (transactional outbox): it is sent only if the
 * change that caused it commits.
 */
export async function enqueueEmail(
  executor: Executor,
  email: {
    organizationId: string;
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(outboxEmails)
    .values({
      organization_id: email.organizationId,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      next_attempt_at: email.now,
      created_at: email.now,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

function outboxFilter(scope: DataScope, status: OutboxListQuery['status']): SQL | undefined {
  return and(
    scope.allOrganizations
      ? undefined
      : inArray(outboxEmails.organization_id, [...scope.organizationIds]),
    status ? eq(outboxEmails.status, status) : undefined,
  );
}

export function toOutboxEmail(row: OutboxEmailRow): OutboxEmail {
  return {
    id: row.id,
    organization_id: row.organization_id === NO_ORGANIZATION_ID ? null : row.organization_id,
    to_address: row.to_address,
    subject: row.subject,
    text_body: row.text_body,
    html_body: row.html_body,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** A page of the outbox in scope, newest first, and the total. */
export async function listOutboxEmails(
  executor: Executor,
  scope: DataScope,
  query: OutboxListQuery,
): Promise<{ rows: OutboxEmail[]; total: number }> {
  const where = outboxFilter(scope, query.status);
  const [totalRow] = await executor.select({ value: count() }).from(outboxEmails).where(where);
  const rows = await executor
    .select()
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows: rows.map(toOutboxEmail), total: totalRow?.value ?? 0 };
}

/** The outbox queries bound to a request context's transaction (docs/decisions/0017). */
export function outboxRepository(tx: Tx) {
  return {
    list: (scope: DataScope, query: OutboxListQuery) => listOutboxEmails(tx, scope, query),
  };
}
