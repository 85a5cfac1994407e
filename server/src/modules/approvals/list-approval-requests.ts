import type { ApprovalListQuery, ApprovalListResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';

/**
 * One page of the requests in scope, newest first, rows and total in one query. A page past
 * the end is clamped to the last page (spec part 1 §5 "The page number is clamped").
 */
export async function listApprovalRequests(
  ctx: RequestContext,
  query: ApprovalListQuery,
): Promise<ApprovalListResponse> {
  const approvals = repositories(ctx).approvals;
  const where = query.status ? sql`ar.status = ${query.status}` : undefined;
  const pageOf = (page: number) =>
    approvals.list({ where, limit: query.page_size, offset: (page - 1) * query.page_size });
  let page = query.page;
  let { rows, total } = await pageOf(page);
  if (rows.length === 0 && page > 1) {
    total = await approvals.count(where);
    const lastPage = Math.max(1, Math.ceil(total / query.page_size));
    if (total > 0 && lastPage < page) {
      page = lastPage;
      ({ rows, total } = await pageOf(page));
    } else {
      page = Math.min(page, lastPage);
    }
  }
  return { data: rows, page, page_size: query.page_size, total };
}
