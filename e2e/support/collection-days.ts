/** The demo lenders' timezone: their day is the day the collection journeys work on. */
const TIMEZONE = 'Asia/Kolkata';

export function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(date);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The demo lenders collect on weekdays: the latest one up to today, and the one before it. */
export function collectionDays(): { today: string; day: string; before: string } {
  const today = isoDay(new Date());
  let day = today;
  while (!isWeekday(day)) day = addDays(day, -1);
  let before = addDays(day, -1);
  while (!isWeekday(before)) before = addDays(before, -1);
  return { today, day, before };
}
