import type { FailedSignInListQuery, FailedSignInListResponse } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { auditTimezoneOf } from '../audit/list-audit-logs.ts';
import { dayRangeConditions, isoOf, selectPage } from './list-page.ts';
import { requireUserInScope } from './user-filter.ts';

/** Failed sign-ins of accounts in scope (login_attempts), newest first. */
export async function listFailedSignIns(
  ctx: RequestContext,
  query: FailedSignInListQuery,
): Promise<FailedSignInListResponse> {
  if (query.user_id) await requireUserInScope(ctx, query.user_id);
  const where: SQL[] = [];
  if (query.user_id) where.push(sql`a.user_id = ${query.user_id}`);
  where.push(...dayRangeConditions(sql`a.attempted_at`, query, auditTimezoneOf(ctx)));
  return selectPage(ctx, {
    select: sql`a.id, a.organization_id, a.email, a.user_id, a.user_name, a.ip_address, a.attempted_at`,
    from: sql`scoped_login_attempts() a`,
    where,
    orderBy: sql`a.attempted_at desc, a.id desc`,
    page: query.page,
    pageSize: query.page_size,
    toRow: (row) => ({
      id: row.id as string,
      organization_id: row.organization_id as string | null,
      email: row.email as string,
      user_id: row.user_id as string,
      user_name: (row.user_name as string | null) ?? null,
      ip_address: row.ip_address as string,
      attempted_at: isoOf(row.attempted_at),
    }),
  });
}
