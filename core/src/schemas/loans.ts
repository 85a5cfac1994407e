import { z } from 'zod';
import { PaginationQuerySchema, ListResponseSchema } from './common.ts';
import { ApprovalRequestSchema } from './approvals.ts';
import { CalendarDateSchema, SearchTextSchema } from '../validation/storable.ts';
import { OptionalSafeTextSchema, SafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { MapAreaSchema } from '../validation/map-area.ts';
import { LOAN_LIMITS, LOAN_REPAYMENT_DAY_OPTIONS } from '../rules/loan-math.ts';
import { RISK_SCORE_SOURCES, type RiskScoreSource } from '../rules/enhanced-risk.ts';
import { ENHANCED_RISK_BANDS } from '../rules/risk-scoring.ts';
import { PORTFOLIO_BUCKETS } from '../rules/portfolio-metrics.ts';
import { LOAN_STATUSES, LOAN_TABS } from '../rules/loan-tabs.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 2 §3 "Loan application form" purposes. */
export const LOAN_PURPOSES = [
  'business_expansion',
  'inventory',
  'equipment',
  'working_capital',
  'emergency',
  'other',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** How an organization collects (issue 10): every weekday (spec part 2 §9 default) or every day. */
export const COLLECTION_DAYS = ['weekdays', 'every_day'] as const;

/** How a loan's money is handed over (issue 10 "Disburse"). */
export const DISBURSEMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;
export type DisbursementMethod = (typeof DISBURSEMENT_METHODS)[number];

export const LOAN_MESSAGES = {
  principalRange: 'messages.loans.principal_range',
  principalStep: 'messages.loans.principal_step',
  upfrontRange: 'messages.loans.upfront_range',
  rateRange: 'messages.loans.rate_range',
  daysOption: 'messages.loans.days_option',
  created: 'messages.loans.created',
  submitted: 'messages.loans.submitted',
  approvedAtOnce: 'messages.loans.approved_at_once',
  updated: 'messages.loans.updated',
  approved: 'messages.loans.approved',
  rejected: 'messages.loans.rejected',
  disbursed: 'messages.loans.disbursed',
  notFound: 'messages.loans.not_found',
  customerNotFound: 'messages.loans.customer_not_found',
  customerNotActive: 'messages.loans.customer_not_active',
  notPending: 'messages.loans.not_pending',
  notApproved: 'messages.loans.not_approved',
  aboveEveryLimit: 'messages.loans.above_every_limit',
  ownLoan: 'messages.loans.own_loan',
  highRiskApprover: 'messages.loans.high_risk_approver',
  disbursementDate: 'messages.loans.disbursement_date',
  rerouted: 'messages.loans.rerouted',
} as const satisfies Record<string, MessageKey>;

/** A decimal with at most `decimals` places (JSON numbers; money travels with 2 at most). */
function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Spec part 2 §5 "Loan application": the form's ranges and steps. */
export const PrincipalAmountSchema = z
  .number({ error: LOAN_MESSAGES.principalRange })
  .min(LOAN_LIMITS.principal.min, LOAN_MESSAGES.principalRange)
  .max(LOAN_LIMITS.principal.max, LOAN_MESSAGES.principalRange)
  .refine((value) => value % LOAN_LIMITS.principal.step === 0, LOAN_MESSAGES.principalStep);
/** A number within [min, max] with at most `decimals` places, refused with one message. */
function steppedNumber(
  limits: { min: number; max: number },
  decimals: number,
  message: MessageKey,
) {
  return z
    .number({ error: message })
    .refine(
      (value) => value >= limits.min && value <= limits.max && hasDecimals(value, decimals),
      message,
    );
}
export const UpfrontInterestSchema = steppedNumber(
  LOAN_LIMITS.upfrontInterest,
  1,
  LOAN_MESSAGES.upfrontRange,
);
export const DailyInterestRateSchema = steppedNumber(
  LOAN_LIMITS.dailyInterestRate,
  2,
  LOAN_MESSAGES.rateRange,
);
export const RepaymentDaysSchema = z
  .number({ error: LOAN_MESSAGES.daysOption })
  .refine(
    (value) => (LOAN_REPAYMENT_DAY_OPTIONS as readonly number[]).includes(value),
    LOAN_MESSAGES.daysOption,
  );

/**
 * POST /loans: spec part 2 §3 "Loan application form" plus the customer. A term left out takes
 * the customer's organization's default (its lending settings; spec §9's when never changed).
 */
export const CreateLoanRequestSchema = z.object({
  customer_id: UuidSchema,
  principal_amount: PrincipalAmountSchema,
  daily_interest_rate: DailyInterestRateSchema.optional(),
  max_repayment_days: RepaymentDaysSchema.optional(),
  upfront_interest: UpfrontInterestSchema.optional(),
  purpose: z.enum(LOAN_PURPOSES).nullish(),
  notes: OptionalSafeTextSchema(1000),
});
export type CreateLoanRequest = z.infer<typeof CreateLoanRequestSchema>;
export type CreateLoanRequestInput = z.input<typeof CreateLoanRequestSchema>;

/** PATCH /loans/:id while pending: the form's fields; a changed amount routes it again. */
export const UpdateLoanRequestSchema = z.object({
  principal_amount: PrincipalAmountSchema.optional(),
  daily_interest_rate: DailyInterestRateSchema.optional(),
  max_repayment_days: RepaymentDaysSchema.optional(),
  upfront_interest: UpfrontInterestSchema.optional(),
  purpose: z.enum(LOAN_PURPOSES).nullish(),
  notes: OptionalSafeTextSchema(1000),
});
export type UpdateLoanRequest = z.infer<typeof UpdateLoanRequestSchema>;

/**
 * Where a loan's applicant score came from (issue 12): the prospect profile the customer was
 * created from or an enhanced customer profile (core/src/rules/enhanced-risk.ts's one list).
 * Stored as loans.applicant_risk_source.
 */
export const APPLICANT_SCORE_SOURCES = RISK_SCORE_SOURCES;
export type ApplicantScoreSource = RiskScoreSource;

/** A loan (spec part 2 §3 "Loan" plus issue 10's figures). Money in rupees, 2 decimals. */
export const LoanSchema = z.object({
  id: z.uuid(),
  loan_number: z.string(),
  organization_id: z.uuid(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  customer_phone: z.string(),
  principal_amount: z.number(),
  daily_interest_rate: z.number(),
  upfront_interest: z.number(),
  max_repayment_days: z.number().int(),
  total_interest: z.number(),
  upfront_interest_amount: z.number(),
  disbursed_amount: z.number(),
  total_repayable: z.number(),
  remaining_amount: z.number(),
  daily_repayment_amount: z.number(),
  instalment_count: z.number().int(),
  purpose: z.enum(LOAN_PURPOSES).nullable(),
  notes: z.string().nullable(),
  status: z.enum(LOAN_STATUSES),
  due_date: z.string().nullable(),
  disbursement_date: z.string().nullable(),
  disbursement_method: z.enum(DISBURSEMENT_METHODS).nullable(),
  disbursement_reference: z.string().nullable(),
  days_overdue: z.number().int(),
  arrears_amount: z.number(),
  created_at: z.string(),
  created_by: z.uuid(),
  approved_at: z.string().nullable(),
  approved_by: z.uuid().nullable(),
  rejected_at: z.string().nullable(),
  disbursed_at: z.string().nullable(),
  /** The approval request waiting on this loan, if any. */
  pending_request_id: z.uuid().nullable(),
  /**
   * The customer's latest score when the loan was applied for, kept as it was (issue 12): its
   * band, the rule version it was computed under, the amount it recommended and where it came
   * from. All null when the customer had no score.
   */
  applicant_risk_score: z.number().int().nullable(),
  applicant_risk_band: z.enum(ENHANCED_RISK_BANDS).nullable(),
  applicant_risk_rule_version: z.number().int().nullable(),
  applicant_recommended_amount: z.number().nullable(),
  applicant_risk_source: z.enum(APPLICANT_SCORE_SOURCES).nullable(),
});
export type Loan = z.infer<typeof LoanSchema>;

export const LOAN_SORT_FIELDS = [
  'created_at',
  'principal_amount',
  'remaining_amount',
  'due_date',
  'days_overdue',
  'loan_number',
] as const;

/** GET /loans (issue 10 "Loans"): a tab, a search (loan number, customer name, phone), sorted. */
export const LoanListQuerySchema = PaginationQuerySchema.extend({
  tab: z.enum(LOAN_TABS).default('all'),
  search: SearchTextSchema(),
  customer_id: UuidSchema.optional(),
  /**
   * Only active and overdue loans more than this many days overdue (issue 14: the dashboard's
   * PAR figures and arrears link here; `days_overdue` as the list shows it).
   */
  overdue_more_than: z.coerce.number().int().min(0).max(36_500).optional(),
  /** Only the loans this user applied for (a loan officer's pipeline and portfolio). */
  created_by: UuidSchema.optional(),
  /**
   * Only loans with a collection entry of this collector (issue 14: the collector productivity
   * figures count their entries; decision 0081). Another organization's collector finds none.
   */
  collector_id: UuidSchema.optional(),
  /**
   * Only active and overdue loans whose days overdue today fall in this aging bucket (core
   * PORTFOLIO_BUCKETS, the roll-rate buckets: current, 1_7, 8_15, 16_30, 31_60, 61_90, 90_plus).
   */
  overdue_bucket: z.enum(PORTFOLIO_BUCKETS).optional(),
  /**
   * Only loans whose customer's map location (residential, else business, as the overdue map
   * places them) lies in this area, edges included: `west,south,east,north` in decimal degrees
   * (issue 14: a cluster of the overdue map; decision 0088). Customers without one are left out.
   */
  bbox: MapAreaSchema.optional().meta({
    description:
      'west,south,east,north in decimal degrees (west <= east, south <= north), edges included',
    example: '77.5,12.9,77.7,13.1',
  }),
  /** Only loans disbursed on or after / on or before this day (the dashboard's month). */
  disbursed_from: CalendarDateSchema.optional(),
  disbursed_to: CalendarDateSchema.optional(),
  sort: z.enum(LOAN_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LoanListQuery = z.infer<typeof LoanListQuerySchema>;
export type LoanListQueryInput = z.input<typeof LoanListQuerySchema>;

export const LoanListResponseSchema = ListResponseSchema(LoanSchema).extend({
  /** Rows per tab for the same search, so every tab shows its count. */
  counts: z.record(z.enum(LOAN_TABS), z.number().int()),
});
export type LoanListResponse = z.infer<typeof LoanListResponseSchema>;

export const LoanIdParamsSchema = z.object({ id: UuidSchema });

/** One instalment of the schedule (core loan-math allocateArrears). */
export const LoanInstalmentSchema = z.object({
  number: z.number().int(),
  date: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(['paid', 'partial', 'overdue', 'due_today', 'upcoming']),
});

export const JournalLineSchema = z.object({
  entry_id: z.uuid(),
  entry_type: z.string(),
  occurred_at: z.string(),
  account: z.string(),
  debit: z.number(),
  credit: z.number(),
  memo: z.string().nullable(),
});

/** POST /loans/:id/reject: the reason is required. */
export const RejectLoanRequestSchema = z.object({ reason: SafeTextSchema(500) });
export const ApproveLoanRequestSchema = z.object({ note: OptionalSafeTextSchema(500) }).nullish();

/** POST /loans/:id/disburse: today or up to 7 days back. */
export const DisburseLoanRequestSchema = z.object({
  method: z.enum(DISBURSEMENT_METHODS),
  reference: OptionalSafeTextSchema(100),
  disbursement_date: CalendarDateSchema.optional(),
});
export type DisburseLoanRequest = z.infer<typeof DisburseLoanRequestSchema>;

/** 201/200 answers of the loan mutations. */
export const LoanMutationResponseSchema = z.object({ message: z.string(), loan: LoanSchema });
export type LoanMutationResponse = z.infer<typeof LoanMutationResponseSchema>;

/** 202 when the application waits for an approver. */
export const LoanPendingApprovalResponseSchema = z.object({
  status: z.literal('pending_approval'),
  message: z.string(),
  approval_request: ApprovalRequestSchema,
  loan: LoanSchema,
});
export type LoanPendingApprovalResponse = z.infer<typeof LoanPendingApprovalResponseSchema>;

/** GET /loans/terms?customer_id=: what the New Loan Application dialog needs for its summary. */
export const LoanTermsQuerySchema = z.object({ customer_id: UuidSchema });
export const LoanTermsResponseSchema = z.object({
  customer_id: z.uuid(),
  customer_name: z.string(),
  customer_risk_level: z.string(),
  organization_id: z.uuid(),
  currency: z.string(),
  timezone: z.string(),
  /** The organization's today, 'YYYY-MM-DD': the summary's dates assume disbursement today. */
  today: z.string(),
  collection_days: z.enum(COLLECTION_DAYS),
  /** Holidays from today on. */
  holidays: z.array(z.string()),
  default_daily_interest_rate: z.number(),
  default_upfront_interest: z.number(),
  default_max_repayment_days: z.number().int(),
  /** The submitter's own sanction limit for loans; null when none applies. */
  sanction_limit: z.number().nullable(),
  /**
   * The customer's recommended amount (issue 12): the one of the latest score below; null
   * while the customer has no scored profile.
   */
  recommended_amount: z.number().nullable(),
  /*
   * The customer's latest score: the newest of its enhanced profiles and the approved prospect
   * profile it was created from. Optional in the type only, for clients built before them; the
   * server always sends them (null without a score).
   */
  risk_score: z.number().int().nullable().optional(),
  /** The band of the rules that made it: 80/60/40 for an enhanced profile, 71/41 for a prospect's. */
  risk_band: z.enum(ENHANCED_RISK_BANDS).nullable().optional(),
  risk_rule_version: z.number().int().nullable().optional(),
  risk_score_source: z.enum(RISK_SCORE_SOURCES).nullable().optional(),
  risk_profile_id: z.uuid().nullable().optional(),
  risk_assessed_at: z.string().nullable().optional(),
});
export type LoanTermsResponse = z.infer<typeof LoanTermsResponseSchema>;
