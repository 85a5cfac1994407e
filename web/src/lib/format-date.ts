import { dateTimeFormat, formattingContext } from '@/i18n/formatting';

/**
 * '15 Jan 2025' from an ISO string, in the reader's locale and the organization's timezone (the
 * reader's own when signed out); '—' when there is no date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { locale, timeZone } = formattingContext();
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/**
 * A calendar day ('2026-01-15', an instalment's or a due date) as '15 Jan 2026' in the reader's
 * locale. Read as the day it names, in UTC: a timezone must not move it to the day before.
 */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date) return '—';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const { locale } = formattingContext();
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}
