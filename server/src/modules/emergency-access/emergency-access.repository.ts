import type { EmergencyAccessGrant, EmergencyGrantStatus } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

interface GrantRow {
  id: string;
  organization_id: string;
  target_user_id: string;
  target_name: string | null;
  target_email: string | null;
  granted_by: string;
  granted_by_name: string | null;
  permissions: string[] | string;
  reason: string;
  duration_hours: number;
  expires_at: string | Date;
  is_active: boolean;
  revoked_at: string | Date | null;
  revoked_by: string | null;
  revoke_reason: string | null;
  created_at: string | Date;
  use_count: number;
  last_used_at: string | Date | null;
  total: number | string;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** node-postgres parses text[]; PGlite may hand back its text form. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
}

/** Active until it expires or is revoked; expiry is read against the request's clock. */
export function statusOf(
  row: { is_active: boolean; expires_at: string | Date },
  now: Date,
): EmergencyGrantStatus {
  if (!row.is_active) return 'revoked';
  return new Date(row.expires_at).getTime() > now.getTime() ? 'active' : 'expired';
}

function toGrant(row: GrantRow, now: Date): EmergencyAccessGrant {
  return {
    id: row.id,
    organization_id: row.organization_id,
    target_user_id: row.target_user_id,
    target_name: row.target_name ?? '',
    target_email: row.target_email ?? '',
    granted_by: row.granted_by,
    granted_by_name: row.granted_by_name ?? '',
    permissions: parseTextArray(row.permissions),
    reason: row.reason,
    duration_hours: Number(row.duration_hours),
    expires_at: iso(row.expires_at),
    status: statusOf(row, now),
    revoked_at: isoOrNull(row.revoked_at),
    revoked_by: row.revoked_by,
    revoke_reason: row.revoke_reason,
    created_at: iso(row.created_at),
    use_count: Number(row.use_count),
    last_used_at: isoOrNull(row.last_used_at),
  };
}

function statusCondition(status: EmergencyGrantStatus | undefined, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'active':
      return sql`g.is_active and g.expires_at > ${at}`;
    case 'expired':
      return sql`g.is_active and g.expires_at <= ${at}`;
    case 'revoked':
      return sql`not g.is_active`;
    case undefined:
      return sql`true`;
  }
}

/**
 * Grants in the transaction's scope (row-level security), newest first, with the names of the
 * user and the grantor (a grantor outside the reader's scope, the platform owner, has none).
 */
async function selectGrants(
  executor: Executor,
  options: { where: SQL; now: Date; limit: number; offset: number },
) {
  const rows = await queryRows<GrantRow>(
    executor,
    sql`select g.*,
        nullif(trim(concat_ws(' ', tp.first_name, tp.last_name)), '') as target_name,
        tu.email as target_email,
        nullif(trim(concat_ws(' ', gp.first_name, gp.last_name)), '') as granted_by_name,
        count(*) over () as total
      from emergency_access_grants g
      left join user_profiles tp on tp.user_id = g.target_user_id
      left join users tu on tu.id = g.target_user_id
      left join user_profiles gp on gp.user_id = g.granted_by
      where ${options.where}
      order by g.created_at desc, g.id desc
      limit ${options.limit} offset ${options.offset}`,
  );
  return {
    grants: rows.map((row) => toGrant(row, options.now)),
    total: Number(rows[0]?.total ?? 0),
  };
}

export function listGrants(
  executor: Executor,
  options: { status?: EmergencyGrantStatus; now: Date; limit: number; offset: number },
) {
  return selectGrants(executor, {
    ...options,
    where: statusCondition(options.status, options.now),
  });
}

export async function findGrant(
  executor: Executor,
  options: { id: string; now: Date },
): Promise<EmergencyAccessGrant | null> {
  const { grants } = await selectGrants(executor, {
    where: sql`g.id = ${options.id}::uuid`,
    now: options.now,
    limit: 1,
    offset: 0,
  });
  return grants[0] ?? null;
}
