import { addDays, daysBetween } from './loan-math.ts';

/** One formatter a timezone: building one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timezone, format);
  }
  return format;
}

/**
 * The calendar day an instant falls on in a timezone, as 'YYYY-MM-DD' (DESIGN.md "Time": an
 * organization's "today" is computed in its timezone).
 */
export function calendarDayIn(timezone: string, instant: Date): string {
  const parts = dayFormatIn(timezone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** One wall-clock formatter a timezone, to read the timezone's offset at an instant. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatIn(timezone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timezone, format);
  }
  return format;
}

/** How far the wall clocks of a timezone are ahead of UTC at an instant (ms since the epoch). */
function offsetAt(timezone: string, epochMs: number): number {
  const parts = wallClockFormatIn(timezone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClockMs = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClockMs - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The instant the wall clocks of a timezone show `hour`:00 on `date` (the inverse of
 * calendarDayIn), whatever daylight saving does that day. As PostgreSQL resolves
 * `timestamp at time zone` (docs appendix B.2), so SQL and this agree: a time that never happens
 * (clocks turned forward) takes the offset before the change, which moves it forward by the gap
 * (02:00 in New York on 2026-03-08 is 03:00 EDT); a time that happens twice (clocks turned
 * back) takes the offset after the change, the later instant (01:00 on 2026-11-01 is 01:00 EST).
 */
export function instantAtLocalHour(timezone: string, date: string, hour: number): Date {
  if (!Number.isSafeInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Expected an hour from 0 to 23, got ${hour}`);
  }
  const wallClockMs = daysBetween('1970-01-01', date) * MS_PER_DAY + hour * MS_PER_HOUR;
  // Offsets stay within a day of UTC, so the offsets a day either side are those before and
  // after any change of offset that could touch this wall-clock time.
  const offsetBefore = offsetAt(timezone, wallClockMs - MS_PER_DAY);
  const offsetAfter = offsetAt(timezone, wallClockMs + MS_PER_DAY);
  const matching = [wallClockMs - offsetBefore, wallClockMs - offsetAfter].filter(
    (instant) => instant + offsetAt(timezone, instant) === wallClockMs,
  );
  return new Date(matching.length > 0 ? Math.max(...matching) : wallClockMs - offsetBefore);
}

/** How far back a disbursement or a payment may be dated (issue 10). */
export const MAX_BACKDATE_DAYS = 7;

/** Whether `date` is `today` or up to MAX_BACKDATE_DAYS calendar days before it. */
export function isWithinBackdateWindow(date: string, today: string): boolean {
  return date <= today && date >= addDays(today, -MAX_BACKDATE_DAYS);
}
