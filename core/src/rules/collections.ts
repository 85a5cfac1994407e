/**
 * Collection rules (spec part 2 "Derived per-collection values" and §9): the priority and the
 * amount of a daily collection entry, its status and its cut-off, promises to pay, field visits
 * and cash hand-overs. Pure: the time is passed in, dates are ISO 'YYYY-MM-DD' strings, money is
 * integer paise, and an input that is not a whole, non-negative amount is refused (RangeError).
 */
import type {
  CollectionPaymentStatus,
  CollectionRiskPriority,
  PromiseStatus,
} from '../schemas/collections.ts';
import type { CustomerRiskLevel } from '../schemas/customers.ts';
import {
  COLLECTION_CUTOFF_HOUR,
  PROMISE_DAYS_AHEAD,
  VISIT_FAR_METRES,
} from './collection-settings.ts';
import type { LoanStatus } from './loan-tabs.ts';
import { instantAtLocalHour } from './calendar-day.ts';
import {
  OVERDUE_AFTER_DAYS,
  addDays,
  daysBetween,
  isCollectionDay,
  type CollectionDays,
} from './loan-math.ts';

function requireWhole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Expected ${what} as a whole number of at least 0, got ${value}`);
  }
  return value + 0; // never -0
}

/**
 * The thresholds of collectionRiskPriority, for the SQL that generates the entries set-based:
 * `case when days_overdue > highAfterDays or (risk_level = riskLevelRaisingPriority and
 * days_overdue >= 1) then 'high' when days_overdue >= 1 or risk_level = riskLevelRaisingPriority
 * then 'medium' else 'low' end`.
 */
export const COLLECTION_PRIORITY_RULE = {
  highAfterDays: OVERDUE_AFTER_DAYS,
  riskLevelRaisingPriority: 'high',
} as const satisfies { highAfterDays: number; riskLevelRaisingPriority: CustomerRiskLevel };

/**
 * An entry's priority: high once the loan is more than OVERDUE_AFTER_DAYS days overdue (the day
 * the loan itself turns overdue), or from the first day overdue for a high-risk customer; medium
 * for any other day overdue or any high-risk customer; low otherwise.
 */
export function collectionRiskPriority(options: {
  daysOverdue: number;
  customerRiskLevel: CustomerRiskLevel;
}): CollectionRiskPriority {
  const daysOverdue = requireWhole(options.daysOverdue, 'days overdue');
  const { highAfterDays, riskLevelRaisingPriority } = COLLECTION_PRIORITY_RULE;
  const riskRaises = options.customerRiskLevel === riskLevelRaisingPriority;
  if (daysOverdue > highAfterDays || (riskRaises && daysOverdue >= 1)) return 'high';
  if (daysOverdue >= 1 || riskRaises) return 'medium';
  return 'low';
}

/**
 * What a collection entry expects (spec part 2 "Derived per-collection values"): today's
 * instalment plus one for each day overdue, (daysOverdue + 1) × the daily amount, but never more
 * than the loan still owes.
 */
export function collectionDue(options: {
  daysOverdue: number;
  dailyAmountPaise: number;
  remainingPaise: number;
}): { totalExpectedPaise: number } {
  const daysOverdue = requireWhole(options.daysOverdue, 'days overdue');
  const dailyAmountPaise = requireWhole(options.dailyAmountPaise, 'a daily amount in paise');
  const remainingPaise = requireWhole(options.remainingPaise, 'a remaining amount in paise');
  return { totalExpectedPaise: Math.min((daysOverdue + 1) * dailyAmountPaise, remainingPaise) };
}

/** What is still to collect on an entry: expected − collected, never below 0. */
export function calculatedDue(totalExpectedPaise: number, collectedPaise: number): number {
  requireWhole(totalExpectedPaise, 'an expected amount in paise');
  requireWhole(collectedPaise, 'a collected amount in paise');
  return Math.max(0, totalExpectedPaise - collectedPaise);
}

/**
 * An entry's payment status: completed once collected covers the due amount (a due of 0 is
 * completed); otherwise overdue when the loan is overdue or the entry is missed (isEntryMissed);
 * otherwise partial when something was collected; pending when nothing was.
 */
export function collectionPaymentStatus(options: {
  duePaise: number;
  collectedPaise: number;
  daysOverdue: number;
  missed: boolean;
}): CollectionPaymentStatus {
  const duePaise = requireWhole(options.duePaise, 'a due amount in paise');
  const collectedPaise = requireWhole(options.collectedPaise, 'a collected amount in paise');
  const daysOverdue = requireWhole(options.daysOverdue, 'days overdue');
  if (collectedPaise >= duePaise) return 'completed';
  if (daysOverdue > 0 || options.missed) return 'overdue';
  if (collectedPaise > 0) return 'partial';
  return 'pending';
}

/**
 * The first collection day after `date`: the next day, skipping Saturdays and Sundays when the
 * organization collects on weekdays, and skipping its holidays.
 */
export function nextCollectionDay(
  date: string,
  collectionDays: CollectionDays,
  holidays: ReadonlySet<string>,
): string {
  // Holidays are finitely many, so the walk always ends.
  let day = addDays(date, 1);
  while (!isCollectionDay(day, collectionDays, holidays)) day = addDays(day, 1);
  return day;
}

interface CutoffOptions {
  /** The entry's day, 'YYYY-MM-DD'. */
  collectionDate: string;
  /** The organization's IANA timezone, e.g. 'Asia/Kolkata'. */
  timezone: string;
  collectionDays: CollectionDays;
  holidays: ReadonlySet<string>;
}

/**
 * When an entry's day is over (spec part 2 §9 "due cut-off hour 17:00 next day"): 17:00
 * (COLLECTION_CUTOFF_HOUR) on the organization's wall clock, in its timezone, of the next
 * collection day after the entry's date, so a Friday entry of a weekday organization runs to
 * Monday 17:00. Daylight saving changes the instant, never the wall-clock hour.
 */
export function collectionCutoff(options: CutoffOptions): Date {
  const { collectionDate, timezone, collectionDays, holidays } = options;
  const cutoffDay = nextCollectionDay(collectionDate, collectionDays, holidays);
  return instantAtLocalHour(timezone, cutoffDay, COLLECTION_CUTOFF_HOUR);
}

/**
 * Whether an entry is missed at `now`: an entry for day D that is not fully collected counts as
 * missed from 17:00 (organization timezone) of the next collection day after D, that instant
 * included. Whether it is fully collected is the caller's part (collectionPaymentStatus puts
 * completed first).
 */
export function isEntryMissed(options: CutoffOptions & { now: Date }): boolean {
  return options.now.getTime() >= collectionCutoff(options).getTime();
}

/**
 * A promise to pay `amountPaise` by `promisedDate`, given what the customer paid from the
 * promise's creation to the end of that date (paidPaise) and the organization's today: kept as
 * soon as the payments cover the amount, even before the date; open until the date is over;
 * after it, partially kept when something was paid and broken when nothing was.
 */
export function promiseStatus(options: {
  amountPaise: number;
  promisedDate: string;
  paidPaise: number;
  today: string;
}): PromiseStatus {
  const amountPaise = requireWhole(options.amountPaise, 'a promised amount in paise');
  if (amountPaise === 0) throw new RangeError('A promise to pay is for more than 0 paise');
  const paidPaise = requireWhole(options.paidPaise, 'a paid amount in paise');
  const daysAfterPromisedDate = daysBetween(options.promisedDate, options.today);
  if (paidPaise >= amountPaise) return 'kept';
  if (daysAfterPromisedDate <= 0) return 'open';
  return paidPaise > 0 ? 'partially_kept' : 'broken';
}

/** A loan being collected (active or overdue): promises and visits are taken on these only. */
export function isLoanInCollection(status: LoanStatus): boolean {
  return status === 'active' || status === 'overdue';
}

/**
 * Whether a promise to pay may be for `promisedDate`: from the organization's `today` to
 * PROMISE_DAYS_AHEAD days ahead, both included.
 */
export function isWithinPromiseWindow(promisedDate: string, today: string): boolean {
  return promisedDate >= today && promisedDate <= addDays(today, PROMISE_DAYS_AHEAD);
}

/** A point on Earth in decimal degrees, as a browser's geolocation reports it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

function requireGeoPoint(point: GeoPoint): void {
  const { latitude, longitude } = point;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new RangeError(
      `Expected a latitude and longitude in degrees, got ${latitude}, ${longitude}`,
    );
  }
}

/**
 * The great-circle distance between two points in metres (haversine on a sphere of the mean
 * Earth radius): within 0.5 % of the distance on the WGS 84 ellipsoid, 2.5 m at VISIT_FAR_METRES.
 */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  requireGeoPoint(a);
  requireGeoPoint(b);
  const latitudeChange = radians(b.latitude - a.latitude);
  const longitudeChange = radians(b.longitude - a.longitude);
  const haversine =
    Math.sin(latitudeChange / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(longitudeChange / 2) ** 2;
  // min: rounding can push the haversine of antipodes a hair above 1.
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

/**
 * Whether a visit was recorded too far from the customer: farther than VISIT_FAR_METRES plus the
 * GPS accuracy reported with the position (none counts as 0), so an imprecise fix is not
 * flagged for its own uncertainty.
 */
export function isVisitFar(options: {
  distanceMetres: number;
  accuracyMetres?: number | null;
}): boolean {
  const { distanceMetres: distance, accuracyMetres: accuracy } = options;
  if (!(distance >= 0) || !Number.isFinite(distance)) {
    throw new RangeError(`Expected a distance in metres, got ${distance}`);
  }
  if (accuracy != null && (!(accuracy >= 0) || !Number.isFinite(accuracy))) {
    throw new RangeError(`Expected a GPS accuracy in metres, got ${accuracy}`);
  }
  return distance > VISIT_FAR_METRES + (accuracy ?? 0);
}

/**
 * A collector's cash variance: what was handed over minus what was collected, in paise;
 * negative when the collector is short, positive when over.
 */
export function cashVariance(options: { collectedPaise: number; handedOverPaise: number }): number {
  const collectedPaise = requireWhole(options.collectedPaise, 'a collected amount in paise');
  const handedOverPaise = requireWhole(options.handedOverPaise, 'a handed-over amount in paise');
  return handedOverPaise - collectedPaise;
}

/**
 * What may still be collected on a day's entry (spec part 2 "Collection update dialog": capped
 * at outstanding minus collected), in paise, never below 0.
 */
export function collectableOnEntry(options: {
  outstandingPaise: number;
  collectedPaise: number;
}): number {
  const outstandingPaise = requireWhole(options.outstandingPaise, 'an outstanding amount in paise');
  const collectedPaise = requireWhole(options.collectedPaise, 'a collected amount in paise');
  return Math.max(0, outstandingPaise - collectedPaise);
}
