import { describe, expect, it } from 'vitest';
import {
  COLLECTION_PAYMENT_METHODS,
  COLLECTION_RISK_PRIORITIES,
  PROMISE_STATUSES,
  type CollectionPaymentStatus,
  type CollectionRiskPriority,
  type PromiseStatus,
} from '../schemas/collections.ts';
import { CUSTOMER_RISK_LEVELS, type CustomerRiskLevel } from '../schemas/customers.ts';
import { LOAN_STATUSES } from './loan-tabs.ts';
import { PAYMENT_METHODS } from '../schemas/payments.ts';
import { calendarDayIn } from './calendar-day.ts';
import {
  COLLECTION_PRIORITY_RULE,
  calculatedDue,
  cashVariance,
  collectableOnEntry,
  collectionCutoff,
  collectionDue,
  collectionPaymentStatus,
  collectionRiskPriority,
  distanceMetres,
  isEntryMissed,
  isLoanInCollection,
  isWithinPromiseWindow,
  isVisitFar,
  nextCollectionDay,
  promiseStatus,
} from './collections.ts';
import { OVERDUE_AFTER_DAYS, type CollectionDays } from './loan-math.ts';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();
const NOT_WHOLE = [-1, 1.5, NaN, Infinity, 2 ** 53];

describe('collectionRiskPriority', () => {
  it.each<[number, CustomerRiskLevel, CollectionRiskPriority]>([
    [0, 'low', 'low'],
    [0, 'medium', 'low'],
    [0, 'high', 'medium'],
    [1, 'low', 'medium'],
    [1, 'medium', 'medium'],
    [1, 'high', 'high'],
    [7, 'low', 'medium'],
    [7, 'medium', 'medium'],
    [7, 'high', 'high'],
    [8, 'low', 'high'],
    [8, 'medium', 'high'],
    [8, 'high', 'high'],
    [365, 'low', 'high'],
  ])('%s days overdue with a %s-risk customer is %s priority', (daysOverdue, level, priority) => {
    expect(collectionRiskPriority({ daysOverdue, customerRiskLevel: level })).toBe(priority);
  });

  it('turns high with the loan itself: more than OVERDUE_AFTER_DAYS days', () => {
    expect(COLLECTION_PRIORITY_RULE).toEqual({
      highAfterDays: OVERDUE_AFTER_DAYS,
      riskLevelRaisingPriority: 'high',
    });
  });

  it('agrees with the rule as SQL reads it, for every risk level and 0–30 days', () => {
    const { highAfterDays, riskLevelRaisingPriority } = COLLECTION_PRIORITY_RULE;
    for (const customerRiskLevel of CUSTOMER_RISK_LEVELS) {
      for (let daysOverdue = 0; daysOverdue <= 30; daysOverdue++) {
        const raises = customerRiskLevel === riskLevelRaisingPriority;
        const sqlCase =
          daysOverdue > highAfterDays || (raises && daysOverdue >= 1)
            ? 'high'
            : daysOverdue >= 1 || raises
              ? 'medium'
              : 'low';
        expect(collectionRiskPriority({ daysOverdue, customerRiskLevel })).toBe(sqlCase);
        expect(COLLECTION_RISK_PRIORITIES).toContain(sqlCase);
      }
    }
  });

  it.each(NOT_WHOLE)('refuses %s days overdue', (daysOverdue) => {
    expect(() => collectionRiskPriority({ daysOverdue, customerRiskLevel: 'low' })).toThrow(
      RangeError,
    );
  });
});

describe('collectionDue', () => {
  it.each([
    // [days overdue, daily, remaining, total expected]
    [0, 10_000, 1_000_000, 10_000],
    [1, 10_000, 1_000_000, 20_000],
    [7, 10_000, 1_000_000, 80_000],
    [8, 10_000, 1_000_000, 90_000],
    [0, 10_000, 10_000, 10_000],
    [0, 10_000, 9_999, 9_999],
    [3, 10_000, 40_000, 40_000],
    [3, 10_000, 39_999, 39_999],
    [3, 10_000, 40_001, 40_000],
    [0, 12_001, 5, 5],
    [5, 0, 1_000, 0],
    [5, 10_000, 0, 0],
    [99, 1_111, 1_000_000, 111_100],
  ])(
    '%s days overdue at %s paise a day, %s remaining: expects %s',
    (daysOverdue, dailyAmountPaise, remainingPaise, totalExpectedPaise) => {
      expect(collectionDue({ daysOverdue, dailyAmountPaise, remainingPaise })).toEqual({
        totalExpectedPaise,
      });
    },
  );

  it('caps at the remaining amount even when the multiple exceeds exact integers', () => {
    const due = collectionDue({
      daysOverdue: 2 ** 40,
      dailyAmountPaise: 2 ** 20,
      remainingPaise: 7,
    });
    expect(due.totalExpectedPaise).toBe(7);
  });

  it.each(NOT_WHOLE)('refuses %s as any of its inputs', (bad) => {
    const valid = { daysOverdue: 1, dailyAmountPaise: 100, remainingPaise: 1_000 };
    expect(() => collectionDue({ ...valid, daysOverdue: bad })).toThrow(RangeError);
    expect(() => collectionDue({ ...valid, dailyAmountPaise: bad })).toThrow(RangeError);
    expect(() => collectionDue({ ...valid, remainingPaise: bad })).toThrow(RangeError);
  });
});

describe('calculatedDue', () => {
  it.each([
    [20_000, 0, 20_000],
    [20_000, 1, 19_999],
    [20_000, 19_999, 1],
    [20_000, 20_000, 0],
    [20_000, 25_000, 0],
    [0, 0, 0],
    [0, 500, 0],
  ])('expected %s, collected %s: %s still due', (expected, collected, due) => {
    expect(calculatedDue(expected, collected)).toBe(due);
  });

  it.each(NOT_WHOLE)('refuses %s paise', (bad) => {
    expect(() => calculatedDue(bad, 0)).toThrow(RangeError);
    expect(() => calculatedDue(100, bad)).toThrow(RangeError);
  });
});

describe('collectionPaymentStatus', () => {
  it.each<[number, number, number, boolean, CollectionPaymentStatus]>([
    // [due, collected, days overdue, missed, status]
    [10_000, 0, 0, false, 'pending'],
    [10_000, 1, 0, false, 'partial'],
    [10_000, 9_999, 0, false, 'partial'],
    [10_000, 10_000, 0, false, 'completed'],
    [10_000, 12_000, 0, false, 'completed'],
    [0, 0, 0, false, 'completed'],
    [0, 0, 5, true, 'completed'],
    [10_000, 10_000, 5, true, 'completed'],
    [10_000, 0, 1, false, 'overdue'],
    [10_000, 5_000, 1, false, 'overdue'],
    [10_000, 0, 0, true, 'overdue'],
    [10_000, 9_999, 0, true, 'overdue'],
    [10_000, 0, 8, true, 'overdue'],
  ])(
    'due %s, collected %s, %s days overdue, missed %s: %s',
    (due, collected, days, missed, status) => {
      expect(
        collectionPaymentStatus({
          duePaise: due,
          collectedPaise: collected,
          daysOverdue: days,
          missed,
        }),
      ).toBe(status);
    },
  );

  it.each(NOT_WHOLE)('refuses %s as an amount or days overdue', (bad) => {
    const valid = { duePaise: 100, collectedPaise: 0, daysOverdue: 0, missed: false };
    expect(() => collectionPaymentStatus({ ...valid, duePaise: bad })).toThrow(RangeError);
    expect(() => collectionPaymentStatus({ ...valid, collectedPaise: bad })).toThrow(RangeError);
    expect(() => collectionPaymentStatus({ ...valid, daysOverdue: bad })).toThrow(RangeError);
  });
});

describe('nextCollectionDay', () => {
  it.each<[string, CollectionDays, string[], string]>([
    ['2026-11-24', 'weekdays', [], '2026-11-25'],
    ['2026-11-27', 'weekdays', [], '2026-11-30'],
    ['2026-11-28', 'weekdays', [], '2026-11-30'],
    ['2026-11-29', 'weekdays', [], '2026-11-30'],
    ['2026-11-27', 'every_day', [], '2026-11-28'],
    ['2026-11-28', 'every_day', [], '2026-11-29'],
    ['2026-11-24', 'weekdays', ['2026-11-24'], '2026-11-25'],
    ['2026-11-26', 'weekdays', ['2026-11-27'], '2026-11-30'],
    ['2026-11-27', 'weekdays', ['2026-11-30'], '2026-12-01'],
    ['2026-11-27', 'weekdays', ['2026-11-30', '2026-12-01'], '2026-12-02'],
    ['2026-11-27', 'every_day', ['2026-11-28', '2026-11-29'], '2026-11-30'],
    ['2026-12-31', 'every_day', ['2027-01-01'], '2027-01-02'],
    ['2026-12-31', 'weekdays', ['2027-01-01'], '2027-01-04'],
    ['2028-02-28', 'every_day', [], '2028-02-29'],
  ])('after %s (%s, holidays %j) comes %s', (date, collectionDays, holidays, next) => {
    expect(nextCollectionDay(date, collectionDays, new Set(holidays))).toBe(next);
  });

  it.each(['2026-02-30', '26-11-24', ''])('refuses the date %j', (date) => {
    expect(() => nextCollectionDay(date, 'weekdays', NO_HOLIDAYS)).toThrow(RangeError);
  });
});

describe('collectionCutoff', () => {
  it.each<[string, string, CollectionDays, string[], string]>([
    // Asia/Kolkata, UTC+05:30 all year: 17:00 is 11:30Z.
    ['Asia/Kolkata', '2026-11-24', 'weekdays', [], '2026-11-25T11:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-27', 'weekdays', [], '2026-11-30T11:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-27', 'every_day', [], '2026-11-28T11:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-27', 'weekdays', ['2026-11-30'], '2026-12-01T11:30:00.000Z'],
    ['Asia/Kolkata', '2026-12-31', 'weekdays', ['2027-01-01'], '2027-01-04T11:30:00.000Z'],
    // New York springs forward on Sunday 2026-03-08 and falls back on Sunday 2026-11-01.
    ['America/New_York', '2026-03-06', 'every_day', [], '2026-03-07T22:00:00.000Z'],
    ['America/New_York', '2026-03-07', 'every_day', [], '2026-03-08T21:00:00.000Z'],
    ['America/New_York', '2026-03-06', 'weekdays', [], '2026-03-09T21:00:00.000Z'],
    ['America/New_York', '2026-10-30', 'every_day', [], '2026-10-31T21:00:00.000Z'],
    ['America/New_York', '2026-10-31', 'every_day', [], '2026-11-01T22:00:00.000Z'],
    ['America/New_York', '2026-10-30', 'weekdays', [], '2026-11-02T22:00:00.000Z'],
    // Chatham: UTC+13:45 in summer, +12:45 from 2026-04-05, +13:45 again from 2026-09-27.
    ['Pacific/Chatham', '2026-04-03', 'every_day', [], '2026-04-04T03:15:00.000Z'],
    ['Pacific/Chatham', '2026-04-04', 'every_day', [], '2026-04-05T04:15:00.000Z'],
    ['Pacific/Chatham', '2026-04-03', 'weekdays', [], '2026-04-06T04:15:00.000Z'],
    ['Pacific/Chatham', '2026-09-26', 'every_day', [], '2026-09-27T03:15:00.000Z'],
    // Lord Howe moves its clocks by half an hour (UTC+11 → +10:30 on 2026-04-05).
    ['Australia/Lord_Howe', '2026-04-03', 'every_day', [], '2026-04-04T06:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-04', 'every_day', [], '2026-04-05T06:30:00.000Z'],
    ['Asia/Kathmandu', '2026-11-24', 'weekdays', [], '2026-11-25T11:15:00.000Z'],
    ['America/St_Johns', '2026-11-24', 'weekdays', [], '2026-11-25T20:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-11-24', 'weekdays', [], '2026-11-25T03:00:00.000Z'],
    ['UTC', '2026-11-24', 'weekdays', [], '2026-11-25T17:00:00.000Z'],
  ])(
    'in %s, the entry of %s (%s, holidays %j) is due until %s',
    (timezone, date, days, holidays, at) => {
      const cutoff = collectionCutoff({
        collectionDate: date,
        timezone,
        collectionDays: days,
        holidays: new Set(holidays),
      });
      expect(cutoff.toISOString()).toBe(at);
    },
  );

  it('is 17:00 on the wall clock of the next day, every day of 2026, in four zones', () => {
    const zones = ['America/New_York', 'Pacific/Chatham', 'Australia/Lord_Howe', 'Europe/London'];
    for (const timezone of zones) {
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        const collectionDate = new Date(day).toISOString().slice(0, 10);
        const cutoff = collectionCutoff({
          collectionDate,
          timezone,
          collectionDays: 'every_day',
          holidays: NO_HOLIDAYS,
        });
        const wallClock = new Intl.DateTimeFormat('en-GB', {
          timeZone: timezone,
          hourCycle: 'h23',
          hour: '2-digit',
          minute: '2-digit',
        }).format(cutoff);
        expect([timezone, calendarDayIn(timezone, cutoff), wallClock]).toEqual([
          timezone,
          new Date(day + 86_400_000).toISOString().slice(0, 10),
          '17:00',
        ]);
      }
    }
  });

  it('refuses an unknown timezone', () => {
    expect(() =>
      collectionCutoff({
        collectionDate: '2026-11-24',
        timezone: 'Mars/Olympus_Mons',
        collectionDays: 'weekdays',
        holidays: NO_HOLIDAYS,
      }),
    ).toThrow(RangeError);
  });
});

describe('isEntryMissed', () => {
  const friday = {
    collectionDate: '2026-11-27',
    timezone: 'Asia/Kolkata',
    collectionDays: 'weekdays' as const,
    holidays: NO_HOLIDAYS,
  };

  it.each([
    ['2026-11-27T23:59:59.999Z', false],
    ['2026-11-28T11:30:00.000Z', false],
    ['2026-11-30T11:29:59.999Z', false],
    ['2026-11-30T11:30:00.000Z', true],
    ['2026-11-30T11:30:00.001Z', true],
    ['2026-12-07T00:00:00.000Z', true],
  ])('a Friday entry in Kolkata, at %s: missed %s (cut-off Monday 17:00 IST)', (now, missed) => {
    expect(isEntryMissed({ ...friday, now: new Date(now) })).toBe(missed);
  });

  it.each([
    ['2026-03-09T20:59:59.999Z', false],
    ['2026-03-09T21:00:00.000Z', true],
  ])('a Friday entry in New York across the spring change, at %s: missed %s', (now, missed) => {
    const entry = { ...friday, collectionDate: '2026-03-06', timezone: 'America/New_York' };
    expect(isEntryMissed({ ...entry, now: new Date(now) })).toBe(missed);
  });

  it('waits past a holiday on the next collection day', () => {
    const entry = { ...friday, holidays: new Set(['2026-11-30']) };
    expect(isEntryMissed({ ...entry, now: new Date('2026-11-30T11:30:00.000Z') })).toBe(false);
    expect(isEntryMissed({ ...entry, now: new Date('2026-12-01T11:30:00.000Z') })).toBe(true);
  });
});

describe('promiseStatus', () => {
  const promise = { amountPaise: 100_000, promisedDate: '2026-11-27' };

  it.each<[string, number, PromiseStatus]>([
    ['2026-11-25', 0, 'open'],
    ['2026-11-25', 50_000, 'open'],
    ['2026-11-25', 100_000, 'kept'],
    ['2026-11-25', 150_000, 'kept'],
    ['2026-11-27', 0, 'open'],
    ['2026-11-27', 99_999, 'open'],
    ['2026-11-27', 100_000, 'kept'],
    ['2026-11-28', 0, 'broken'],
    ['2026-11-28', 1, 'partially_kept'],
    ['2026-11-28', 99_999, 'partially_kept'],
    ['2026-11-28', 100_000, 'kept'],
    ['2027-03-01', 0, 'broken'],
    ['2027-03-01', 100_001, 'kept'],
  ])(
    'promised 1,000.00 by 2026-11-27: on %s with %s paise paid, %s',
    (today, paidPaise, status) => {
      expect(promiseStatus({ ...promise, paidPaise, today })).toBe(status);
      expect(PROMISE_STATUSES).toContain(status);
    },
  );

  it.each([0, ...NOT_WHOLE])('refuses a promise of %s paise', (amountPaise) => {
    expect(() =>
      promiseStatus({ ...promise, amountPaise, paidPaise: 0, today: '2026-11-25' }),
    ).toThrow(RangeError);
  });

  it.each(NOT_WHOLE)('refuses %s paise paid', (paidPaise) => {
    expect(() => promiseStatus({ ...promise, paidPaise, today: '2026-11-25' })).toThrow(RangeError);
  });

  it('refuses an invalid date even when the promise is already kept', () => {
    expect(() =>
      promiseStatus({
        ...promise,
        promisedDate: '2026-02-30',
        paidPaise: 100_000,
        today: '2026-11-25',
      }),
    ).toThrow(RangeError);
  });
});

describe('isLoanInCollection', () => {
  it.each(LOAN_STATUSES)('tells whether a %s loan is being collected', (status) => {
    expect(isLoanInCollection(status)).toBe(status === 'active' || status === 'overdue');
  });
});

describe('isWithinPromiseWindow', () => {
  it.each<[string, boolean]>([
    ['2026-11-26', false],
    ['2026-11-27', true],
    ['2026-11-28', true],
    ['2026-12-27', true],
    ['2026-12-28', false],
  ])('from 2026-11-27, a promise for %s is allowed: %s', (promisedDate, allowed) => {
    expect(isWithinPromiseWindow(promisedDate, '2026-11-27')).toBe(allowed);
  });

  it('counts the 30 days across a month and a year end', () => {
    expect(isWithinPromiseWindow('2027-01-30', '2026-12-31')).toBe(true);
    expect(isWithinPromiseWindow('2027-01-31', '2026-12-31')).toBe(false);
  });
});

describe('distanceMetres', () => {
  const gatewayOfIndia = { latitude: 18.921984, longitude: 72.834654 };

  it.each([
    // Exact on the sphere of radius 6,371,008.8 m: R·π/180 metres a degree along a great circle.
    ['0.01° of latitude in Mumbai', [19, 72.8], [19.01, 72.8], 1_111.950_802],
    ['1° of longitude on the equator', [0, 10], [0, 11], 111_195.080_234],
    ['pole to pole', [90, 0], [-90, 0], 20_015_114.442_036],
    ['antipodes on the equator', [0, 0], [0, 180], 20_015_114.442_036],
    ['the same point', [19.076, 72.8777], [19.076, 72.8777], 0],
  ])('%s: %s m', (_, [latA, lonA], [latB, lonB], metres) => {
    const a = { latitude: latA!, longitude: lonA! };
    const b = { latitude: latB!, longitude: lonB! };
    expect(distanceMetres(a, b)).toBeCloseTo(metres, 3);
    expect(distanceMetres(b, a)).toBeCloseTo(metres, 3);
  });

  // Geodesic distances on the WGS 84 ellipsoid (Vincenty); the sphere stays within 0.5 %.
  it.each([
    ['the Taj Mahal Palace', { latitude: 18.9217, longitude: 72.833 }, 177.0],
    [
      'Chhatrapati Shivaji Maharaj Terminus',
      { latitude: 18.940133, longitude: 72.835243 },
      2_009.9,
    ],
    ['Mumbai airport terminal 2', { latitude: 19.0989, longitude: 72.8747 }, 20_032.0],
    ['Pune station', { latitude: 18.5286, longitude: 73.8743 }, 117_974.1],
  ])('from the Gateway of India to %s is about %s m', (_, point, geodesic) => {
    const metres = distanceMetres(gatewayOfIndia, point);
    expect(Math.abs(metres - geodesic) / geodesic).toBeLessThan(0.005);
  });

  it.each([
    [91, 0],
    [-90.5, 0],
    [0, 180.1],
    [NaN, 0],
    [0, Infinity],
  ])('refuses latitude %s, longitude %s', (latitude, longitude) => {
    expect(() => distanceMetres(gatewayOfIndia, { latitude, longitude })).toThrow(RangeError);
    expect(() => distanceMetres({ latitude, longitude }, gatewayOfIndia)).toThrow(RangeError);
  });
});

describe('isVisitFar', () => {
  it.each<[number, number | null | undefined, boolean]>([
    [0, undefined, false],
    [499.9, undefined, false],
    [500, undefined, false],
    [500.01, undefined, true],
    [500.01, null, true],
    [500.01, 0, true],
    [530, 30, false],
    [530.5, 30, true],
    [2_000, 1_500, false],
    [2_000.1, 1_500, true],
  ])('%s m away with a fix accurate to %s m: far %s', (distance, accuracy, far) => {
    expect(isVisitFar({ distanceMetres: distance, accuracyMetres: accuracy })).toBe(far);
  });

  it.each([-1, NaN, Infinity])('refuses %s as a distance or an accuracy', (bad) => {
    expect(() => isVisitFar({ distanceMetres: bad })).toThrow(RangeError);
    expect(() => isVisitFar({ distanceMetres: 10, accuracyMetres: bad })).toThrow(RangeError);
  });
});

describe('cashVariance', () => {
  it.each([
    [100_000, 100_000, 0],
    [100_000, 99_900, -100],
    [100_000, 0, -100_000],
    [100_000, 100_050, 50],
    [0, 0, 0],
    [0, 2_500, 2_500],
  ])('collected %s, handed over %s: variance %s', (collectedPaise, handedOverPaise, variance) => {
    expect(cashVariance({ collectedPaise, handedOverPaise })).toBe(variance);
  });

  it('never answers -0', () => {
    expect(Object.is(cashVariance({ collectedPaise: 0, handedOverPaise: -0 }), 0)).toBe(true);
  });

  it.each(NOT_WHOLE)('refuses %s paise', (bad) => {
    expect(() => cashVariance({ collectedPaise: bad, handedOverPaise: 0 })).toThrow(RangeError);
    expect(() => cashVariance({ collectedPaise: 0, handedOverPaise: bad })).toThrow(RangeError);
  });
});

describe('COLLECTION_PAYMENT_METHODS', () => {
  it("is Record Payment's methods and card, each a payment method", () => {
    expect(COLLECTION_PAYMENT_METHODS).toEqual(['cash', 'upi', 'bank_transfer', 'cheque', 'card']);
    for (const method of COLLECTION_PAYMENT_METHODS) expect(PAYMENT_METHODS).toContain(method);
  });
});

describe('collectableOnEntry', () => {
  it.each([
    [640_000, 0, 640_000],
    [640_000, 15_050, 624_950],
    [640_000, 640_000, 0],
    [10_000, 12_000, 0],
  ])('outstanding %s, collected %s: %s may still be collected', (outstanding, collected, left) => {
    expect(collectableOnEntry({ outstandingPaise: outstanding, collectedPaise: collected })).toBe(
      left,
    );
  });

  it.each(NOT_WHOLE)('refuses %s paise', (bad) => {
    expect(() => collectableOnEntry({ outstandingPaise: bad, collectedPaise: 0 })).toThrow(
      RangeError,
    );
    expect(() => collectableOnEntry({ outstandingPaise: 0, collectedPaise: bad })).toThrow(
      RangeError,
    );
  });
});
