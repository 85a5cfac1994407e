import { describe, expect, it } from 'vitest';
import {
  LOAN_DEFAULTS,
  LOAN_LIMITS,
  LOAN_REPAYMENT_DAY_OPTIONS,
  OVERDUE_AFTER_DAYS,
  addDays,
  allocateArrears,
  buildSchedule,
  calculateLoan,
  daysBetween,
  disbursedLoanStatus,
  fromPaise,
  instalmentDates,
  isCollectionDay,
  toPaise,
  type CollectionDays,
  type InstalmentStatus,
  type LoanFigures,
} from './loan-math.ts';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/** The figures written out by hand: [total interest, upfront, total repayable, daily, count, last]. */
type Expected = [number, number, number, number, number, number];

function expectFigures(figures: LoanFigures, principalPaise: number, expected: Expected): void {
  const [totalInterest, upfront, totalRepayable, daily, count, last] = expected;
  expect(figures).toEqual({
    totalInterest,
    upfrontInterestAmount: upfront,
    disbursedAmount: principalPaise - upfront,
    instalmentInterest: Math.max(0, totalInterest - upfront),
    totalRepayable,
    dailyRepaymentAmount: daily,
    instalmentCount: count,
    lastInstalmentAmount: last,
    upfrontExceedsInterest: upfront > totalInterest,
  });
}

describe('toPaise and fromPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.07, 7],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [19.99, 1999],
    [1234.56, 123456],
    [500_000, 50_000_000],
    [-12.34, -1234],
  ])('%s rupees are %s paise, and back', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
    expect(fromPaise(paise)).toBe(rupees);
  });

  it('never answers -0', () => {
    expect(Object.is(toPaise(-0), 0)).toBe(true);
    expect(Object.is(fromPaise(-0), 0)).toBe(true);
  });

  it.each([0.001, 1.005, 0.125, NaN, Infinity, -Infinity, 1e300])('refuses %s rupees', (rupees) => {
    expect(() => toPaise(rupees)).toThrow(RangeError);
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('refuses %s paise', (paise) => {
    expect(() => fromPaise(paise)).toThrow(RangeError);
  });

  it('round-trips every amount from 0 to 2,000.00 rupees', () => {
    const broken: number[] = [];
    for (let paise = 0; paise <= 200_000; paise++) {
      if (toPaise(fromPaise(paise)) !== paise) broken.push(paise);
    }
    expect(broken).toEqual([]);
  });
});

describe('LOAN_LIMITS and LOAN_DEFAULTS', () => {
  it('keep the defaults within the limits and among the options', () => {
    const { dailyInterestRate, upfrontInterest } = LOAN_LIMITS;
    expect(LOAN_DEFAULTS.dailyInterestRate).toBeGreaterThanOrEqual(dailyInterestRate.min);
    expect(LOAN_DEFAULTS.dailyInterestRate).toBeLessThanOrEqual(dailyInterestRate.max);
    expect(LOAN_DEFAULTS.upfrontInterest).toBeGreaterThanOrEqual(upfrontInterest.min);
    expect(LOAN_DEFAULTS.upfrontInterest).toBeLessThanOrEqual(upfrontInterest.max);
    expect(LOAN_REPAYMENT_DAY_OPTIONS).toContain(LOAN_DEFAULTS.maxRepaymentDays);
  });
});

describe('calculateLoan', () => {
  it("gives the spec's defaults: 10,000 lent, 8,000 disbursed, 100 instalments of 100", () => {
    expect(
      calculateLoan({
        principalPaise: 1_000_000,
        dailyInterestRate: LOAN_DEFAULTS.dailyInterestRate,
        upfrontInterest: LOAN_DEFAULTS.upfrontInterest,
        maxRepaymentDays: LOAN_DEFAULTS.maxRepaymentDays,
      }),
    ).toEqual({
      totalInterest: 200_000,
      upfrontInterestAmount: 200_000,
      disbursedAmount: 800_000,
      instalmentInterest: 0,
      totalRepayable: 1_000_000,
      dailyRepaymentAmount: 10_000,
      instalmentCount: 100,
      lastInstalmentAmount: 10_000,
      upfrontExceedsInterest: false,
    });
  });

  // 10,000 rupees lent over every period, at a few rates and upfront shares.
  it.each<[number, number, number, Expected]>([
    [30, 0.2, 20, [60_000, 200_000, 1_000_000, 33_334, 30, 33_314]],
    [60, 0.2, 20, [120_000, 200_000, 1_000_000, 16_667, 60, 16_647]],
    [100, 0.2, 20, [200_000, 200_000, 1_000_000, 10_000, 100, 10_000]],
    [180, 0.2, 20, [360_000, 200_000, 1_160_000, 6_445, 180, 6_345]],
    [365, 0.2, 20, [730_000, 200_000, 1_530_000, 4_192, 365, 4_112]],
    [30, 2, 10, [600_000, 100_000, 1_500_000, 50_000, 30, 50_000]],
    [60, 0.57, 12.5, [342_000, 125_000, 1_217_000, 20_284, 60, 20_244]],
    [100, 0.1, 30, [100_000, 300_000, 1_000_000, 10_000, 100, 10_000]],
    [180, 1.13, 29.9, [2_034_000, 299_000, 2_735_000, 15_195, 180, 15_095]],
    [365, 2, 30, [7_300_000, 300_000, 8_000_000, 21_918, 365, 21_848]],
    [365, 0.29, 20.3, [1_058_500, 203_000, 1_855_500, 5_084, 365, 4_924]],
  ])(
    '10,000 over %s days at %s percent a day, %s percent upfront',
    (days, rate, upfront, expected) => {
      const figures = calculateLoan({
        principalPaise: 1_000_000,
        dailyInterestRate: rate,
        upfrontInterest: upfront,
        maxRepaymentDays: days,
      });
      expectFigures(figures, 1_000_000, expected);
    },
  );

  it.each<[string, number, number, number, number, Expected]>([
    ['the minimum principal', 100_000, 0.2, 20, 100, [20_000, 20_000, 100_000, 1_000, 100, 1_000]],
    [
      'the maximum principal at the highest rate',
      50_000_000,
      2,
      10,
      365,
      [365_000_000, 5_000_000, 410_000_000, 1_123_288, 365, 1_123_168],
    ],
    // 100050 × 0.10 % × 30 = 3001.5 paise.
    [
      'interest exactly half a paisa up',
      100_050,
      0.1,
      10,
      30,
      [3_002, 10_005, 100_050, 3_335, 30, 3_335],
    ],
    // 100049 × 0.10 % × 30 = 3001.47 paise.
    [
      'interest below half a paisa down',
      100_049,
      0.1,
      10,
      30,
      [3_001, 10_005, 100_049, 3_335, 30, 3_334],
    ],
    // 100005 × 10 % = 10000.5 paise.
    [
      'upfront exactly half a paisa up',
      100_005,
      0.1,
      10,
      30,
      [3_000, 10_001, 100_005, 3_334, 30, 3_319],
    ],
    // 100100 × 10.5 % = 10510.5 paise.
    [
      'upfront at 1 decimal, half up',
      100_100,
      0.1,
      10.5,
      30,
      [3_003, 10_511, 100_100, 3_337, 30, 3_327],
    ],
    // 100004 × 10 % = 10000.4 paise.
    [
      'upfront below half a paisa down',
      100_004,
      0.1,
      10,
      30,
      [3_000, 10_000, 100_004, 3_334, 30, 3_318],
    ],
    // 1000001 ÷ 100 = 10000.01: the daily amount rounds up, the last takes the remainder.
    [
      'the daily amount rounded up',
      1_000_001,
      0.1,
      10,
      100,
      [100_000, 100_000, 1_000_001, 10_001, 100, 9_902],
    ],
    // 1263.00 over 365: daily 3.47 would leave 363 × 3.47 + 3.39, so 364 instalments.
    [
      'fewer instalments within the limits',
      100_000,
      0.1,
      10.2,
      365,
      [36_500, 10_200, 126_300, 347, 364, 339],
    ],
    // 1001.00 over 365: daily 2.75, and 364 × 2.75 = 1001.00 already.
    [
      'fewer instalments, the last a full one',
      100_100,
      0.1,
      40,
      365,
      [36_537, 40_040, 100_100, 275, 364, 275],
    ],
  ])('rounds %s', (_label, principalPaise, rate, upfront, days, expected) => {
    const figures = calculateLoan({
      principalPaise,
      dailyInterestRate: rate,
      upfrontInterest: upfront,
      maxRepaymentDays: days,
    });
    expectFigures(figures, principalPaise, expected);
  });

  it('flags an upfront share larger than the interest the rate implies', () => {
    const terms = { principalPaise: 1_000_000, dailyInterestRate: 0.1, maxRepaymentDays: 100 };
    expect(calculateLoan({ ...terms, upfrontInterest: 10 }).upfrontExceedsInterest).toBe(false);
    expect(calculateLoan({ ...terms, upfrontInterest: 10.1 }).upfrontExceedsInterest).toBe(true);
  });

  it.each([
    ['a principal of 0', { principalPaise: 0 }],
    ['a fractional principal', { principalPaise: 1.5 }],
    ['a rate with 3 decimals', { dailyInterestRate: 0.123 }],
    ['an upfront share with 2 decimals', { upfrontInterest: 20.05 }],
    ['a negative rate', { dailyInterestRate: -0.1 }],
    ['0 days', { maxRepaymentDays: 0 }],
    ['NaN days', { maxRepaymentDays: NaN }],
  ])('refuses %s', (_label, override) => {
    const terms = {
      principalPaise: 1_000_000,
      dailyInterestRate: 0.2,
      upfrontInterest: 20,
      maxRepaymentDays: 100,
      ...override,
    };
    expect(() => calculateLoan(terms)).toThrow(RangeError);
  });

  it('adds up for every principal × period × rate {0.1, 0.2, 2} × upfront {10, 20, 30}', () => {
    const dates = Array.from({ length: 365 }, (_, index) => addDays('2026-01-01', index));
    const broken: string[] = [];
    const { min, max, step } = LOAN_LIMITS.principal;
    let checked = 0;
    for (let rupees = min; rupees <= max; rupees += step) {
      const principalPaise = toPaise(rupees);
      for (const days of LOAN_REPAYMENT_DAY_OPTIONS) {
        for (const rate of [0.1, 0.2, 2]) {
          for (const upfront of [10, 20, 30]) {
            const figures = calculateLoan({
              principalPaise,
              dailyInterestRate: rate,
              upfrontInterest: upfront,
              maxRepaymentDays: days,
            });
            const schedule = buildSchedule(figures, dates.slice(0, figures.instalmentCount));
            let sum = 0;
            for (const instalment of schedule) sum += instalment.amountPaise;
            const { lastInstalmentAmount: last, dailyRepaymentAmount: daily } = figures;
            if (
              sum !== figures.totalRepayable ||
              last < 1 ||
              last > daily ||
              figures.instalmentCount > days ||
              figures.disbursedAmount + figures.upfrontInterestAmount !== principalPaise ||
              !Number.isSafeInteger(figures.totalRepayable)
            ) {
              broken.push(`${rupees} over ${days} days at ${rate} %, ${upfront} % upfront`);
            }
            checked++;
          }
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBe(4_991 * 5 * 3 * 3);
  });
});

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-01-01', 0, '2026-01-01'],
  ])('%s + %s days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-01-01', '2026-12-31', 364],
    ['2026-03-01', '2026-02-01', -28],
    ['2028-02-01', '2028-03-01', 29],
  ])('from %s to %s is %s days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-5', '2026-01-01T00:00:00Z', ''])(
    "refuses '%s'",
    (date) => {
      expect(() => addDays(date, 1)).toThrow(RangeError);
      expect(() => daysBetween(date, '2026-01-01')).toThrow(RangeError);
    },
  );
});

describe('isCollectionDay', () => {
  const holidays = new Set(['2026-01-26']);
  it.each<[string, CollectionDays, boolean]>([
    ['2026-01-05', 'weekdays', true], // Monday
    ['2026-01-02', 'weekdays', true], // Friday
    ['2026-01-03', 'weekdays', false], // Saturday
    ['2026-01-04', 'weekdays', false], // Sunday
    ['2026-01-03', 'every_day', true],
    ['2026-01-04', 'every_day', true],
    ['2026-01-26', 'weekdays', false], // a holiday on a Monday
    ['2026-01-26', 'every_day', false],
  ])('%s with %s: %s', (date, collectionDays, expected) => {
    expect(isCollectionDay(date, collectionDays, holidays)).toBe(expected);
  });
});

describe('instalmentDates', () => {
  it.each<[string, string, number, CollectionDays, string[], string[]]>([
    [
      'across a weekend',
      '2026-01-01',
      3,
      'weekdays',
      [],
      ['2026-01-02', '2026-01-05', '2026-01-06'],
    ],
    ['from a Friday', '2026-01-02', 2, 'weekdays', [], ['2026-01-05', '2026-01-06']],
    ['from a Saturday', '2026-01-03', 1, 'weekdays', [], ['2026-01-05']],
    [
      'skipping a holiday',
      '2026-01-23',
      2,
      'weekdays',
      ['2026-01-26'],
      ['2026-01-27', '2026-01-28'],
    ],
    [
      'across the year end and a holiday',
      '2025-12-30',
      3,
      'weekdays',
      ['2026-01-01'],
      ['2025-12-31', '2026-01-02', '2026-01-05'],
    ],
    [
      'every day across a month end',
      '2026-01-30',
      4,
      'every_day',
      [],
      ['2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03'],
    ],
    ['every day over a leap day', '2028-02-28', 2, 'every_day', [], ['2028-02-29', '2028-03-01']],
    [
      'every day, skipping a holiday',
      '2025-12-30',
      3,
      'every_day',
      ['2026-01-01'],
      ['2025-12-31', '2026-01-02', '2026-01-03'],
    ],
    ['none', '2026-01-01', 0, 'weekdays', [], []],
  ])(
    'lists the dates %s',
    (_label, disbursementDate, count, collectionDays, holidays, expected) => {
      expect(
        instalmentDates({ disbursementDate, count, collectionDays, holidays: new Set(holidays) }),
      ).toEqual(expected);
    },
  );

  it('puts 100 weekday instalments from New Year 2026 on weekdays, the last on 21 May', () => {
    const dates = instalmentDates({
      disbursementDate: '2026-01-01',
      count: 100,
      collectionDays: 'weekdays',
      holidays: NO_HOLIDAYS,
    });
    expect(dates).toHaveLength(100);
    expect(dates.at(-1)).toBe('2026-05-21');
    expect(dates.every((date) => isCollectionDay(date, 'weekdays', NO_HOLIDAYS))).toBe(true);
    expect(dates.every((date, index) => index === 0 || date > dates[index - 1]!)).toBe(true);
  });

  it.each([-1, 1.5])('refuses a count of %s', (count) => {
    expect(() =>
      instalmentDates({
        disbursementDate: '2026-01-01',
        count,
        collectionDays: 'weekdays',
        holidays: NO_HOLIDAYS,
      }),
    ).toThrow(RangeError);
  });
});

describe('buildSchedule', () => {
  it('gives every instalment the daily amount but the last', () => {
    expect(
      buildSchedule({ dailyRepaymentAmount: 400, lastInstalmentAmount: 200, instalmentCount: 3 }, [
        '2026-01-02',
        '2026-01-05',
        '2026-01-06',
      ]),
    ).toEqual([
      { number: 1, date: '2026-01-02', amountPaise: 400 },
      { number: 2, date: '2026-01-05', amountPaise: 400 },
      { number: 3, date: '2026-01-06', amountPaise: 200 },
    ]);
  });

  it('gives a single instalment the last amount', () => {
    expect(
      buildSchedule({ dailyRepaymentAmount: 400, lastInstalmentAmount: 300, instalmentCount: 1 }, [
        '2026-01-02',
      ]),
    ).toEqual([{ number: 1, date: '2026-01-02', amountPaise: 300 }]);
  });

  it('refuses a number of dates other than the number of instalments', () => {
    expect(() =>
      buildSchedule({ dailyRepaymentAmount: 400, lastInstalmentAmount: 200, instalmentCount: 3 }, [
        '2026-01-02',
      ]),
    ).toThrow(RangeError);
  });
});

describe('allocateArrears', () => {
  // Monday 2 March to Friday 6 March 2026: four instalments of 1.00 and a last one of 0.50.
  const schedule = buildSchedule(
    { dailyRepaymentAmount: 100, lastInstalmentAmount: 50, instalmentCount: 5 },
    ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
  );

  it.each<
    [string, number, string, number[], InstalmentStatus[], number, number, number, string | null]
  >([
    // label, paid, today, paid per instalment, statuses, due to date, arrears, days overdue, oldest unpaid
    [
      'nothing paid',
      0,
      '2026-03-05',
      [0, 0, 0, 0, 0],
      ['overdue', 'overdue', 'overdue', 'due_today', 'upcoming'],
      300,
      300,
      3,
      '2026-03-02',
    ],
    [
      'partly paid, one instalment partial',
      150,
      '2026-03-05',
      [100, 50, 0, 0, 0],
      ['paid', 'overdue', 'overdue', 'due_today', 'upcoming'],
      300,
      150,
      2,
      '2026-03-03',
    ],
    [
      "exactly paid to date, today's instalment unpaid",
      300,
      '2026-03-05',
      [100, 100, 100, 0, 0],
      ['paid', 'paid', 'paid', 'due_today', 'upcoming'],
      300,
      0,
      0,
      '2026-03-05',
    ],
    [
      "paid ahead into today's instalment",
      380,
      '2026-03-05',
      [100, 100, 100, 80, 0],
      ['paid', 'paid', 'paid', 'partial', 'upcoming'],
      300,
      0,
      0,
      '2026-03-05',
    ],
    [
      'paid ahead into a later instalment',
      420,
      '2026-03-05',
      [100, 100, 100, 100, 20],
      ['paid', 'paid', 'paid', 'paid', 'partial'],
      300,
      0,
      0,
      '2026-03-06',
    ],
    [
      'all paid',
      450,
      '2026-03-05',
      [100, 100, 100, 100, 50],
      ['paid', 'paid', 'paid', 'paid', 'paid'],
      300,
      0,
      0,
      null,
    ],
    [
      'overpaid',
      600,
      '2026-03-10',
      [100, 100, 100, 100, 50],
      ['paid', 'paid', 'paid', 'paid', 'paid'],
      450,
      0,
      0,
      null,
    ],
    [
      'nothing paid after the last date',
      0,
      '2026-03-10',
      [0, 0, 0, 0, 0],
      ['overdue', 'overdue', 'overdue', 'overdue', 'overdue'],
      450,
      450,
      8,
      '2026-03-02',
    ],
    [
      'a partial last instalment after the last date',
      420,
      '2026-03-10',
      [100, 100, 100, 100, 20],
      ['paid', 'paid', 'paid', 'paid', 'overdue'],
      450,
      30,
      4,
      '2026-03-06',
    ],
    [
      'before the first date',
      0,
      '2026-03-01',
      [0, 0, 0, 0, 0],
      ['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
      0,
      0,
      0,
      '2026-03-02',
    ],
    [
      'a negative net (more reversed than completed) as nothing',
      -100,
      '2026-03-03',
      [0, 0, 0, 0, 0],
      ['overdue', 'due_today', 'upcoming', 'upcoming', 'upcoming'],
      100,
      100,
      1,
      '2026-03-02',
    ],
  ])(
    'allocates %s',
    (_label, paidPaise, today, paid, statuses, dueToDate, arrears, daysOverdue, oldest) => {
      const result = allocateArrears({ schedule, paidPaise, today });
      expect(result.instalments.map((instalment) => instalment.paidPaise)).toEqual(paid);
      expect(result.instalments.map((instalment) => instalment.status)).toEqual(statuses);
      expect(result.dueToDatePaise).toBe(dueToDate);
      expect(result.arrearsPaise).toBe(arrears);
      expect(result.daysOverdue).toBe(daysOverdue);
      expect(result.oldestUnpaidDate).toBe(oldest);
      expect(
        result.instalments.map(({ number, date, amountPaise }) => ({ number, date, amountPaise })),
      ).toEqual(schedule);
    },
  );

  it('answers nothing due for an empty schedule', () => {
    expect(allocateArrears({ schedule: [], paidPaise: 0, today: '2026-03-05' })).toEqual({
      daysOverdue: 0,
      arrearsPaise: 0,
      dueToDatePaise: 0,
      oldestUnpaidDate: null,
      instalments: [],
    });
  });

  it('refuses a fractional payment', () => {
    expect(() => allocateArrears({ schedule, paidPaise: 0.5, today: '2026-03-05' })).toThrow(
      RangeError,
    );
  });
});

describe('disbursedLoanStatus', () => {
  it.each<[string, number, number, string, 'active' | 'overdue' | 'completed']>([
    ['on time', 100, 0, '2026-06-30', 'active'],
    [`${OVERDUE_AFTER_DAYS} days in arrears`, 100, 7, '2026-06-30', 'active'],
    ['8 days in arrears', 100, 8, '2026-06-30', 'overdue'],
    ['on the due date', 100, 0, '2026-06-01', 'active'],
    ['a day past the due date with money remaining', 1, 0, '2026-05-31', 'overdue'],
    ['paid off', 0, 0, '2026-06-30', 'completed'],
    ['paid off, past the due date and in arrears', 0, 30, '2026-05-01', 'completed'],
  ])('is %s', (_label, remainingPaise, daysOverdue, dueDate, expected) => {
    expect(disbursedLoanStatus({ remainingPaise, daysOverdue, dueDate, today: '2026-06-01' })).toBe(
      expected,
    );
  });
});
