import {
  phoneSearchDigits,
  type RiskProfileListQuery,
  type RiskProfileSummary,
  type RiskProfileTab,
} from '@lendline/core';
import { and, asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { RISK_LOW_SCORE, riskProfiles } from '../../db/schema/index.ts';
import { inScope } from '../../db/scope.ts';
import { escapeLike } from '../customers/customers.repository.ts';
import type { RiskProfileRecord } from './risk-profile-records.ts';

/**
 * The Low Risk tab's and card's condition, with the threshold written as a literal so the
 * partial index risk_profiles_org_low_risk_created_at_idx (migration 0028) matches it.
 */
const LOW_RISK = sql`${riskProfiles.overall_eligibility_score} >= ${sql.raw(String(RISK_LOW_SCORE))}`;

/** Each dashboard tab's rows (spec part 2 §2); Completed is the status, awaiting a decision. */
const TAB_CONDITIONS: Record<RiskProfileTab, SQL> = {
  all: sql`true`,
  completed: sql`${riskProfiles.assessment_status} = 'completed'`,
  approved: sql`${riskProfiles.assessment_status} = 'approved'`,
  low_risk: LOW_RISK,
};

/** The scope (null = every organization), within it the organization asked for. */
function scopeCondition(organizationIds: readonly string[] | null): SQL {
  if (organizationIds === null) return sql`true`;
  if (organizationIds.length === 0) return sql`false`;
  return inScope(riskProfiles.organization_id);
}

/**
 * The search: any part of the name, bazaar or product (case-insensitive), or of the phone; a
 * term typed as a phone ('+91 98765 43210') also matches by its digits, as phones are stored.
 */
function searchCondition(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = `%${escapeLike(search)}%`;
  const digits = phoneSearchDigits(search);
  const matches = [
    sql`${riskProfiles.prospective_customer_name} ilike ${pattern}`,
    sql`${riskProfiles.phone} ilike ${pattern}`,
    sql`${riskProfiles.bazaar_location} ilike ${pattern}`,
    sql`${riskProfiles.product_selling} ilike ${pattern}`,
  ];
  if (digits !== null && digits !== search) {
    matches.push(sql`${riskProfiles.phone} like ${`%${escapeLike(digits)}%`}`);
  }
  return sql`(${sql.join(matches, sql` or `)})`;
}

const SORT_COLUMNS = {
  created_at: riskProfiles.created_at,
  prospective_customer_name: sql`lower(${riskProfiles.prospective_customer_name})`,
  overall_eligibility_score: riskProfiles.overall_eligibility_score,
  recommended_loan_amount: riskProfiles.recommended_loan_amount,
  assessment_status: riskProfiles.assessment_status,
} as const satisfies Record<RiskProfileListQuery['sort'], unknown>;

/** Sorts over columns that can be empty: empty last either way. */
const NULLABLE_SORTS = new Set(['overall_eligibility_score', 'recommended_loan_amount']);

function orderOf(sort: RiskProfileListQuery['sort'], order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[sort];
  const primary = NULLABLE_SORTS.has(sort)
    ? sql`${column} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last`
    : direction(column);
  // The id breaks ties in the same direction, as the indexes (organization_id, created_at, id).
  return [primary, direction(riskProfiles.id)];
}

export function riskProfilesRepository(tx: Tx) {
  return {
    /** One page of a tab's rows and its total, for a scope and a search. */
    async list(options: {
      organizationIds: readonly string[] | null;
      query: Pick<RiskProfileListQuery, 'tab' | 'search' | 'sort' | 'order'>;
      limit: number;
      offset: number;
    }): Promise<{ rows: RiskProfileRecord[]; total: number }> {
      const { query } = options;
      const where = and(
        scopeCondition(options.organizationIds),
        searchCondition(query.search),
        TAB_CONDITIONS[query.tab],
      );
      const rows = await tx
        .select({ ...getTableColumns(riskProfiles), total: sql<number>`count(*) over ()` })
        .from(riskProfiles)
        .where(where)
        .orderBy(...orderOf(query.sort, query.order))
        .limit(options.limit)
        .offset(options.offset);
      if (rows.length > 0) {
        return {
          rows: rows.map(({ total: _total, ...row }) => row),
          total: Number(rows[0]!.total),
        };
      }
      // A page past the end has no row to carry the total: count on its own.
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(riskProfiles)
        .where(where);
      return { rows: [], total: Number(counted?.total ?? 0) };
    },

    /** Rows per tab for a scope and a search, in one pass. */
    async countTabs(options: {
      organizationIds: readonly string[] | null;
      search: string | undefined;
    }): Promise<Record<RiskProfileTab, number>> {
      const [row] = await tx
        .select({
          all: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${TAB_CONDITIONS.completed}))::int`,
          approved: sql<number>`(count(*) filter (where ${TAB_CONDITIONS.approved}))::int`,
          low_risk: sql<number>`(count(*) filter (where ${TAB_CONDITIONS.low_risk}))::int`,
        })
        .from(riskProfiles)
        .where(and(scopeCondition(options.organizationIds), searchCondition(options.search)));
      return {
        all: Number(row?.all ?? 0),
        completed: Number(row?.completed ?? 0),
        approved: Number(row?.approved ?? 0),
        low_risk: Number(row?.low_risk ?? 0),
      };
    },

    /** The dashboard's five cards over the whole scope. */
    async summarize(organizationIds: readonly string[] | null): Promise<RiskProfileSummary> {
      const [row] = await tx
        .select({
          total_profiles: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${TAB_CONDITIONS.completed}))::int`,
          approved: sql<number>`(count(*) filter (where ${TAB_CONDITIONS.approved}))::int`,
          low_risk: sql<number>`(count(*) filter (where ${LOW_RISK}))::int`,
          customers_created: sql<number>`(count(*) filter (where ${riskProfiles.customer_created}))::int`,
        })
        .from(riskProfiles)
        .where(scopeCondition(organizationIds));
      return {
        total_profiles: Number(row?.total_profiles ?? 0),
        completed: Number(row?.completed ?? 0),
        approved: Number(row?.approved ?? 0),
        low_risk: Number(row?.low_risk ?? 0),
        customers_created: Number(row?.customers_created ?? 0),
      };
    },
  };
}
