/**
 * The enhanced customer risk profile (spec part 2 §2 "Enhanced Risk Profile Assessment", §3
 * "Customer risk profile (enhanced submission)", §4 bands, §5 "Enhanced risk form"): how complete
 * the form is, the consolidated figures, and the score. The spec shows the bands (80/60/40) but
 * not the calculation; the score below is decided in docs/decisions/0063. Pure functions over
 * the form's values, so the form shows live exactly what the server stores. Money arrives in
 * rupees and is worked in integer paise.
 */
import { debtToIncomePoints, enhancedRiskBandOf, RISK_RULES } from './risk-scoring.ts';
import { recommendedLoanAmountPaise, type EnhancedRiskBand } from './risk-scoring.ts';

/**
 * Bumped whenever a section rule, a points table or a threshold below changes: a stored profile
 * keeps the version its score was computed with (the prospect score has its own version).
 */
export const ENHANCED_RISK_RULE_VERSION = 1;

/** Which profile a customer's latest score comes from (the loan terms say). */
export const RISK_SCORE_SOURCES = ['enhanced_profile', 'prospect_profile'] as const;
export type RiskScoreSource = (typeof RISK_SCORE_SOURCES)[number];

/** The five sections the completion bar counts (the Review tab only shows them back). */
export const ENHANCED_RISK_SECTIONS = [
  'personal',
  'business',
  'expenditure',
  'loan_history',
  'assets',
] as const;
export type EnhancedRiskSection = (typeof ENHANCED_RISK_SECTIONS)[number];

/** What the form holds while it is filled in: anything may still be missing. */
export interface EnhancedBusinessValues {
  business_name?: string | null;
  business_type?: string | null;
  years_in_operation?: number | null;
  monthly_revenue?: number | null;
  monthly_expenses?: number | null;
  /** Revenue minus expenses when not given. */
  monthly_profit?: number | null;
}
export interface EnhancedLoanValues {
  reason?: string | null;
  custom_reason?: string | null;
  amount?: number | null;
  amount_repaid?: number | null;
  defaulted?: string | null;
  default_reason?: string | null;
  loan_status?: string | null;
}
export interface EnhancedAssetValues {
  type?: string | null;
  value?: number | null;
  ownership_status?: string | null;
  has_loan?: boolean | null;
  loan_amount?: number | null;
  outstanding_loan_amount?: number | null;
  loan_status?: string | null;
}
export interface EnhancedRiskFormValues {
  full_name?: string | null;
  age?: number | null;
  marital_status?: string | null;
  dependents?: number | null;
  monthly_household_income?: number | null;
  monthly_household_expenses?: number | null;
  savings_amount?: number | null;
  businesses?: readonly EnhancedBusinessValues[] | null;
  loan_history?: readonly EnhancedLoanValues[] | null;
  /** The explicit "no loans ever taken": the Loan History section is then answered. */
  no_loan_history?: boolean | null;
  assets?: readonly EnhancedAssetValues[] | null;
  /** The explicit "no assets": the Assets section is then answered. */
  no_assets?: boolean | null;
}

const filledNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const filledText = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';
/** Rupees → paise; what is not a number counts as 0 (spec §5 "unparseable numbers fall back to 0"). */
const paiseOf = (value: number | null | undefined): number =>
  filledNumber(value) ? Math.round(value * 100) : 0;

function businessComplete(business: EnhancedBusinessValues): boolean {
  return (
    filledText(business.business_name) &&
    filledText(business.business_type) &&
    filledNumber(business.years_in_operation) &&
    filledNumber(business.monthly_revenue) &&
    filledNumber(business.monthly_expenses)
  );
}

function loanComplete(loan: EnhancedLoanValues): boolean {
  return (
    filledText(loan.reason) &&
    (loan.reason !== 'other' || filledText(loan.custom_reason)) &&
    filledNumber(loan.amount) &&
    filledNumber(loan.amount_repaid) &&
    filledText(loan.loan_status) &&
    filledText(loan.defaulted) &&
    (loan.defaulted !== 'yes' || filledText(loan.default_reason))
  );
}

function assetComplete(asset: EnhancedAssetValues): boolean {
  return (
    filledText(asset.type) &&
    filledNumber(asset.value) &&
    filledText(asset.ownership_status) &&
    (asset.has_loan !== true ||
      (filledNumber(asset.loan_amount) && filledNumber(asset.outstanding_loan_amount)))
  );
}

/** A list section is answered by its rows, every one complete, or by its explicit "none". */
function listAnswered<Row>(
  rows: readonly Row[] | null | undefined,
  none: boolean | null | undefined,
  complete: (row: Row) => boolean,
): boolean {
  const list = rows ?? [];
  if (list.length === 0) return none === true;
  return none !== true && list.every(complete);
}

/**
 * Whether each section is complete (docs/decisions/0063). A number counts once it is given,
 * 0 included; a text once it is not blank.
 * - personal: full name, age, marital status and number of dependents;
 * - business: at least one business, each with name, type, years in operation, monthly
 *   revenue and monthly expenses (the profit follows from them);
 * - expenditure: household income, household expenses and savings;
 * - loan history: every listed loan with reason (and the specified reason when 'other'),
 *   amount, amount repaid, status and the defaulted answer (and its reason when 'yes') — or
 *   an explicit "no loans";
 * - assets: every listed asset with type, value and ownership (and the loan amount and
 *   outstanding amount when it has a loan) — or an explicit "no assets".
 */
export function enhancedSectionsComplete(
  form: EnhancedRiskFormValues,
): Record<EnhancedRiskSection, boolean> {
  const businesses = form.businesses ?? [];
  return {
    personal:
      filledText(form.full_name) &&
      filledNumber(form.age) &&
      filledText(form.marital_status) &&
      filledNumber(form.dependents),
    business: businesses.length > 0 && businesses.every(businessComplete),
    expenditure:
      filledNumber(form.monthly_household_income) &&
      filledNumber(form.monthly_household_expenses) &&
      filledNumber(form.savings_amount),
    loan_history: listAnswered(form.loan_history, form.no_loan_history, loanComplete),
    assets: listAnswered(form.assets, form.no_assets, assetComplete),
  };
}

/** The completion bar: 20 % per complete section (spec §2: "completion from 5 sections"). */
export function enhancedCompletionPercentage(form: EnhancedRiskFormValues): number {
  const complete = Object.values(enhancedSectionsComplete(form)).filter(Boolean).length;
  return Math.round((complete * 100) / ENHANCED_RISK_SECTIONS.length);
}

/** Spec §5: "Submit is disabled … while completion is below 60 percent". */
export function canSubmitEnhancedProfile(form: EnhancedRiskFormValues): boolean {
  return enhancedCompletionPercentage(form) >= RISK_RULES.minimumCompletion;
}

/** A business's monthly profit in paise: as given, else revenue minus expenses (may be negative). */
export function businessProfitPaise(business: EnhancedBusinessValues): number {
  return filledNumber(business.monthly_profit)
    ? paiseOf(business.monthly_profit)
    : paiseOf(business.monthly_revenue) - paiseOf(business.monthly_expenses);
}

/** What is still owed on a past loan: amount minus repaid, never below 0. */
export function outstandingLoanPaise(loan: EnhancedLoanValues): number {
  return Math.max(0, paiseOf(loan.amount) - paiseOf(loan.amount_repaid));
}

/** Spec §3's consolidated figures, in paise. */
export interface EnhancedConsolidation {
  total_businesses_count: number;
  /** Each business's profit, in form order. */
  business_profits_paise: number[];
  /** Household income + the sum of business profit (negative when the businesses lose money). */
  monthly_income_paise: number;
  /** Household expenses + the sum of business expenses. */
  monthly_expenses_paise: number;
  /** The sum over the loan history of amount − amount repaid (each at least 0). */
  debt_burden_paise: number;
}

export function consolidateEnhancedProfile(form: EnhancedRiskFormValues): EnhancedConsolidation {
  const businesses = form.businesses ?? [];
  const profits = businesses.map(businessProfitPaise);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    total_businesses_count: businesses.length,
    business_profits_paise: profits,
    monthly_income_paise: paiseOf(form.monthly_household_income) + sum(profits),
    monthly_expenses_paise:
      paiseOf(form.monthly_household_expenses) +
      sum(businesses.map((business) => paiseOf(business.monthly_expenses))),
    debt_burden_paise: sum((form.loan_history ?? []).map(outstandingLoanPaise)),
  };
}

/**
 * The score's tables (docs/decisions/0063). Seven components, 100 points in all; a question
 * left unanswered earns nothing, so an incomplete profile never scores better than a complete one.
 */
export const ENHANCED_RISK_RULES = {
  /** Debt burden over a year's consolidated income: spec §9's bands 30/50/70 (25/20/15/5). */
  debtToIncome: { max: 25, monthsOfIncome: 12 },
  /** Household expenses over consolidated monthly income, up to and including the limit. */
  expenseRatio: {
    max: 20,
    bands: [
      { upTo: 50, points: 20 },
      { upTo: 70, points: 14 },
      { upTo: 90, points: 8 },
      { upTo: 100, points: 3 },
    ],
  },
  /** Years in operation of the main business (the most profitable; the first on a tie). */
  businessTenure: {
    max: 15,
    steps: [
      { atLeast: 5, points: 15 },
      { atLeast: 3, points: 10 },
      { atLeast: 1, points: 5 },
    ],
  },
  /** The loan history's outcomes, the worst first. */
  repaymentHistory: {
    max: 20,
    defaulted: 0,
    restructured: 8,
    unknown: 10,
    noHistory: 12,
    onlyActive: 16,
    repaid: 20,
  },
  /** Savings over monthly household expenses, in months. */
  savingsCover: {
    max: 5,
    steps: [
      { atLeastMonths: 3, points: 5 },
      { atLeastMonths: 1, points: 3 },
    ],
    some: 1,
  },
  /** Net assets over the debt burden. */
  assetCover: {
    max: 10,
    noDebtWithAssets: 10,
    noDebtNoAssets: 5,
    steps: [
      { atLeastTimes: 2, points: 10 },
      { atLeastTimes: 1, points: 7 },
      { atLeastTimes: 0.5, points: 4 },
    ],
  },
  /** The share of an asset's value that is the customer's, by ownership. */
  ownershipShare: { owned: 1, mortgaged: 1, partially_owned: 0.5, rented: 0 } as Record<
    string,
    number
  >,
  dependents: {
    max: 5,
    steps: [
      { atMost: 2, points: 5 },
      { atMost: 4, points: 3 },
    ],
  },
} as const;

export interface EnhancedScoreComponents {
  debt_to_income: number;
  expense_ratio: number;
  business_tenure: number;
  repayment_history: number;
  savings_cover: number;
  asset_cover: number;
  dependents: number;
}

/** The figures the components were read from, so a score can be explained. */
export interface EnhancedScoreFigures {
  /** Debt burden over 12 months of consolidated income, percent (2 decimals); null without income. */
  debt_to_annual_income_percent: number | null;
  /** Household expenses over consolidated monthly income, percent; null without income. */
  expense_to_income_percent: number | null;
  /** Form index of the main business; null without businesses. */
  main_business_index: number | null;
  /** Savings over monthly household expenses; null without expenses. */
  savings_months: number | null;
  /** Rupees: the customer's share of the assets' value less their outstanding loans. */
  net_asset_value: number;
}

export interface EnhancedRiskScore {
  /** 0–100. */
  score: number;
  band: EnhancedRiskBand;
  components: EnhancedScoreComponents;
  figures: EnhancedScoreFigures;
  consolidation: EnhancedConsolidation;
  /** Rupees: spec §4's recommendation on the score and the consolidated monthly income. */
  recommended_loan_amount: number;
  rule_version: number;
}

const percentOf = (part: number, whole: number) => Math.round((part * 10_000) / whole) / 100;

/** The index of the business with the highest profit (the first on a tie), or null. */
function mainBusinessIndex(profits: readonly number[]): number | null {
  let best: number | null = null;
  profits.forEach((profit, index) => {
    if (best === null || profit > profits[best]!) best = index;
  });
  return best;
}

function expenseRatioPoints(expensesPaise: number, incomePaise: number): number {
  if (incomePaise <= 0) return 0;
  const band = ENHANCED_RISK_RULES.expenseRatio.bands.find(
    (candidate) => expensesPaise * 100 <= candidate.upTo * incomePaise,
  );
  return band?.points ?? 0;
}

function tenurePoints(years: number | null | undefined): number {
  if (!filledNumber(years)) return 0;
  return (
    ENHANCED_RISK_RULES.businessTenure.steps.find((step) => years >= step.atLeast)?.points ?? 0
  );
}

function repaymentHistoryPoints(form: EnhancedRiskFormValues): number {
  const rules = ENHANCED_RISK_RULES.repaymentHistory;
  const loans = form.loan_history ?? [];
  const assetLoans = (form.assets ?? []).filter((asset) => asset.has_loan === true);
  const defaulted =
    loans.some((loan) => loan.defaulted === 'yes' || loan.loan_status === 'defaulted') ||
    assetLoans.some((asset) => asset.loan_status === 'defaulted');
  if (defaulted) return rules.defaulted;
  if (loans.some((loan) => loan.loan_status === 'restructured')) return rules.restructured;
  if (loans.length === 0) return form.no_loan_history === true ? rules.noHistory : 0;
  if (loans.some((loan) => loan.defaulted !== 'no')) return rules.unknown;
  return loans.some((loan) => loan.loan_status === 'completed') ? rules.repaid : rules.onlyActive;
}

function savingsPoints(savingsPaise: number | null, expensesPaise: number): number {
  const rules = ENHANCED_RISK_RULES.savingsCover;
  if (savingsPaise === null || savingsPaise <= 0) return 0;
  if (expensesPaise <= 0) return rules.max;
  const step = rules.steps.find(
    (candidate) => savingsPaise >= candidate.atLeastMonths * expensesPaise,
  );
  return step?.points ?? rules.some;
}

/** The customer's share of each asset's value, less what its loan still owes, summed. */
export function netAssetValuePaise(assets: readonly EnhancedAssetValues[]): number {
  return assets.reduce((total, asset) => {
    const share = ENHANCED_RISK_RULES.ownershipShare[asset.ownership_status ?? ''] ?? 0;
    const owed = asset.has_loan === true ? paiseOf(asset.outstanding_loan_amount) : 0;
    return total + Math.max(0, Math.round(paiseOf(asset.value) * share) - owed);
  }, 0);
}

function assetCoverPoints(form: EnhancedRiskFormValues, netAssets: number, debt: number): number {
  const rules = ENHANCED_RISK_RULES.assetCover;
  const answered = (form.assets ?? []).length > 0 || form.no_assets === true;
  if (!answered) return 0;
  if (debt <= 0) return netAssets > 0 ? rules.noDebtWithAssets : rules.noDebtNoAssets;
  return rules.steps.find((step) => netAssets >= step.atLeastTimes * debt)?.points ?? 0;
}

function dependentsPoints(dependents: number | null | undefined): number {
  if (!filledNumber(dependents) || dependents < 0) return 0;
  return (
    ENHANCED_RISK_RULES.dependents.steps.find((step) => dependents <= step.atMost)?.points ?? 0
  );
}

/** The enhanced profile's score, its band (80/60/40), components and recommendation. */
export function scoreEnhancedProfile(form: EnhancedRiskFormValues): EnhancedRiskScore {
  const consolidation = consolidateEnhancedProfile(form);
  const income = consolidation.monthly_income_paise;
  const debt = consolidation.debt_burden_paise;
  const annualIncome = income * ENHANCED_RISK_RULES.debtToIncome.monthsOfIncome;
  const householdExpenses = paiseOf(form.monthly_household_expenses);
  const savings = filledNumber(form.savings_amount) ? paiseOf(form.savings_amount) : null;
  const mainBusiness = mainBusinessIndex(consolidation.business_profits_paise);
  const netAssets = netAssetValuePaise(form.assets ?? []);
  const loansAnswered = (form.loan_history ?? []).length > 0 || form.no_loan_history === true;
  const components: EnhancedScoreComponents = {
    // Debt unknown (the loan history unanswered) scores as the worst band, as no income does.
    debt_to_income: loansAnswered
      ? debtToIncomePoints(debt, annualIncome)
      : RISK_RULES.debtToIncomeAbove,
    expense_ratio: filledNumber(form.monthly_household_expenses)
      ? expenseRatioPoints(householdExpenses, income)
      : 0,
    business_tenure:
      mainBusiness === null ? 0 : tenurePoints(form.businesses?.[mainBusiness]?.years_in_operation),
    repayment_history: repaymentHistoryPoints(form),
    savings_cover: savingsPoints(savings, householdExpenses),
    asset_cover: assetCoverPoints(form, netAssets, debt),
    dependents: dependentsPoints(form.dependents),
  };
  const score = Object.values(components).reduce((total, points) => total + points, 0);
  return {
    score,
    band: enhancedRiskBandOf(score),
    components,
    figures: {
      debt_to_annual_income_percent: annualIncome > 0 ? percentOf(debt, annualIncome) : null,
      expense_to_income_percent: income > 0 ? percentOf(householdExpenses, income) : null,
      main_business_index: mainBusiness,
      savings_months:
        savings !== null && householdExpenses > 0
          ? Math.round((savings * 100) / householdExpenses) / 100
          : null,
      net_asset_value: netAssets / 100,
    },
    consolidation,
    recommended_loan_amount: recommendedLoanAmountPaise(score, Math.max(0, income)) / 100,
    rule_version: ENHANCED_RISK_RULE_VERSION,
  };
}
