import { dateTimeFormat, formattingContext } from '@/i18n/formatting';

/**
 * An ISO timestamp in the reader's locale and the organization's timezone (the reader's own when
 * signed out); '—' when there is none.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { locale, timeZone } = formattingContext();
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
