/**
 * Loan math (DESIGN.md "Domain rules the spec leaves open"): the figures of a loan, its
 * instalment dates, the allocation of payments to instalments and the status rule. Pure: no
 * clock reads (today is passed in), dates are ISO 'YYYY-MM-DD' strings handled in UTC, money is
 * integer paise and every percentage is turned into an integer before it multiplies money, so
 * no float rounding ever reaches an amount.
 */

/** The repayment periods a loan may choose (spec part 2, loan form). */
export const LOAN_REPAYMENT_DAY_OPTIONS = [30, 60, 100, 180, 365] as const;
export type RepaymentDays = (typeof LOAN_REPAYMENT_DAY_OPTIONS)[number];

/** The loan form's bounds: principal in rupees, upfront interest in percent, rate in percent a day. */
export const LOAN_LIMITS = {
  principal: { min: 1_000, max: 500_000, step: 100 },
  upfrontInterest: { min: 10, max: 30, step: 0.1 },
  dailyInterestRate: { min: 0.1, max: 2, step: 0.01 },
} as const;

/** The spec's defaults: with them all interest is taken upfront and the instalments repay the principal. */
export const LOAN_DEFAULTS = {
  dailyInterestRate: 0.2,
  upfrontInterest: 20,
  maxRepaymentDays: 100,
} as const;

/** When an organization collects: Monday to Friday, or every day of the week. */
export type CollectionDays = 'weekdays' | 'every_day';

/** Money crosses the API as rupees with at most 2 decimals; a float a hair off the paisa is the same paisa. */
const PAISA_TOLERANCE = 1e-6;

/**
 * Rupees (a JSON number, at most 2 decimals) → integer paise. Refuses (RangeError) NaN, the
 * infinities, a third decimal (0.001, 1.005) and amounts beyond exact integers, rather than
 * rounding money silently.
 */
export function toPaise(amount: number): number {
  return scaledInteger(amount, 100, 'an amount in rupees with at most 2 decimals');
}

/** Integer paise → rupees, for display and JSON; refuses (RangeError) anything but an integer. */
export function fromPaise(paise: number): number {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`Not an integer amount of paise: ${paise}`);
  return paise / 100 + 0;
}

/** value × scale as an exact integer, or a RangeError naming what was expected. */
function scaledInteger(value: number, scale: number, expected: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`Expected ${expected}, got ${value}`);
  const scaled = Math.round(value * scale);
  if (Math.abs(value * scale - scaled) >= PAISA_TOLERANCE || !Number.isSafeInteger(scaled)) {
    throw new RangeError(`Expected ${expected}, got ${value}`);
  }
  return scaled + 0; // never -0
}

/** numerator ÷ denominator rounded half up, both non-negative integers (exact: % on integers is exact). */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** numerator ÷ denominator rounded up, both non-negative integers. */
function divideRoundingUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder > 0 ? quotient + 1 : quotient;
}

export interface LoanTerms {
  /** Integer paise. */
  principalPaise: number;
  /** Percent per day, at most 2 decimals, e.g. 0.2. */
  dailyInterestRate: number;
  /** Percent of the principal, at most 1 decimal, e.g. 20. */
  upfrontInterest: number;
  /** One of LOAN_REPAYMENT_DAY_OPTIONS: the most instalments the loan has. */
  maxRepaymentDays: number;
}

/** A loan's figures, all integer paise. */
export interface LoanFigures {
  /** principal × rate% × days, rounded half up to the paisa. */
  totalInterest: number;
  /** principal × upfront%, rounded half up. */
  upfrontInterestAmount: number;
  /** principal − upfront. */
  disbursedAmount: number;
  /** max(0, totalInterest − upfront): what the instalments collect beyond the principal. */
  instalmentInterest: number;
  /** principal + instalmentInterest. */
  totalRepayable: number;
  /** ceil(totalRepayable ÷ maxRepaymentDays). */
  dailyRepaymentAmount: number;
  /** ceil(totalRepayable ÷ dailyRepaymentAmount): maxRepaymentDays, rarely fewer. */
  instalmentCount: number;
  /** totalRepayable − daily × (instalmentCount − 1): between 1 paisa and the daily amount. */
  lastInstalmentAmount: number;
  /** The upfront amount is more than the interest the rate implies (the summary warns). */
  upfrontExceedsInterest: boolean;
}

/**
 * The figures of a loan (DESIGN.md "Loan math"). Percentages become integers first (rate × 100,
 * upfront × 10; RangeError on more decimals), so every amount is an exact integer division of
 * values far below 2^53, rounded half up.
 *
 * Instalments: the daily amount is rounded UP to the paisa and the last instalment takes the
 * remainder, so the last is never more than the others. The number of instalments is
 * ceil(totalRepayable ÷ daily), which is maxRepaymentDays except in the rare case where
 * rounding up would leave the last instalment at 0 or less (1001.00 over 365 days: daily 2.75,
 * and 364 × 2.75 = 1001.00 already). Then the loan simply has fewer instalments:
 * max_repayment_days is a maximum, and no instalment of 0 is ever scheduled.
 */
export function calculateLoan(terms: LoanTerms): LoanFigures {
  const { principalPaise, maxRepaymentDays: days } = terms;
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) {
    throw new RangeError(`Expected a positive integer principal in paise, got ${principalPaise}`);
  }
  if (!Number.isSafeInteger(days) || days <= 0) {
    throw new RangeError(`Expected a positive whole number of days, got ${days}`);
  }
  const rateHundredths = scaledInteger(
    terms.dailyInterestRate,
    100,
    'a daily rate with at most 2 decimals',
  );
  const upfrontTenths = scaledInteger(
    terms.upfrontInterest,
    10,
    'an upfront percentage with at most 1 decimal',
  );
  if (rateHundredths < 0 || upfrontTenths < 0) {
    throw new RangeError('Interest percentages cannot be negative');
  }

  const totalInterest = divideRoundingHalfUp(principalPaise * rateHundredths * days, 10_000);
  const upfrontInterestAmount = divideRoundingHalfUp(principalPaise * upfrontTenths, 1_000);
  const instalmentInterest = Math.max(0, totalInterest - upfrontInterestAmount);
  const totalRepayable = principalPaise + instalmentInterest;
  const dailyRepaymentAmount = divideRoundingUp(totalRepayable, days);
  const instalmentCount = divideRoundingUp(totalRepayable, dailyRepaymentAmount);
  return {
    totalInterest,
    upfrontInterestAmount,
    disbursedAmount: principalPaise - upfrontInterestAmount,
    instalmentInterest,
    totalRepayable,
    dailyRepaymentAmount,
    instalmentCount,
    lastInstalmentAmount: totalRepayable - dailyRepaymentAmount * (instalmentCount - 1),
    upfrontExceedsInterest: upfrontInterestAmount > totalInterest,
  };
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date; RangeError for anything else ('2026-02-30'). */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const ms = Date.UTC(year, month - 1, day);
    if (new Date(ms).toISOString().slice(0, 10) === date) return ms / MS_PER_DAY;
  }
  throw new RangeError(`Expected an ISO date 'YYYY-MM-DD', got '${date}'`);
}

function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Calendar-day arithmetic on ISO dates, in UTC so no timezone or DST shifts a day:
 * addDays('2026-01-31', 1) = '2026-02-01'.
 */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Expected whole days, got ${days}`);
  return isoDate(dayNumber(date) + days);
}

/** to − from in whole calendar days (negative when to is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Sunday 0 … Saturday 6; 1970-01-01 (day 0) was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function isCollectionDayNumber(
  day: number,
  collectionDays: CollectionDays,
  holidays: ReadonlySet<string>,
): boolean {
  const weekday = weekdayOf(day);
  if (collectionDays === 'weekdays' && (weekday === 0 || weekday === 6)) return false;
  return !holidays.has(isoDate(day));
}

/** Whether a date is a collection day for the organization: not a holiday, and Mon–Fri when it collects on weekdays only. */
export function isCollectionDay(
  date: string,
  collectionDays: CollectionDays,
  holidays: ReadonlySet<string>,
): boolean {
  return isCollectionDayNumber(dayNumber(date), collectionDays, holidays);
}

/**
 * The instalment dates: one per collection day, starting the collection day AFTER
 * disbursementDate (the customer does not repay on the day the money leaves); weekdays only
 * (Mon–Fri) when 'weekdays', skipping any date in holidays. The last one is the loan's due_date.
 */
export function instalmentDates(options: {
  disbursementDate: string;
  count: number;
  collectionDays: CollectionDays;
  holidays: ReadonlySet<string>;
}): string[] {
  const { count, collectionDays, holidays } = options;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`Expected a whole number of instalments, got ${count}`);
  }
  const dates: string[] = [];
  // Holidays are finitely many, so the walk always finds enough collection days.
  for (let day = dayNumber(options.disbursementDate) + 1; dates.length < count; day++) {
    if (isCollectionDayNumber(day, collectionDays, holidays)) dates.push(isoDate(day));
  }
  return dates;
}

export interface Instalment {
  /** 1-based. */
  number: number;
  date: string;
  amountPaise: number;
}

/**
 * The schedule: instalmentCount instalments of dailyRepaymentAmount, the last one
 * lastInstalmentAmount, on the given dates (one date per instalment, else RangeError).
 */
export function buildSchedule(
  figures: Pick<LoanFigures, 'dailyRepaymentAmount' | 'lastInstalmentAmount' | 'instalmentCount'>,
  dates: readonly string[],
): Instalment[] {
  const { dailyRepaymentAmount, lastInstalmentAmount, instalmentCount } = figures;
  if (dates.length !== instalmentCount) {
    throw new RangeError(`Expected ${instalmentCount} instalment dates, got ${dates.length}`);
  }
  return dates.map((date, index) => ({
    number: index + 1,
    date,
    amountPaise: index === instalmentCount - 1 ? lastInstalmentAmount : dailyRepaymentAmount,
  }));
}

export type InstalmentStatus = 'paid' | 'partial' | 'overdue' | 'due_today' | 'upcoming';

export interface Arrears {
  /** Calendar days since the oldest instalment not fully paid, when it is dated before today; else 0. */
  daysOverdue: number;
  /** max(0, dueToDatePaise − paid). */
  arrearsPaise: number;
  /** The sum of the instalments dated before today. */
  dueToDatePaise: number;
  /** The date of the oldest instalment not fully paid (any date); null when all are paid. */
  oldestUnpaidDate: string | null;
  /** Each instalment with its share of the payments and its status. */
  instalments: (Instalment & { paidPaise: number; status: InstalmentStatus })[];
}

/**
 * Net payments (completed minus reversed) allocated to the instalments oldest first
 * (DESIGN.md "Arrears"); a negative net counts as nothing paid, and money beyond the schedule
 * stays unallocated. An instalment due today is not in arrears yet: arrears and days overdue
 * count only instalments dated before today. Status precedence: paid (fully) > overdue (dated
 * before today, even when partly paid) > partial (some paid, dated today or later) > due_today
 * > upcoming.
 */
export function allocateArrears(options: {
  schedule: readonly Instalment[];
  paidPaise: number;
  today: string;
}): Arrears {
  const { schedule, today } = options;
  if (!Number.isSafeInteger(options.paidPaise)) {
    throw new RangeError(`Expected an integer amount of paise, got ${options.paidPaise}`);
  }
  const todayNumber = dayNumber(today);
  const paid = Math.max(0, options.paidPaise);
  const ordered = [...schedule].sort((a, b) => dayNumber(a.date) - dayNumber(b.date));

  let unallocated = paid;
  let dueToDatePaise = 0;
  let oldestUnpaidDate: string | null = null;
  let daysOverdue = 0;
  const instalments = ordered.map((instalment) => {
    const date = dayNumber(instalment.date);
    const paidPaise = Math.min(unallocated, instalment.amountPaise);
    unallocated -= paidPaise;
    if (date < todayNumber) dueToDatePaise += instalment.amountPaise;
    const fullyPaid = paidPaise === instalment.amountPaise;
    if (!fullyPaid && oldestUnpaidDate === null) {
      oldestUnpaidDate = instalment.date;
      if (date < todayNumber) daysOverdue = todayNumber - date;
    }
    const status: InstalmentStatus = fullyPaid
      ? 'paid'
      : date < todayNumber
        ? 'overdue'
        : paidPaise > 0
          ? 'partial'
          : date === todayNumber
            ? 'due_today'
            : 'upcoming';
    return { ...instalment, paidPaise, status };
  });
  return {
    daysOverdue,
    arrearsPaise: Math.max(0, dueToDatePaise - paid),
    dueToDatePaise,
    oldestUnpaidDate,
    instalments,
  };
}

/** A disbursed loan turns overdue after more than this many days in arrears. */
export const OVERDUE_AFTER_DAYS = 7;

/**
 * Status of a disbursed loan (DESIGN.md "Loan status"): completed when nothing remains; with
 * money remaining, overdue while more than OVERDUE_AFTER_DAYS days in arrears or once today is
 * after the due date; active otherwise, so a loan that catches up is active again and a
 * reversal reopens a completed one. pending, approved and rejected are not decided here.
 */
export function disbursedLoanStatus(options: {
  remainingPaise: number;
  daysOverdue: number;
  dueDate: string;
  today: string;
}): 'active' | 'overdue' | 'completed' {
  const { remainingPaise, daysOverdue, dueDate, today } = options;
  if (remainingPaise <= 0) return 'completed';
  if (daysOverdue > OVERDUE_AFTER_DAYS || daysBetween(dueDate, today) > 0) return 'overdue';
  return 'active';
}
