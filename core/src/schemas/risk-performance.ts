import { z } from 'zod';
import { CUSTOMER_RISK_LEVELS } from './customers.ts';

/**
 * GET /risk-profiles/score-performance (issue 12 "does the score work?"): the back-test of the
 * applicant score kept on each loan (core rules/score-back-test.ts) on the organization's
 * disbursed loans, for two outcomes: ever more than 7 and ever more than 30 days overdue.
 */
export const BACK_TEST_OUTCOMES = ['over_7_days', 'over_30_days'] as const;
export type BackTestOutcome = (typeof BACK_TEST_OUTCOMES)[number];

/** The days overdue an outcome counts as bad when a loan ever went past them. */
export const BACK_TEST_OUTCOME_DAYS = {
  over_7_days: 7,
  over_30_days: 30,
} as const satisfies Record<BackTestOutcome, number>;

export const RECOMMENDATION_GROUPS = ['above', 'within'] as const;
export type RecommendationGroup = (typeof RECOMMENDATION_GROUPS)[number];

const Percent = z.number().nullable();
const Ratio = z.number().nullable();

const BackTestVerdictSchema = z.object({
  judgeable: z.boolean(),
  shortfall: z.enum(['too_few_loans', 'too_few_bads', 'too_few_goods']).nullable(),
});

export const OutcomeBackTestSchema = z.object({
  outcome: z.enum(BACK_TEST_OUTCOMES),
  overdue_days: z.number().int(),
  /** Scored loans disbursed long enough ago to have gone past the days (or already completed). */
  loans: z.number().int(),
  goods: z.number().int(),
  bads: z.number().int(),
  bad_rate: Percent,
  auc: Ratio,
  gini: Ratio,
  ks: Ratio,
  bands: z.array(
    z.object({
      band: z.enum(CUSTOMER_RISK_LEVELS),
      loans: z.number().int(),
      bads: z.number().int(),
      bad_rate: Percent,
    }),
  ),
  verdict: BackTestVerdictSchema,
});
export type OutcomeBackTest = z.infer<typeof OutcomeBackTestSchema>;

export const RecommendationComparisonSchema = z.object({
  /** Lent more than the applicant's recommended amount, or at most it. */
  group: z.enum(RECOMMENDATION_GROUPS),
  loans: z.number().int(),
  amount_lent: z.number(),
  amount_recommended: z.number(),
  outcomes: z.array(
    z.object({
      outcome: z.enum(BACK_TEST_OUTCOMES),
      loans: z.number().int(),
      bads: z.number().int(),
      bad_rate: Percent,
    }),
  ),
});
export type RecommendationComparison = z.infer<typeof RecommendationComparisonSchema>;

export const ScorePerformanceResponseSchema = z.object({
  /** The caller's organization day the figures were taken on (YYYY-MM-DD). */
  as_of: z.string(),
  /** Disbursed loans (active, overdue, completed) with an applicant score, and without one. */
  scored_loans: z.number().int(),
  unscored_loans: z.number().int(),
  minimums: z.object({ loans: z.number().int(), bads: z.number().int(), goods: z.number().int() }),
  outcomes: z.array(OutcomeBackTestSchema),
  recommendation: z.array(RecommendationComparisonSchema),
});
export type ScorePerformanceResponse = z.infer<typeof ScorePerformanceResponseSchema>;
