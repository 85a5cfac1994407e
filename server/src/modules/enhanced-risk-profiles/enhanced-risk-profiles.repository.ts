import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  enhancedRiskProfiles,
  riskProfileAssets,
  riskProfileBusinesses,
  riskProfileLoanHistory,
  type EnhancedRiskProfile as ProfileRow,
  type RiskProfileAsset,
  type RiskProfileBusiness,
  type RiskProfileLoanHistoryEntry,
} from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';

/** A stored enhanced profile with its rows, each list in form order. */
export interface EnhancedRiskProfileRecord {
  profile: ProfileRow;
  businesses: RiskProfileBusiness[];
  loanHistory: RiskProfileLoanHistoryEntry[];
  assets: RiskProfileAsset[];
}

/** The rows of some profiles of one organization, by profile id, each list in form order. */
async function rowsOf(
  executor: Executor,
  profiles: readonly ProfileRow[],
): Promise<EnhancedRiskProfileRecord[]> {
  if (profiles.length === 0) return [];
  const organizationId = profiles[0]!.organization_id;
  const ids = profiles.map((profile) => profile.id);
  // One after the other: a transaction's statements share its one connection.
  const businesses = await executor
    .select()
    .from(riskProfileBusinesses)
    .where(
      and(
        eq(riskProfileBusinesses.organization_id, organizationId),
        inArray(riskProfileBusinesses.risk_profile_id, ids),
      ),
    )
    .orderBy(asc(riskProfileBusinesses.position));
  const loans = await executor
    .select()
    .from(riskProfileLoanHistory)
    .where(
      and(
        eq(riskProfileLoanHistory.organization_id, organizationId),
        inArray(riskProfileLoanHistory.risk_profile_id, ids),
      ),
    )
    .orderBy(asc(riskProfileLoanHistory.position));
  const assets = await executor
    .select()
    .from(riskProfileAssets)
    .where(
      and(
        eq(riskProfileAssets.organization_id, organizationId),
        inArray(riskProfileAssets.risk_profile_id, ids),
      ),
    )
    .orderBy(asc(riskProfileAssets.position));
  return profiles.map((profile) => ({
    profile,
    businesses: businesses.filter((row) => row.risk_profile_id === profile.id),
    loanHistory: loans.filter((row) => row.risk_profile_id === profile.id),
    assets: assets.filter((row) => row.risk_profile_id === profile.id),
  }));
}

export function enhancedRiskProfilesRepository(executor: Executor) {
  return {
    /** One profile in the scope with its rows, or null (another tenant's id too). */
    async findById(
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<EnhancedRiskProfileRecord | null> {
      const query = executor
        .select()
        .from(enhancedRiskProfiles)
        .where(rowInScope(enhancedRiskProfiles, id));
      const [profile] = options.forUpdate ? await query.for('update') : await query;
      if (!profile) return null;
      const [record] = await rowsOf(executor, [profile]);
      return record!;
    },

    /** A page of a customer's profiles, newest first (the id breaking ties), and their count. */
    async listForCustomer(options: {
      organizationId: string;
      customerId: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: EnhancedRiskProfileRecord[]; total: number }> {
      const where = and(
        eq(enhancedRiskProfiles.organization_id, options.organizationId),
        eq(enhancedRiskProfiles.customer_id, options.customerId),
      );
      const [counted] = await executor
        .select({ total: sql<number>`count(*)::int` })
        .from(enhancedRiskProfiles)
        .where(where);
      const profiles = await executor
        .select()
        .from(enhancedRiskProfiles)
        .where(where)
        .orderBy(desc(enhancedRiskProfiles.created_at), desc(enhancedRiskProfiles.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows: await rowsOf(executor, profiles), total: Number(counted?.total ?? 0) };
    },
  };
}
