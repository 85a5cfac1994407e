/**
 * Issue 12 "Beyond every anchor: does the score work?": how well a score separated the loans
 * that went bad from those that did not. Pure functions over a score histogram — how many good
 * and bad loans had each score — so the server counts in SQL (at most 101 rows at any number of
 * loans) and the same figures can be checked by hand. A higher score means a safer borrower.
 */
import { recommendationTierOf, type RiskCategory } from './risk-scoring.ts';

/** The good and bad loans that had one score. */
export interface ScoreCount {
  score: number;
  goods: number;
  bads: number;
}

/** One loan's score and whether it went bad (tests and small portfolios). */
export interface ScoredOutcome {
  score: number;
  bad: boolean;
}

/**
 * Below these the figures say more about chance than about the score: fewer than 30 loans, or
 * fewer than 5 bad or 5 good ones (an AUC from 3 bads moves by a third with one loan).
 */
export const BACK_TEST_MINIMUMS = { loans: 30, bads: 5, goods: 5 } as const;

export type BackTestShortfall = 'too_few_loans' | 'too_few_bads' | 'too_few_goods';

export interface BackTestVerdict {
  /** Whether there are enough loans to judge the score by. */
  judgeable: boolean;
  /** The first shortfall, in the order loans, bads, goods; null when judgeable. */
  shortfall: BackTestShortfall | null;
}

export interface BandBadRate {
  band: RiskCategory;
  loans: number;
  bads: number;
  /** Percent, 2 decimals; null without loans. */
  bad_rate: number | null;
}

export interface BackTestFigures {
  loans: number;
  goods: number;
  bads: number;
  /** Percent, 2 decimals; null without loans. */
  bad_rate: number | null;
  /** 0–1, 4 decimals; null without both goods and bads. */
  auc: number | null;
  /** 2·AUC − 1, −1–1, 4 decimals; null with the AUC. */
  gini: number | null;
  /** 0–1, 4 decimals; null without both goods and bads. */
  ks: number | null;
  bands: BandBadRate[];
  verdict: BackTestVerdict;
}

/** The bands the report splits loans into: the recommendation's tiers (71 / 41), safest first. */
export const BACK_TEST_BANDS: readonly RiskCategory[] = ['low', 'medium', 'high'];

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A percentage of a count, 2 decimals; null of nothing. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : round((part / whole) * 100, 2);
}

/** The histogram of single outcomes, by score ascending. */
export function histogramOf(outcomes: readonly ScoredOutcome[]): ScoreCount[] {
  const byScore = new Map<number, ScoreCount>();
  for (const { score, bad } of outcomes) {
    const count = byScore.get(score) ?? { score, goods: 0, bads: 0 };
    if (bad) count.bads += 1;
    else count.goods += 1;
    byScore.set(score, count);
  }
  return [...byScore.values()].sort((a, b) => a.score - b.score);
}

/** The histogram by score ascending, one row per score (rows of the same score added). */
function ascending(histogram: readonly ScoreCount[]): ScoreCount[] {
  const merged = new Map<number, ScoreCount>();
  for (const row of histogram) {
    const count = merged.get(row.score) ?? { score: row.score, goods: 0, bads: 0 };
    count.goods += row.goods;
    count.bads += row.bads;
    merged.set(row.score, count);
  }
  return [...merged.values()].sort((a, b) => a.score - b.score);
}

const totalsOf = (histogram: readonly ScoreCount[]) =>
  histogram.reduce((sum, row) => ({ goods: sum.goods + row.goods, bads: sum.bads + row.bads }), {
    goods: 0,
    bads: 0,
  });

/**
 * The area under the ROC curve (Mann–Whitney): the chance that a good loan, drawn at random,
 * had a higher score than a bad one, ties counting half. 0.5 is a coin; 1 separates perfectly.
 * Unrounded; null without both goods and bads.
 */
export function areaUnderCurve(histogram: readonly ScoreCount[]): number | null {
  const { goods, bads } = totalsOf(histogram);
  if (goods === 0 || bads === 0) return null;
  let badsBelow = 0;
  let pairs = 0;
  for (const row of ascending(histogram)) {
    pairs += row.goods * badsBelow + (row.goods * row.bads) / 2;
    badsBelow += row.bads;
  }
  return pairs / (goods * bads);
}

/**
 * Kolmogorov–Smirnov: the largest gap between the share of bad loans and the share of good
 * loans at or below a score, over every score. Unrounded; null without both goods and bads.
 */
export function kolmogorovSmirnov(histogram: readonly ScoreCount[]): number | null {
  const { goods, bads } = totalsOf(histogram);
  if (goods === 0 || bads === 0) return null;
  let goodsSoFar = 0;
  let badsSoFar = 0;
  let widest = 0;
  for (const row of ascending(histogram)) {
    goodsSoFar += row.goods;
    badsSoFar += row.bads;
    widest = Math.max(widest, Math.abs(badsSoFar / bads - goodsSoFar / goods));
  }
  return widest;
}

/** Whether a portfolio is large enough to judge the score by (BACK_TEST_MINIMUMS). */
export function backTestVerdict(counts: { goods: number; bads: number }): BackTestVerdict {
  const shortfall: BackTestShortfall | null =
    counts.goods + counts.bads < BACK_TEST_MINIMUMS.loans
      ? 'too_few_loans'
      : counts.bads < BACK_TEST_MINIMUMS.bads
        ? 'too_few_bads'
        : counts.goods < BACK_TEST_MINIMUMS.goods
          ? 'too_few_goods'
          : null;
  return { judgeable: shortfall === null, shortfall };
}

/** Loans and bad rate per band (recommendationTierOf: 71 or more low, 41–70 medium, else high). */
export function badRateByBand(histogram: readonly ScoreCount[]): BandBadRate[] {
  return BACK_TEST_BANDS.map((band) => {
    const rows = histogram.filter((row) => recommendationTierOf(row.score).category === band);
    const { goods, bads } = totalsOf(rows);
    return { band, loans: goods + bads, bads, bad_rate: percentOf(bads, goods + bads) };
  });
}

/** Every figure of the back-test of one outcome. */
export function backTestScore(histogram: readonly ScoreCount[]): BackTestFigures {
  const { goods, bads } = totalsOf(histogram);
  const auc = areaUnderCurve(histogram);
  const ks = kolmogorovSmirnov(histogram);
  return {
    loans: goods + bads,
    goods,
    bads,
    bad_rate: percentOf(bads, goods + bads),
    auc: auc === null ? null : round(auc, 4),
    gini: auc === null ? null : round(2 * auc - 1, 4),
    ks: ks === null ? null : round(ks, 4),
    bands: badRateByBand(histogram),
    verdict: backTestVerdict({ goods, bads }),
  };
}
