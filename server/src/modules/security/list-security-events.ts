import type {
  SecurityEvent,
  SecurityEventListQuery,
  SecurityEventListResponse,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { NO_ORGANIZATION_ID } from '../../db/schema/index.ts';
import { auditTimezoneOf } from '../audit/list-audit-logs.ts';
import { dayRangeConditions, isoOf, selectPage } from './list-page.ts';
import { requireUserInScope } from './user-filter.ts';

/** GET /security-events: the events in scope, newest first, filtered. */
export async function listSecurityEvents(
  ctx: RequestContext,
  query: SecurityEventListQuery,
): Promise<SecurityEventListResponse> {
  if (query.user_id) await requireUserInScope(ctx, query.user_id);
  const where: SQL[] = [];
  if (query.type) where.push(sql`e.type = ${query.type}`);
  if (query.severity) where.push(sql`e.severity = ${query.severity}`);
  if (query.user_id) where.push(sql`e.user_id = ${query.user_id}`);
  where.push(...dayRangeConditions(sql`e.created_at`, query, auditTimezoneOf(ctx)));
  return selectPage<SecurityEvent>(ctx, {
    select: sql`e.id, e.organization_id, e.user_id, e.type, e.severity, e.message, e.metadata,
      e.ip_address, e.created_at, u.email as user_email,
      nullif(trim(p.first_name || ' ' || p.last_name), '') as user_name`,
    from: sql`security_events e
      left join users u on u.id = e.user_id
      left join user_profiles p on p.user_id = e.user_id`,
    where,
    orderBy: sql`e.created_at desc, e.id desc`,
    page: query.page,
    pageSize: query.page_size,
    toRow: (row) => ({
      id: row.id as string,
      organization_id:
        row.organization_id === NO_ORGANIZATION_ID ? null : (row.organization_id as string),
      user_id: (row.user_id as string | null) ?? null,
      user_name: (row.user_name as string | null) ?? null,
      user_email: (row.user_email as string | null) ?? null,
      type: row.type as SecurityEvent['type'],
      severity: row.severity as SecurityEvent['severity'],
      message: row.message as string,
      metadata: (row.metadata as Record<string, unknown> | null) ?? {},
      ip_address: (row.ip_address as string | null) ?? null,
      created_at: isoOf(row.created_at),
    }),
  });
}
