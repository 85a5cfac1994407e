import { reportValueLabelKey, type Language, type ReportFilterValues } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { translate } from '../../i18n/translate.ts';

/**
 * The filters as a file's heading says them, in the reader's language, with names instead of
 * ids (one query); '' without filters.
 */
export async function describeFilters(
  ctx: Pick<RequestContext, 'tx'>,
  filters: ReportFilterValues,
  language: Language | undefined,
): Promise<string> {
  const [names] = await queryRows<
    Record<'organization' | 'loan_officer' | 'collector', string | null>
  >(
    ctx.tx,
    sql`select
      (select o.name from organizations o
        where ${inScope(sql`o.id`)} and o.id = ${filters.organization_id ?? null}::uuid) as organization,
      (select up.first_name || ' ' || up.last_name from user_profiles up
        where up.user_id = ${filters.loan_officer_id ?? null}::uuid) as loan_officer,
      (select dc.name from debt_collectors dc
        where ${inScope(sql`dc.organization_id`)} and dc.id = ${filters.collector_id ?? null}::uuid) as collector`,
  );
  const parts: string[] = [];
  const say = (label: string, value: string | null | undefined) => {
    if (value) parts.push(`${label}: ${value}`);
  };
  say(translate(language, 'reports.filter.from'), filters.from);
  say(translate(language, 'reports.filter.to'), filters.to);
  say(translate(language, 'reports.filter.organization'), names?.organization);
  say(translate(language, 'reports.filter.loan_officer'), names?.loan_officer);
  say(translate(language, 'reports.filter.collector'), names?.collector);
  if (filters.status) {
    const key = reportValueLabelKey(filters.status);
    say(
      translate(language, 'reports.filter.status'),
      key ? translate(language, key) : filters.status,
    );
  }
  return parts.join(', ');
}
