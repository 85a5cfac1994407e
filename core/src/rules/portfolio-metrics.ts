/**
 * Issue 14 "Portfolio metrics": the definitions the microfinance field uses, as pure functions
 * over integer paise (docs/portfolio-metrics.md). The server adds up loans in SQL by the same
 * rules (analytics module, the daily snapshot); these functions say what the sums mean, divide
 * them, and are checked by hand on a small portfolio (portfolio-metrics.test.ts).
 */
import type { LoanStatus } from './loan-tabs.ts';

/** Aging buckets by days overdue, oldest last: current, 1–7, 8–15, 16–30, 31–60, 61–90, 90+. */
export const PORTFOLIO_BUCKETS = [
  'current',
  '1_7',
  '8_15',
  '16_30',
  '31_60',
  '61_90',
  '90_plus',
] as const;
export type PortfolioBucket = (typeof PORTFOLIO_BUCKETS)[number];

/** The lowest days overdue of each bucket (the SQL side reads the same table). */
export const PORTFOLIO_BUCKET_FLOORS = {
  current: 0,
  '1_7': 1,
  '8_15': 8,
  '16_30': 16,
  '31_60': 31,
  '61_90': 61,
  '90_plus': 91,
} as const satisfies Record<PortfolioBucket, number>;

/** The PAR thresholds the portfolio answer carries: PAR1, PAR7, PAR30. */
export const PAR_THRESHOLDS = [1, 7, 30] as const;

/** The bucket of a loan `daysOverdue` days behind (0: current). */
export function portfolioBucketOf(daysOverdue: number): PortfolioBucket {
  if (!Number.isInteger(daysOverdue) || daysOverdue < 0) {
    throw new RangeError('Days overdue are a whole number, 0 or more');
  }
  let bucket: PortfolioBucket = 'current';
  for (const candidate of PORTFOLIO_BUCKETS) {
    if (daysOverdue >= PORTFOLIO_BUCKET_FLOORS[candidate]) bucket = candidate;
  }
  return bucket;
}

/**
 * `part` as a percentage of `whole`, 0–100 with two decimals; 0 when the whole is 0 (an empty
 * portfolio has nothing at risk). Whole paise: no floating-point sums.
 */
export function percentageOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Divided first: portfolios of 10^12 paise would pass 2^53 multiplied by 10,000.
  return Math.round((part / whole) * 10_000) / 100;
}

/** A percentage with two decimals, or null when nothing could be measured (a rate of nothing). */
export function rateOf(part: number, whole: number): number | null {
  return whole <= 0 ? null : percentageOf(part, whole);
}

/** A loan as the loans API shows it: its status, what remains (paise) and its days overdue. */
export interface PortfolioLoan {
  status: LoanStatus;
  remainingPaise: number;
  daysOverdue: number;
}

/** Loans and balance (paise) in one bucket. */
export interface BucketBalance {
  loans: number;
  balancePaise: number;
}
export type BucketBalances = Record<PortfolioBucket, BucketBalance>;

export interface PortfolioSummaryFigures {
  /** Sum of remaining amounts of active and overdue loans (paise). */
  grossOutstandingPaise: number;
  activeLoans: number;
  overdueLoans: number;
  /** Balance (paise) of loans more than 1, 7 and 30 days overdue: the whole balance. */
  atRiskPaise: Record<(typeof PAR_THRESHOLDS)[number], number>;
  par1: number;
  par7: number;
  par30: number;
  buckets: BucketBalances;
}

/** Whether a loan is in the gross outstanding portfolio (disbursed and being collected). */
export function isOutstanding(status: LoanStatus): boolean {
  return status === 'active' || status === 'overdue';
}

export function emptyBuckets(): BucketBalances {
  return Object.fromEntries(
    PORTFOLIO_BUCKETS.map((bucket) => [bucket, { loans: 0, balancePaise: 0 }]),
  ) as BucketBalances;
}

/**
 * PAR_X = balance of the loans more than X days overdue (the whole remaining balance, not the
 * arrears) ÷ gross outstanding portfolio, as a percentage. A loan exactly X days overdue is
 * not in PAR_X. Completed, pending, approved and rejected loans are not in the portfolio.
 */
export function summarizePortfolio(loans: readonly PortfolioLoan[]): PortfolioSummaryFigures {
  const buckets = emptyBuckets();
  const atRiskPaise = { 1: 0, 7: 0, 30: 0 };
  let grossOutstandingPaise = 0;
  let activeLoans = 0;
  let overdueLoans = 0;
  for (const loan of loans) {
    if (!isOutstanding(loan.status)) continue;
    if (loan.status === 'active') activeLoans += 1;
    else overdueLoans += 1;
    grossOutstandingPaise += loan.remainingPaise;
    const bucket = buckets[portfolioBucketOf(loan.daysOverdue)];
    bucket.loans += 1;
    bucket.balancePaise += loan.remainingPaise;
    for (const threshold of PAR_THRESHOLDS) {
      if (loan.daysOverdue > threshold) atRiskPaise[threshold] += loan.remainingPaise;
    }
  }
  return {
    grossOutstandingPaise,
    activeLoans,
    overdueLoans,
    atRiskPaise,
    par1: percentageOf(atRiskPaise[1], grossOutstandingPaise),
    par7: percentageOf(atRiskPaise[7], grossOutstandingPaise),
    par30: percentageOf(atRiskPaise[30], grossOutstandingPaise),
    buckets,
  };
}

/**
 * How a payment received on a day splits: first to the arrears the loan carried into that day
 * (late recovery, oldest instalments first, DESIGN.md "Arrears"), the rest to the day's
 * instalment and later ones (on time).
 */
export function splitReceipt(options: { receivedPaise: number; arrearsBeforePaise: number }): {
  onTimePaise: number;
  latePaise: number;
} {
  const latePaise = Math.max(0, Math.min(options.receivedPaise, options.arrearsBeforePaise));
  return { onTimePaise: options.receivedPaise - latePaise, latePaise };
}

export interface CollectionRate {
  /** Received ÷ falling due, percent (may pass 100 when arrears are recovered); null: nothing due. */
  rate: number | null;
  /** The part of it paid on time. */
  onTimeRate: number | null;
  /** The part of it recovering earlier arrears. */
  lateRate: number | null;
}

/**
 * Collection rate = amount received ÷ amount falling due in the period. Reversed payments are
 * not received. The on-time share (paid towards instalments not yet late) is kept apart from
 * late recoveries (paid towards arrears), so a good month of recoveries does not hide a month
 * of missed instalments.
 */
export function collectionRate(options: {
  duePaise: number;
  onTimePaise: number;
  latePaise: number;
}): CollectionRate {
  return {
    rate: rateOf(options.onTimePaise + options.latePaise, options.duePaise),
    onTimeRate: rateOf(options.onTimePaise, options.duePaise),
    lateRate: rateOf(options.latePaise, options.duePaise),
  };
}

export interface RollRate {
  from: PortfolioBucket;
  to: PortfolioBucket;
  /** Percent; null when the earlier snapshot had nothing in `from`. */
  rate: number | null;
}

/**
 * Roll rate = balance in bucket B at a snapshot ÷ balance in bucket A at the previous one, for
 * each bucket A and the next one B (current → 1–7, …, 61–90 → 90+): the share of a bucket that
 * rolled one bucket further between two snapshots (a month apart in the usual report). 90+
 * rolls into itself (what stayed 90+ and what joined it).
 */
export function rollRates(previous: BucketBalances, current: BucketBalances): RollRate[] {
  return PORTFOLIO_BUCKETS.map((from, index) => {
    const to = PORTFOLIO_BUCKETS[Math.min(index + 1, PORTFOLIO_BUCKETS.length - 1)]!;
    return { from, to, rate: rateOf(current[to].balancePaise, previous[from].balancePaise) };
  });
}

/** Loans that moved between two buckets from one day's snapshot to the next, with their balance. */
export interface BucketTransition {
  from: PortfolioBucket;
  to: PortfolioBucket;
  loans: number;
  balancePaise: number;
}

/**
 * The transition matrix as rates: of the balance in `from` at the previous snapshot, the share
 * found in `to` at this one (the balance the loans carry now). Cells without loans are left out.
 */
export function transitionRates(
  previous: BucketBalances,
  transitions: readonly BucketTransition[],
): (BucketTransition & { rate: number | null })[] {
  return transitions.map((transition) => ({
    ...transition,
    rate: rateOf(transition.balancePaise, previous[transition.from].balancePaise),
  }));
}

/**
 * Promise-kept rate = promises kept ÷ promises whose date has passed, percent; null when none
 * has passed yet. A promise kept early enters only once its date passes.
 */
export function promiseKeptRate(options: { keptDue: number; due: number }): number | null {
  return rateOf(options.keptDue, options.due);
}
