import { describe, expect, it } from 'vitest';
import {
  portfolioBucketOf,
  collectionRate,
  emptyBuckets,
  percentageOf,
  promiseKeptRate,
  rollRates,
  splitReceipt,
  summarizePortfolio,
  transitionRates,
  type BucketBalances,
  type PortfolioLoan,
} from './portfolio-metrics.ts';

/**
 * A small portfolio computed by hand (rupees → paise):
 *   A active   1,000.00  0 days      current
 *   B active     500.00  1 day       1–7   (exactly 1: not in PAR1)
 *   C active     250.00  2 days      1–7   (PAR1)
 *   D overdue    750.00  7 days      1–7   (exactly 7: PAR1, not PAR7)
 *   E overdue    400.00  8 days      8–15  (PAR1, PAR7)
 *   F overdue    300.00  30 days     16–30 (PAR1, PAR7, exactly 30: not PAR30)
 *   G overdue    200.00  31 days     31–60 (PAR1, PAR7, PAR30)
 *   H completed    0.00  0 days      not in the portfolio
 *   I pending  9,999.00              not in the portfolio
 * Gross 3,400.00; PAR1 = 250+750+400+300+200 = 1,900 → 55.88 %; PAR7 = 900 → 26.47 %;
 * PAR30 = 200 → 5.88 %.
 */
const loan = (status: PortfolioLoan['status'], rupees: number, days: number): PortfolioLoan => ({
  status,
  remainingPaise: rupees * 100,
  daysOverdue: days,
});
const PORTFOLIO = [
  loan('active', 1000, 0),
  loan('active', 500, 1),
  loan('active', 250, 2),
  loan('overdue', 750, 7),
  loan('overdue', 400, 8),
  loan('overdue', 300, 30),
  loan('overdue', 200, 31),
  loan('completed', 0, 0),
  loan('pending', 9999, 0),
];

describe('aging buckets', () => {
  it.each([
    [0, 'current'],
    [1, '1_7'],
    [7, '1_7'],
    [8, '8_15'],
    [15, '8_15'],
    [16, '16_30'],
    [30, '16_30'],
    [31, '31_60'],
    [60, '31_60'],
    [61, '61_90'],
    [90, '61_90'],
    [91, '90_plus'],
    [400, '90_plus'],
  ] as const)('puts a loan %i days overdue in %s', (days, bucket) => {
    expect(portfolioBucketOf(days)).toBe(bucket);
  });

  it('refuses negative or fractional days', () => {
    expect(() => portfolioBucketOf(-1)).toThrow(RangeError);
    expect(() => portfolioBucketOf(1.5)).toThrow(RangeError);
  });
});

describe('portfolio at risk', () => {
  const summary = summarizePortfolio(PORTFOLIO);

  it('counts only active and overdue loans in the gross outstanding portfolio', () => {
    expect(summary.grossOutstandingPaise).toBe(340_000);
    expect([summary.activeLoans, summary.overdueLoans]).toEqual([3, 4]);
  });

  it('holds the whole balance of loans more than X days overdue, not those exactly X days', () => {
    expect(summary.atRiskPaise).toEqual({ 1: 190_000, 7: 90_000, 30: 20_000 });
    expect([summary.par1, summary.par7, summary.par30]).toEqual([55.88, 26.47, 5.88]);
  });

  it('adds up the buckets to the gross portfolio', () => {
    expect(summary.buckets.current).toEqual({ loans: 1, balancePaise: 100_000 });
    expect(summary.buckets['1_7']).toEqual({ loans: 3, balancePaise: 150_000 });
    expect(summary.buckets['8_15']).toEqual({ loans: 1, balancePaise: 40_000 });
    expect(summary.buckets['16_30']).toEqual({ loans: 1, balancePaise: 30_000 });
    expect(summary.buckets['31_60']).toEqual({ loans: 1, balancePaise: 20_000 });
    const total = Object.values(summary.buckets).reduce((sum, b) => sum + b.balancePaise, 0);
    expect(total).toBe(summary.grossOutstandingPaise);
  });

  it('moves a loan back into the portfolio when a reversal reopens it', () => {
    // H's last payment of 100.00 is reversed: it is overdue again, 12 days behind.
    const reopened = summarizePortfolio([...PORTFOLIO.slice(0, 7), loan('overdue', 100, 12)]);
    expect(reopened.grossOutstandingPaise).toBe(350_000);
    expect(reopened.atRiskPaise[7]).toBe(100_000);
    expect(reopened.par7).toBe(28.57);
  });

  it('answers 0 for an empty portfolio instead of dividing by zero', () => {
    const empty = summarizePortfolio([]);
    expect([empty.grossOutstandingPaise, empty.par1, empty.par7, empty.par30]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(summarizePortfolio([loan('completed', 0, 0)]).par30).toBe(0);
  });

  it('rounds percentages to two decimals', () => {
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(5, 5)).toBe(100);
  });
});

describe('collection rate', () => {
  it('splits a receipt between the arrears carried into the day and the day itself', () => {
    expect(splitReceipt({ receivedPaise: 30_000, arrearsBeforePaise: 20_000 })).toEqual({
      onTimePaise: 10_000,
      latePaise: 20_000,
    });
    expect(splitReceipt({ receivedPaise: 5_000, arrearsBeforePaise: 20_000 })).toEqual({
      onTimePaise: 0,
      latePaise: 5_000,
    });
    expect(splitReceipt({ receivedPaise: 5_000, arrearsBeforePaise: 0 })).toEqual({
      onTimePaise: 5_000,
      latePaise: 0,
    });
  });

  it('divides what was received by what fell due, on time and late apart', () => {
    // 1,000.00 due; 700.00 on time, 450.00 recovering arrears: 115 % collected.
    expect(collectionRate({ duePaise: 100_000, onTimePaise: 70_000, latePaise: 45_000 })).toEqual({
      rate: 115,
      onTimeRate: 70,
      lateRate: 45,
    });
  });

  it('leaves a reversed payment out (the server passes what was received net of reversals)', () => {
    // 300.00 received, then 100.00 of it reversed: 200.00 of 400.00 due.
    expect(collectionRate({ duePaise: 40_000, onTimePaise: 20_000, latePaise: 0 }).rate).toBe(50);
  });

  it('has no rate when nothing fell due', () => {
    expect(collectionRate({ duePaise: 0, onTimePaise: 5_000, latePaise: 0 })).toEqual({
      rate: null,
      onTimeRate: null,
      lateRate: null,
    });
  });
});

describe('roll rates', () => {
  const balances = (entries: Partial<Record<string, number>>): BucketBalances => {
    const buckets = emptyBuckets();
    for (const [bucket, rupees] of Object.entries(entries)) {
      buckets[bucket as keyof BucketBalances] = { loans: 1, balancePaise: rupees! * 100 };
    }
    return buckets;
  };
  // Snapshot 1: current 10,000, 1–7 2,000, 8–15 1,000. Snapshot 2 (a month on): 1–7 800,
  // 8–15 500, 16–30 400.
  const first = balances({ current: 10_000, '1_7': 2_000, '8_15': 1_000 });
  const second = balances({ current: 9_000, '1_7': 800, '8_15': 500, '16_30': 400 });

  it('divides the next bucket at a snapshot by the bucket at the previous one', () => {
    const rates = rollRates(first, second);
    expect(rates.slice(0, 3)).toEqual([
      { from: 'current', to: '1_7', rate: 8 },
      { from: '1_7', to: '8_15', rate: 25 },
      { from: '8_15', to: '16_30', rate: 40 },
    ]);
  });

  it('has no rate from a bucket the previous snapshot had nothing in', () => {
    const rates = rollRates(first, second);
    expect(rates.find((rate) => rate.from === '16_30')).toEqual({
      from: '16_30',
      to: '31_60',
      rate: null,
    });
    expect(rates.at(-1)).toEqual({ from: '90_plus', to: '90_plus', rate: null });
  });

  it('turns a day’s transitions into shares of the bucket they left', () => {
    expect(
      transitionRates(first, [{ from: '1_7', to: '8_15', loans: 2, balancePaise: 50_000 }]),
    ).toEqual([{ from: '1_7', to: '8_15', loans: 2, balancePaise: 50_000, rate: 25 }]);
  });
});

describe('promise-kept rate', () => {
  it('divides kept promises by those whose date has passed', () => {
    expect(promiseKeptRate({ keptDue: 2, due: 3 })).toBe(66.67);
  });

  it('has no rate before any promise date passes', () => {
    expect(promiseKeptRate({ keptDue: 0, due: 0 })).toBeNull();
  });
});
