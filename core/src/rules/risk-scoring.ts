/**
 * Spec part 2 §4 and §9: the prospective-customer profile's weighted score, its recommended loan
 * amount, the dashboard's risk badge and the enhanced form's bands. Pure functions, used by the
 * server on save and by the form to show the same figures live. Money in integer paise.
 */
import { toPaise } from './loan-math.ts';

/**
 * Bumped whenever a weight, band or cap below changes: a stored profile keeps the version its
 * score was computed with, so an old score can still be explained (issue 12).
 */
export const RISK_RULE_VERSION = 1;

/** Spec part 2 §9 "Risk". */
export const RISK_RULES = {
  /** Debt-to-income percentage bands (up to and including the limit) and their points. */
  debtToIncomeBands: [
    { upTo: 30, points: 25 },
    { upTo: 50, points: 20 },
    { upTo: 70, points: 15 },
  ],
  debtToIncomeAbove: 5,
  weights: { paymentHistory: 0.4, businessStability: 0.2, assetBacking: 0.15 },
  yearsAtLocation: [
    { atLeast: 5, points: 5 },
    { atLeast: 2, points: 3 },
  ],
  incomeStability: [
    { atLeast: 8, points: 5 },
    { atLeast: 6, points: 3 },
  ],
  locationStability: { atLeast: 8, points: 3 },
  /** A score of 71 or more is low risk; 41–70 medium; below 41 high (the recommendation's tiers). */
  recommendation: [
    { minScore: 71, multiplier: 6, capRupees: 500_000, category: 'low' },
    { minScore: 41, multiplier: 3, capRupees: 200_000, category: 'medium' },
    { minScore: 0, multiplier: 1.5, capRupees: 50_000, category: 'high' },
  ],
  /** The dashboard badge (70/40), distinct from the recommendation's 71/41 (spec §9). */
  badge: { low: 70, medium: 40 },
  /** The enhanced form's bands. */
  enhancedBands: { low: 80, medium: 60, high: 40 },
  /** The enhanced form submits from this completion percentage up. */
  minimumCompletion: 60,
  maxScore: 100,
} as const;

export type RiskCategory = 'low' | 'medium' | 'high';

/** The inputs of the weighted score; a missing number counts as 0 (spec §5 "fall back to 0"). */
export interface ProspectScoreInput {
  payment_history_score?: number | null;
  business_stability_score?: number | null;
  asset_backing_score?: number | null;
  years_at_current_location?: number | null;
  income_stability_rating?: number | null;
  location_stability_score?: number | null;
  /** Rupees. The income is the total when given, else the household income (issue 12). */
  total_monthly_income?: number | null;
  monthly_household_income?: number | null;
  total_existing_debt?: number | null;
}

/** Each part of the score, in points, so a stored score can always be explained. */
export interface ScoreComponents {
  payment_history: number;
  debt_to_income: number;
  business_stability: number;
  asset_backing: number;
  years_at_location: number;
  income_stability: number;
  location_stability: number;
}

export interface ProspectScore {
  /** 0–100, rounded. */
  score: number;
  components: ScoreComponents;
  /** Existing debt over monthly income, percent with 2 decimals; null when there is no income. */
  debt_to_income_percent: number | null;
  /** Rupees: the income the ratio and the recommendation used. */
  monthly_income: number;
  risk_category: RiskCategory;
  /** Rupees, 2 decimals. */
  recommended_loan_amount: number;
  rule_version: number;
}

const orZero = (value: number | null | undefined): number =>
  value === null || value === undefined || !Number.isFinite(value) ? 0 : value;

/** "Where the spec says monthly income it is total_monthly_income, or the household income when the total is empty." */
export function monthlyIncomeOf(input: ProspectScoreInput): number {
  const total = input.total_monthly_income;
  return total === null || total === undefined ? orZero(input.monthly_household_income) : total;
}

/**
 * The debt-to-income band's points. No income: the worst band (5), whatever the debt — a
 * decision where the spec divides by zero; a prospect who reports no income is not the best risk.
 */
export function debtToIncomePoints(debtPaise: number, incomePaise: number): number {
  if (incomePaise <= 0) return RISK_RULES.debtToIncomeAbove;
  // Compared in integers: debt × 100 ≤ limit × income, so 30.000…1 % is not 30 %.
  for (const band of RISK_RULES.debtToIncomeBands) {
    if (debtPaise * 100 <= band.upTo * incomePaise) return band.points;
  }
  return RISK_RULES.debtToIncomeAbove;
}

function stepPoints(value: number, steps: readonly { atLeast: number; points: number }[]): number {
  return steps.find((step) => value >= step.atLeast)?.points ?? 0;
}

/** The category and recommendation tier of a score (71 / 41). */
export function recommendationTierOf(score: number) {
  const tiers = RISK_RULES.recommendation;
  return tiers.find((tier) => score >= tier.minScore) ?? tiers[2];
}

/**
 * Spec part 2 §4 "Recommended loan amount": 6 × monthly income capped at 500,000 for 71 or
 * more, 3 × capped at 200,000 for 41–70, else 1.5 × capped at 50,000. In paise; half a paisa
 * (1.5 × an odd paise income) rounds down: never recommend more than the rule gives.
 */
export function recommendedLoanAmountPaise(score: number, monthlyIncomePaise: number): number {
  const tier = recommendationTierOf(score);
  const income = Math.max(0, monthlyIncomePaise);
  return Math.min(Math.floor(income * tier.multiplier), tier.capRupees * 100);
}

/** Spec part 2 §4 "Weighted score for the prospective-customer profile", capped at 100. */
export function scoreProspect(input: ProspectScoreInput): ProspectScore {
  const incomeRupees = monthlyIncomeOf(input);
  const incomePaise = toPaise(Math.max(0, incomeRupees));
  const debtPaise = toPaise(Math.max(0, orZero(input.total_existing_debt)));
  const { weights } = RISK_RULES;
  const components: ScoreComponents = {
    payment_history: weights.paymentHistory * orZero(input.payment_history_score),
    debt_to_income: debtToIncomePoints(debtPaise, incomePaise),
    business_stability: weights.businessStability * orZero(input.business_stability_score),
    asset_backing: weights.assetBacking * orZero(input.asset_backing_score),
    years_at_location: stepPoints(
      orZero(input.years_at_current_location),
      RISK_RULES.yearsAtLocation,
    ),
    income_stability: stepPoints(orZero(input.income_stability_rating), RISK_RULES.incomeStability),
    location_stability:
      orZero(input.location_stability_score) >= RISK_RULES.locationStability.atLeast
        ? RISK_RULES.locationStability.points
        : 0,
  };
  // Weights of 0.4/0.2/0.15 on integers: round each part to 2 decimals so the sum is exact.
  for (const key of Object.keys(components) as (keyof ScoreComponents)[]) {
    components[key] = Math.round(components[key] * 100) / 100;
  }
  const sum = Object.values(components).reduce((total, points) => total + points, 0);
  const score = Math.min(RISK_RULES.maxScore, Math.max(0, Math.round(sum)));
  const tier = recommendationTierOf(score);
  return {
    score,
    components,
    debt_to_income_percent:
      incomePaise > 0 ? Math.round((debtPaise * 10_000) / incomePaise) / 100 : null,
    monthly_income: incomePaise / 100,
    risk_category: tier.category,
    recommended_loan_amount: recommendedLoanAmountPaise(score, incomePaise) / 100,
    rule_version: RISK_RULE_VERSION,
  };
}

/** The first non-empty of the overall eligibility, behavioural and documentation scores. */
export function dashboardScoreOf(profile: {
  overall_eligibility_score?: number | null;
  behavioral_score?: number | null;
  documentation_score?: number | null;
}): number | null {
  return (
    profile.overall_eligibility_score ??
    profile.behavioral_score ??
    profile.documentation_score ??
    null
  );
}

/**
 * Spec part 2 §4 "Dashboard risk badge": Low if the category is low or the score 70 or more;
 * Medium if the category is medium or the score 40 or more; otherwise High.
 */
export function riskBadgeOf(profile: {
  risk_category?: string | null;
  overall_eligibility_score?: number | null;
  behavioral_score?: number | null;
  documentation_score?: number | null;
}): RiskCategory {
  const score = dashboardScoreOf(profile);
  if (profile.risk_category === 'low' || (score !== null && score >= RISK_RULES.badge.low)) {
    return 'low';
  }
  if (profile.risk_category === 'medium' || (score !== null && score >= RISK_RULES.badge.medium)) {
    return 'medium';
  }
  return 'high';
}

export const ENHANCED_RISK_BANDS = [
  'not_calculated',
  'low',
  'medium',
  'high',
  'very_high',
] as const;
export type EnhancedRiskBand = (typeof ENHANCED_RISK_BANDS)[number];

/** Spec part 2 §4 "Risk bands in the enhanced form": none, 80, 60, 40. */
export function enhancedRiskBandOf(score: number | null | undefined): EnhancedRiskBand {
  if (score === null || score === undefined) return 'not_calculated';
  const { enhancedBands } = RISK_RULES;
  if (score >= enhancedBands.low) return 'low';
  if (score >= enhancedBands.medium) return 'medium';
  if (score >= enhancedBands.high) return 'high';
  return 'very_high';
}
