import type { OutboxListQuery, OutboxListResponse } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';

/** A page of the e-mails waiting in or sent from the outbox of the user's organizations. */
export async function listOutboxEmails(
  ctx: RequestContext,
  query: OutboxListQuery,
): Promise<OutboxListResponse> {
  const { rows, total, page } = await fetchClampedPage(query.page, query.page_size, (page) =>
    repositories(ctx).outbox.list(ctx.auth.scope, { ...query, page }),
  );
  return { data: rows, page, page_size: query.page_size, total };
}
