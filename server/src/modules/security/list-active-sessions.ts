import type { ActiveSessionListQuery, ActiveSessionListResponse } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { isoOf, selectPage } from './list-page.ts';
import { requireUserInScope } from './user-filter.ts';

/** Active sessions (user_sessions) of users in scope, newest first; never a token. */
export async function listActiveSessions(
  ctx: RequestContext,
  query: ActiveSessionListQuery,
): Promise<ActiveSessionListResponse> {
  if (query.user_id) await requireUserInScope(ctx, query.user_id);
  const where: SQL[] = [];
  if (query.user_id) where.push(sql`s.user_id = ${query.user_id}`);
  return selectPage(ctx, {
    select: sql`s.id, s.organization_id, s.user_id, s.user_name, s.user_email, s.ip_address, s.user_agent,
      s.created_at, s.last_seen_at`,
    from: sql`scoped_active_sessions(${ctx.now.toISOString()}::timestamptz) s`,
    where,
    orderBy: sql`s.created_at desc, s.id desc`,
    page: query.page,
    pageSize: query.page_size,
    toRow: (row) => ({
      id: row.id as string,
      organization_id: row.organization_id as string | null,
      user_id: row.user_id as string,
      user_name: (row.user_name as string | null) ?? null,
      user_email: row.user_email as string,
      ip_address: (row.ip_address as string | null) ?? null,
      user_agent: (row.user_agent as string | null) ?? null,
      created_at: isoOf(row.created_at),
      last_seen_at: isoOf(row.last_seen_at),
    }),
  });
}
