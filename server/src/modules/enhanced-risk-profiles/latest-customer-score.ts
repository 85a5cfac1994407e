import { enhancedRiskBandOf, type EnhancedRiskBand, type RiskScoreSource } from '@lendline/core';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enhancedRiskProfiles, riskProfiles } from '../../db/schema/index.ts';

/** The customer's latest score, whichever profile gave it. */
export interface LatestCustomerScore {
  source: RiskScoreSource;
  profileId: string;
  score: number;
  /** The band of the rules that made the score: 80/60/40 enhanced, the prospect's 71/41 category. */
  band: EnhancedRiskBand;
  ruleVersion: number | null;
  /** Rupees. */
  recommendedAmount: number | null;
  assessedAt: Date;
}

/**
 * The newest of the customer's scored enhanced profiles (by submission) and the approved
 * prospect profile the customer was created from (by approval), or null when neither exists
 * (issue 12: the loan application shows the latest score and recommended amount).
 */
export async function latestCustomerScore(
  executor: Executor,
  customer: { organization_id: string; id: string },
): Promise<LatestCustomerScore | null> {
  const [enhanced] = await executor
    .select({
      id: enhancedRiskProfiles.id,
      score: enhancedRiskProfiles.risk_score,
      ruleVersion: enhancedRiskProfiles.score_rule_version,
      recommended: enhancedRiskProfiles.recommended_loan_amount,
      at: enhancedRiskProfiles.created_at,
    })
    .from(enhancedRiskProfiles)
    .where(
      and(
        eq(enhancedRiskProfiles.organization_id, customer.organization_id),
        eq(enhancedRiskProfiles.customer_id, customer.id),
        isNotNull(enhancedRiskProfiles.risk_score),
      ),
    )
    .orderBy(desc(enhancedRiskProfiles.created_at), desc(enhancedRiskProfiles.id))
    .limit(1);
  const [prospect] = await executor
    .select({
      id: riskProfiles.id,
      score: riskProfiles.overall_eligibility_score,
      category: riskProfiles.risk_category,
      ruleVersion: riskProfiles.score_rule_version,
      recommended: riskProfiles.recommended_loan_amount,
      at: riskProfiles.approved_at,
    })
    .from(riskProfiles)
    .where(
      and(
        eq(riskProfiles.organization_id, customer.organization_id),
        eq(riskProfiles.customer_id, customer.id),
        eq(riskProfiles.assessment_status, 'approved'),
        isNotNull(riskProfiles.overall_eligibility_score),
      ),
    )
    .orderBy(desc(riskProfiles.approved_at), desc(riskProfiles.id))
    .limit(1);
  const money = (value: string | null) => (value === null ? null : Number(value));
  const fromEnhanced: LatestCustomerScore | null = enhanced
    ? {
        source: 'enhanced_profile',
        profileId: enhanced.id,
        score: enhanced.score!,
        band: enhancedRiskBandOf(enhanced.score),
        ruleVersion: enhanced.ruleVersion,
        recommendedAmount: money(enhanced.recommended),
        assessedAt: enhanced.at,
      }
    : null;
  const fromProspect: LatestCustomerScore | null =
    prospect && prospect.at
      ? {
          source: 'prospect_profile',
          profileId: prospect.id,
          score: prospect.score!,
          band: prospect.category ?? 'not_calculated',
          ruleVersion: prospect.ruleVersion,
          recommendedAmount: money(prospect.recommended),
          assessedAt: prospect.at,
        }
      : null;
  if (!fromEnhanced || !fromProspect) return fromEnhanced ?? fromProspect;
  return fromProspect.assessedAt > fromEnhanced.assessedAt ? fromProspect : fromEnhanced;
}
