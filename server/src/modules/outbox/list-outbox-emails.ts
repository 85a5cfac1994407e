import type { OutboxListQuery, OutboxListResponse } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';

/** A page of the e-mails waiting in or sent from the outbox of the user's organizations. */
export async function listOutboxEmails(
  ctx: RequestContext,
  query: OutboxListQuery,
): Promise<OutboxListResponse> {
  const { rows, total } = await repositories(ctx).outbox.list(ctx.auth.scope, query);
  return { data: rows, page: query.page, page_size: query.page_size, total };
}
