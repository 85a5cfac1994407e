/**
 * The calendar day an instant falls on in a timezone, as 'YYYY-MM-DD' (DESIGN.md "Time": an
 * organization's "today" is computed in its timezone).
 */
export function calendarDayIn(timezone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
