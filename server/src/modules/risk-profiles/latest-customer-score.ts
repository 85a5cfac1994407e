import type { ApplicantScoreSource, CustomerRiskLevel } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * A customer's latest score: the one thing loans keep of it when applied for (issue 12), and
 * the one place that says which profile is "the latest". For now the prospect profile the
 * customer was created from (risk_profiles.customer_id; the most recently updated one, should
 * there be several); enhanced customer profiles join here when they are scored, as another
 * branch of LATEST_SCORE_SQL ordered with this one by updated_at.
 */
export interface LatestCustomerScore {
  score: number;
  band: CustomerRiskLevel;
  rule_version: number;
  /** Rupees, 2 decimals; null when the profile recommends none. */
  recommended_amount: number | null;
  source: ApplicantScoreSource;
}

/**
 * The select of the customer's latest score as one row (score, band, rule_version,
 * recommended_amount, source), or none; the customer by its key (SQL values or columns), read by
 * risk_profiles_org_customer_updated_at_idx. Only scored profiles count. Read under the
 * caller's row-level security.
 */
export function latestCustomerScoreSql(customer: { organizationId: SQL; customerId: SQL }): SQL {
  return sql`select p.overall_eligibility_score as score, p.risk_category as band,
      p.score_rule_version as rule_version, p.recommended_loan_amount as recommended_amount,
      'prospect_profile'::text as source
    from risk_profiles p
    where p.organization_id = ${customer.organizationId} and p.customer_id = ${customer.customerId}
      and p.overall_eligibility_score is not null
      and p.risk_category is not null and p.score_rule_version is not null
    order by p.updated_at desc, p.id desc
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
    band: row.band as CustomerRiskLevel,
    rule_version: Number(row.rule_version),
    recommended_amount: row.recommended_amount === null ? null : Number(row.recommended_amount),
    source: row.source as ApplicantScoreSource,
  };
}
