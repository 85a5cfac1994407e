import { describe, expect, it } from 'vitest';
import { calendarDayIn, isWithinBackdateWindow } from './calendar-day.ts';

describe('calendarDayIn', () => {
  it.each([
    ['Asia/Kolkata', '2026-11-24T18:29:59Z', '2026-11-24'],
    ['Asia/Kolkata', '2026-11-24T18:30:00Z', '2026-11-25'],
    ['Africa/Nairobi', '2026-12-31T21:00:00Z', '2027-01-01'],
    ['America/New_York', '2026-03-01T04:59:59Z', '2026-02-28'],
    ['UTC', '2028-02-29T12:00:00Z', '2028-02-29'],
  ])('in %s, %s is %s', (timezone, instant, day) => {
    expect(calendarDayIn(timezone, new Date(instant))).toBe(day);
  });
});

describe('isWithinBackdateWindow', () => {
  it.each([
    ['2026-11-24', true],
    ['2026-11-17', true],
    ['2026-11-16', false],
    ['2026-11-25', false],
  ])('from 2026-11-24, %s is %s', (date, within) => {
    expect(isWithinBackdateWindow(date, '2026-11-24')).toBe(within);
  });
});
