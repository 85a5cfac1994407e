import { sql, type SQL } from 'drizzle-orm';

/**
 * `time` ('HH:MM') inside the quiet hours [start, end) ('HH:MM' columns, both null: none),
 * wrapping past midnight when start > end: core isQuietTime in SQL.
 */
export const inQuietHours = (time: SQL, start: SQL, end: SQL) => sql`case
    when ${start} is null or ${end} is null or ${start} = ${end} then false
    when ${start} < ${end} then ${time} >= ${start} and ${time} < ${end}
    else ${time} >= ${start} or ${time} < ${end} end`;

/**
 * The moment `at` (timestamptz), or when it falls inside the quiet hours [start, end) read in
 * the timezone `zone`, the end of those quiet hours: the same local day when the window is
 * still to end that day, the next one when it wraps past midnight and `at` is before midnight
 * (22:00–06:00: 23:30 → 06:00 the next day, 02:00 → 06:00 the same day). One expression, for
 * set-based statements (the retries of deliver-messages, a manual retry).
 */
export function outsideQuietHours(at: SQL, zone: SQL, start: SQL, end: SQL): SQL {
  const local = sql`(${at} at time zone ${zone})`;
  const time = sql`to_char(${local}, 'HH24:MI')`;
  return sql`case when ${inQuietHours(time, start, end)}
      then ((${local})::date + case when ${time} >= ${end} then 1 else 0 end
        + (${end})::time) at time zone ${zone}
      else ${at} end`;
}
