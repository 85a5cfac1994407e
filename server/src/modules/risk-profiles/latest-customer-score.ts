import { RISK_RULES } from '@lendline/core';
import type { ApplicantScoreSource, EnhancedRiskBand } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * A customer's latest score: the one thing loans keep of it when applied for, what the loan
 * application shows (issue 12), and the one place that says which profile is "the latest": the
 * newest of the customer's scored enhanced profiles (by submission) and the prospect profile it
 * was created from (by approval; only an approved profile creates a customer).
 */
export interface LatestCustomerScore {
  score: number;
  /** The band of the rules that made it: an enhanced profile's 80/60/40, a prospect's 71/41. */
  band: EnhancedRiskBand;
  rule_version: number;
  /** Rupees, 2 decimals; null when the profile recommends none. */
  recommended_amount: number | null;
  source: ApplicantScoreSource;
  profile_id: string;
  assessed_at: Date;
}

const { enhancedBands } = RISK_RULES;

/**
 * The select of the customer's latest score as one row (score, band, rule_version,
 * recommended_amount, source, profile_id, assessed_at), or none; the customer by its key (SQL
 * values or columns), each side read by its (organization_id, customer_id, …) index. Only scored
 * profiles count. Read under the caller's row-level security.
 */
export function latestCustomerScoreSql(customer: { organizationId: SQL; customerId: SQL }): SQL {
  return sql`select * from (
      (select e.risk_score as score,
        case when e.risk_score >= ${sql.raw(String(enhancedBands.low))} then 'low'
          when e.risk_score >= ${sql.raw(String(enhancedBands.medium))} then 'medium'
          when e.risk_score >= ${sql.raw(String(enhancedBands.high))} then 'high'
          else 'very_high' end as band,
        e.score_rule_version as rule_version, e.recommended_loan_amount as recommended_amount,
        'enhanced_profile'::text as source, e.id as profile_id, e.created_at as assessed_at
      from enhanced_risk_profiles e
      where e.organization_id = ${customer.organizationId} and e.customer_id = ${customer.customerId}
        and e.risk_score is not null and e.score_rule_version is not null
      order by e.created_at desc, e.id desc
      limit 1)
      union all
      (select p.overall_eligibility_score, p.risk_category, p.score_rule_version,
        p.recommended_loan_amount, 'prospect_profile'::text, p.id,
        coalesce(p.approved_at, p.updated_at)
      from risk_profiles p
      where p.organization_id = ${customer.organizationId} and p.customer_id = ${customer.customerId}
        and p.overall_eligibility_score is not null
        and p.risk_category is not null and p.score_rule_version is not null
      order by p.updated_at desc, p.id desc
      limit 1)
    ) latest
    order by assessed_at desc
    limit 1`;
}

const customerKey = (customer: { organizationId: string; customerId: string }) => ({
  organizationId: sql`${customer.organizationId}::uuid`,
  customerId: sql`${customer.customerId}::uuid`,
});

/**
 * The loan columns that keep the applicant's score, for the INSERT that creates the loan: each
 * a scalar subquery of latestCustomerScoreSql, so the score is read in the same statement as
 * the loan is written (null columns without a score).
 */
export function applicantScoreColumns(customer: { organizationId: string; customerId: string }) {
  const latest = latestCustomerScoreSql(customerKey(customer));
  const column = (name: string) => sql`(select s.${sql.raw(name)} from (${latest}) s)`;
  return {
    applicant_risk_score: column('score'),
    applicant_risk_band: column('band'),
    applicant_risk_rule_version: column('rule_version'),
    applicant_recommended_amount: column('recommended_amount'),
    applicant_risk_source: column('source'),
  };
}

/** The customer's latest score, or null (the loan application's hint, issue 12). */
export async function findLatestCustomerScore(
  tx: Executor,
  customer: { organizationId: string; customerId: string },
): Promise<LatestCustomerScore | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    latestCustomerScoreSql(customerKey(customer)),
  );
  if (!row) return null;
  return {
    score: Number(row.score),
    band: row.band as EnhancedRiskBand,
    rule_version: Number(row.rule_version),
    recommended_amount: row.recommended_amount === null ? null : Number(row.recommended_amount),
    source: row.source as ApplicantScoreSource,
    profile_id: String(row.profile_id),
    assessed_at: new Date(row.assessed_at as string | Date),
  };
}
