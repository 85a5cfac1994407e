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
