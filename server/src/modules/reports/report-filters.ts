import type { ReportFilterValues } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/scope.ts';

/** The organization's today for the row's organization `o` at `now`. */
export const orgToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;

/** A timestamp as the organization's local date and time ('YYYY-MM-DD HH24:MI'). */
export const localTime = (column: SQL) =>
  sql`to_char(${column} at time zone o.timezone, 'YYYY-MM-DD HH24:MI')`;

export const isoDate = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** `day` within the filter's from–to (either end open when not given). */
export function inDateRange(day: SQL, filters: ReportFilterValues): SQL {
  const from = filters.from ? sql`${day} >= ${filters.from}::date` : sql`true`;
  const to = filters.to ? sql`${day} <= ${filters.to}::date` : sql`true`;
  return sql`(${from} and ${to})`;
}

/**
 * The conditions every report shares: the row's organization in the user's scope (and the one
 * asked for), and the loan officer or collector asked for, on the columns the report names.
 */
export function commonConditions(
  filters: ReportFilterValues,
  columns: { organization: SQL; loanOfficer?: SQL; collector?: SQL; status?: SQL },
): SQL {
  const parts: SQL[] = [inScope(columns.organization)];
  if (filters.organization_id)
    parts.push(sql`${columns.organization} = ${filters.organization_id}`);
  if (filters.loan_officer_id && columns.loanOfficer) {
    parts.push(sql`${columns.loanOfficer} = ${filters.loan_officer_id}`);
  }
  if (filters.collector_id && columns.collector) {
    parts.push(sql`${columns.collector} = ${filters.collector_id}`);
  }
  if (filters.status && columns.status) parts.push(sql`${columns.status} = ${filters.status}`);
  return sql.join(parts, sql` and `);
}

/** A user's name from their profile, for the user id `column`. */
export const userName = (column: SQL) =>
  sql`(select up.first_name || ' ' || up.last_name from user_profiles up where up.user_id = ${column})`;

/** A text[] parameter (drizzle spreads a JS array into a list, so it travels as JSON). */
export const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
