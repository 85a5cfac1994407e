import type {
  SecurityEmergencyGrant,
  SecurityEmergencyGrantListQuery,
  SecurityEmergencyGrantListResponse,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { isoOf, isoOrNull, selectPage } from './list-page.ts';
import { requireUserInScope } from './user-filter.ts';

/** Emergency access grants in scope, newest first, each with its state now (expiry needs no job). */
export async function listEmergencyGrants(
  ctx: RequestContext,
  query: SecurityEmergencyGrantListQuery,
): Promise<SecurityEmergencyGrantListResponse> {
  if (query.user_id) await requireUserInScope(ctx, query.user_id);
  const now = sql`${ctx.now.toISOString()}::timestamptz`;
  const state = sql`case when g.revoked_at is not null then 'revoked'
    when not g.is_active or g.expires_at <= ${now} then 'expired' else 'active' end`;
  const where: SQL[] = [];
  if (query.user_id) where.push(sql`g.target_user_id = ${query.user_id}`);
  if (query.state) where.push(sql`${state} = ${query.state}`);
  return selectPage<SecurityEmergencyGrant>(ctx, {
    select: sql`g.id, g.organization_id, g.target_user_id, g.granted_by, g.permissions, g.reason, g.duration_hours,
      g.expires_at, g.revoked_at, g.revoke_reason, g.created_at, ${state} as state,
      nullif(trim(target.first_name || ' ' || target.last_name), '') as target_user_name,
      nullif(trim(grantor.first_name || ' ' || grantor.last_name), '') as granted_by_name`,
    from: sql`emergency_access_grants g
      left join user_profiles target on target.user_id = g.target_user_id
      left join user_profiles grantor on grantor.user_id = g.granted_by`,
    where,
    orderBy: sql`g.created_at desc, g.id desc`,
    page: query.page,
    pageSize: query.page_size,
    toRow: (row) => ({
      id: row.id as string,
      organization_id: row.organization_id as string,
      target_user_id: row.target_user_id as string,
      target_user_name: (row.target_user_name as string | null) ?? null,
      granted_by: row.granted_by as string,
      granted_by_name: (row.granted_by_name as string | null) ?? null,
      permissions: row.permissions as string[],
      reason: row.reason as string,
      duration_hours: Number(row.duration_hours),
      expires_at: isoOf(row.expires_at),
      state: row.state as SecurityEmergencyGrant['state'],
      revoked_at: isoOrNull(row.revoked_at),
      revoke_reason: (row.revoke_reason as string | null) ?? null,
      created_at: isoOf(row.created_at),
    }),
  });
}
