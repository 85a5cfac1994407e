import { calendarDayIn } from '@lendline/core';
import { formattingContext } from '@/i18n/formatting';

/**
 * The organization's today, 'YYYY-MM-DD', in its timezone (the reader's own when it has none):
 * the day a payment or a disbursement is dated by default.
 */
export function organizationToday(now: Date = new Date()): string {
  const timeZone = formattingContext().timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return calendarDayIn(timeZone, now);
  } catch {
    return calendarDayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  }
}
