import { describe, expect, it } from 'vitest';
import {
  areaUnderCurve,
  backTestScore,
  backTestVerdict,
  badRateByBand,
  histogramOf,
  kolmogorovSmirnov,
  type ScoredOutcome,
} from './score-back-test.ts';

const good = (score: number): ScoredOutcome => ({ score, bad: false });
const bad = (score: number): ScoredOutcome => ({ score, bad: true });

/**
 * Small portfolios worked out by hand. AUC: the good–bad pairs where the good scored higher,
 * ties half, over goods × bads. KS: the widest gap between the bads' and the goods' cumulative
 * shares at each score.
 */
const CASES: {
  name: string;
  outcomes: ScoredOutcome[];
  auc: number | null;
  ks: number | null;
}[] = [
  {
    name: 'perfect separation',
    outcomes: [good(80), good(70), bad(40), bad(30)],
    auc: 1,
    ks: 1,
  },
  {
    name: 'perfectly backwards',
    outcomes: [bad(80), good(30)],
    auc: 0,
    ks: 1,
  },
  {
    // Pairs: 85 beats 65, 65, 35 (3); 75 the same (3); 45 beats 35 (1): 7 of 9.
    // Cumulative bads/goods: ≤35 1/3–0, ≤45 1/3–1/3, ≤65 1–1/3 (2/3), ≤75 1–2/3, ≤85 1–1.
    name: 'three goods and three bads, no ties',
    outcomes: [good(85), good(75), bad(65), bad(65), good(45), bad(35)],
    auc: 7 / 9,
    ks: 2 / 3,
  },
  {
    // Pairs: 85 and 75 beat both (4); 65 ties 65 (½) and beats 35 (1); 45 beats 35 (1): 6½ of 8.
    // ≤35 ½–0, ≤45 ½–¼, ≤65 1–½, ≤75 1–¾, ≤85 1–1: widest ½.
    name: 'a tie between a good and a bad counts half',
    outcomes: [good(85), good(75), good(65), bad(65), good(45), bad(35)],
    auc: 6.5 / 8,
    ks: 0.5,
  },
  {
    name: 'every loan on one score: a coin',
    outcomes: [good(50), good(50), bad(50)],
    auc: 0.5,
    ks: 0,
  },
  { name: 'all good', outcomes: [good(90), good(20)], auc: null, ks: null },
  { name: 'all bad', outcomes: [bad(90), bad(20)], auc: null, ks: null },
  { name: 'no loans', outcomes: [], auc: null, ks: null },
];

describe('areaUnderCurve and kolmogorovSmirnov', () => {
  it.each(CASES)('$name', ({ outcomes, auc, ks }) => {
    const histogram = histogramOf(outcomes);
    if (auc === null) expect(areaUnderCurve(histogram)).toBeNull();
    else expect(areaUnderCurve(histogram)).toBeCloseTo(auc, 12);
    if (ks === null) expect(kolmogorovSmirnov(histogram)).toBeNull();
    else expect(kolmogorovSmirnov(histogram)).toBeCloseTo(ks, 12);
  });

  it('gives the same answer whatever the order and however rows of a score are split', () => {
    const histogram = [
      { score: 65, goods: 1, bads: 0 },
      { score: 35, goods: 0, bads: 1 },
      { score: 85, goods: 1, bads: 0 },
      { score: 65, goods: 0, bads: 1 },
      { score: 45, goods: 1, bads: 0 },
      { score: 75, goods: 1, bads: 0 },
    ];
    expect(areaUnderCurve(histogram)).toBeCloseTo(6.5 / 8, 12);
    expect(kolmogorovSmirnov(histogram)).toBeCloseTo(0.5, 12);
  });
});

describe('backTestScore', () => {
  it('rounds AUC, Gini (2·AUC − 1) and KS to 4 decimals and the bad rate to 2', () => {
    const figures = backTestScore(
      histogramOf([good(85), good(75), bad(65), bad(65), good(45), bad(35)]),
    );
    expect(figures).toMatchObject({
      loans: 6,
      goods: 3,
      bads: 3,
      bad_rate: 50,
      auc: 0.7778,
      gini: 0.5556,
      ks: 0.6667,
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    });
  });

  it('answers no AUC, Gini or KS and no bad rate for no loans', () => {
    expect(backTestScore([])).toEqual({
      loans: 0,
      goods: 0,
      bads: 0,
      bad_rate: null,
      auc: null,
      gini: null,
      ks: null,
      bands: [
        { band: 'low', loans: 0, bads: 0, bad_rate: null },
        { band: 'medium', loans: 0, bads: 0, bad_rate: null },
        { band: 'high', loans: 0, bads: 0, bad_rate: null },
      ],
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    });
  });

  it('gives a bad rate but no AUC when every loan went bad', () => {
    expect(backTestScore(histogramOf([bad(80), bad(30)]))).toMatchObject({
      bad_rate: 100,
      auc: null,
      gini: null,
      ks: null,
    });
  });
});

describe('badRateByBand', () => {
  it('splits at the recommendation tiers: 71 and more low, 41 to 70 medium, 40 and less high', () => {
    const bands = badRateByBand(
      histogramOf([good(71), bad(70), good(41), good(41), bad(40), good(0), bad(100)]),
    );
    expect(bands).toEqual([
      { band: 'low', loans: 2, bads: 1, bad_rate: 50 },
      { band: 'medium', loans: 3, bads: 1, bad_rate: 33.33 },
      { band: 'high', loans: 2, bads: 1, bad_rate: 50 },
    ]);
  });
});

describe('backTestVerdict', () => {
  it.each([
    { goods: 0, bads: 0, shortfall: 'too_few_loans' },
    { goods: 24, bads: 5, shortfall: 'too_few_loans' },
    { goods: 26, bads: 4, shortfall: 'too_few_bads' },
    { goods: 4, bads: 26, shortfall: 'too_few_goods' },
    { goods: 30, bads: 0, shortfall: 'too_few_bads' },
    { goods: 0, bads: 30, shortfall: 'too_few_goods' },
    { goods: 25, bads: 5, shortfall: null },
    { goods: 5, bads: 25, shortfall: null },
  ] as const)('$goods goods and $bads bads: $shortfall', ({ goods, bads, shortfall }) => {
    expect(backTestVerdict({ goods, bads })).toEqual({ judgeable: shortfall === null, shortfall });
  });
});
