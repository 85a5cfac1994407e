const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** '15 Jan 2025' from an ISO string, in the reader's timezone; '—' when there is no date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
