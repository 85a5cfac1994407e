import type { AuditLog, AuditLogFilter } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { NO_ORGANIZATION_ID } from '../../db/schema/index.ts';

interface AuditLogRow {
  id: string;
  organization_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  changed_fields: string[] | string | null;
  reason: string | null;
  approval_required: boolean;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  user_role: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date | string;
  /** created_at as text: a Date would drop the microseconds a keyset cursor needs. */
  created_at_cursor: string;
}

/** Where the next batch of a newest-first walk starts. */
export interface AuditCursor {
  createdAt: string;
  id: string;
}

/** PGlite may hand back text[] in its text form. */
function parseTextArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((item) => item.replace(/^"|"$/g, ''));
}

const asObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? null
      : { value };

export function toAuditLog(row: AuditLogRow): AuditLog {
  return {
    id: row.id,
    organization_id: row.organization_id === NO_ORGANIZATION_ID ? null : row.organization_id,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    old_values: asObject(row.old_values),
    new_values: asObject(row.new_values),
    changed_fields: parseTextArray(row.changed_fields),
    reason: row.reason,
    approval_required: row.approval_required,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    user_role: row.user_role,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The WHERE of the browser and the export: the scope (null = every organization) and the
 * filters. Row-level security filters by scope too, but its condition (an OR with the platform
 * switch) cannot reach an index; this one lets (organization_id, created_at) supply the newest
 * rows first. Dates are whole days in `timezone`, turned into a UTC range on created_at so the
 * same index serves them.
 */
export function auditFilterCondition(
  organizationIds: readonly string[] | null,
  filter: AuditLogFilter,
  timezone: string,
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (organizationIds !== null) {
    if (organizationIds.length === 0) return sql`false`;
    const ids = sql.join(
      organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`a.organization_id in (${ids})`);
  }
  if (filter.action) {
    conditions.push(sql`position(lower(${filter.action}) in lower(a.action)) > 0`);
  }
  if (filter.entity_type) conditions.push(sql`a.entity_type = ${filter.entity_type}`);
  if (filter.entity_id) conditions.push(sql`a.entity_id = ${filter.entity_id}`);
  if (filter.user_id) conditions.push(sql`a.user_id = ${filter.user_id}`);
  if (filter.date_from) {
    conditions.push(
      sql`a.created_at >= (${filter.date_from}::date)::timestamp at time zone ${timezone}`,
    );
  }
  if (filter.date_to) {
    conditions.push(
      sql`a.created_at < (${filter.date_to}::date + 1)::timestamp at time zone ${timezone}`,
    );
  }
  if (filter.approval_required !== undefined) {
    conditions.push(sql`a.approval_required = ${filter.approval_required}`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Rows with their user's name and e-mail, newest first, and with `withTotal` the filtered set's
 * count. The count is its own query: a window count would drag every matching row through the
 * joins before the limit.
 */
export async function selectAuditLogs(
  executor: Executor,
  options: {
    where: SQL;
    limit: number;
    offset?: number;
    withTotal?: boolean;
    after?: AuditCursor | null;
  },
): Promise<{ rows: AuditLog[]; total: number; cursor: AuditCursor | null }> {
  const after = options.after
    ? sql`(a.created_at, a.id) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`
    : sql`true`;
  const rows = await queryRows<AuditLogRow>(
    executor,
    sql`select a.id, a.organization_id, a.action, a.entity_type, a.entity_id, a.old_values,
          a.new_values, a.changed_fields, a.reason, a.approval_required, a.user_id,
          nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as user_name,
          u.email as user_email, a.user_role, a.ip_address, a.user_agent, a.created_at,
          a.created_at::text as created_at_cursor
        from audit_logs a
        left join user_profiles p on p.user_id = a.user_id
        left join users u on u.id = a.user_id
        where ${options.where} and ${after}
        order by a.created_at desc, a.id desc
        limit ${options.limit} offset ${options.offset ?? 0}`,
  );
  const last = rows.at(-1);
  const total =
    options.withTotal && rows.length > 0 ? await countAuditLogs(executor, options.where) : 0;
  return {
    rows: rows.map(toAuditLog),
    total,
    cursor: last ? { createdAt: last.created_at_cursor, id: last.id } : null,
  };
}

export async function countAuditLogs(executor: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    executor,
    sql`select count(*) as total from audit_logs a where ${where}`,
  );
  return Number(row?.total ?? 0);
}

/** Whether a user's profile is in the reader's scope (row-level security decides). */
export async function isUserInScope(executor: Executor, userId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    executor,
    sql`select 1 as found from user_profiles where user_id = ${userId}`,
  );
  return rows.length > 0;
}

/** The audit trail's queries bound to a request context's transaction (docs/decisions/0017). */
export function auditRepository(tx: Tx) {
  return {
    select: (options: Parameters<typeof selectAuditLogs>[1]) => selectAuditLogs(tx, options),
    count: (where: SQL) => countAuditLogs(tx, where),
    isUserInScope: (userId: string) => isUserInScope(tx, userId),
  };
}
