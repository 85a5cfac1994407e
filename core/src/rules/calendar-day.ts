import { addDays } from './loan-math.ts';

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

/** How far back a disbursement or a payment may be dated (issue 10). */
export const MAX_BACKDATE_DAYS = 7;

/** Whether `date` is `today` or up to MAX_BACKDATE_DAYS calendar days before it. */
export function isWithinBackdateWindow(date: string, today: string): boolean {
  return date <= today && date >= addDays(today, -MAX_BACKDATE_DAYS);
}
