import { describe, expect, it } from 'vitest';
import { calendarDayIn, instantAtLocalHour, isWithinBackdateWindow } from './calendar-day.ts';

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

describe('instantAtLocalHour', () => {
  it.each([
    ['Asia/Kolkata', '2026-11-25', 17, '2026-11-25T11:30:00.000Z'],
    ['Pacific/Chatham', '2026-04-04', 17, '2026-04-04T03:15:00.000Z'],
    ['Pacific/Chatham', '2026-04-05', 17, '2026-04-05T04:15:00.000Z'],
    ['UTC', '2028-02-29', 0, '2028-02-29T00:00:00.000Z'],
    // New York springs forward at 02:00 on 2026-03-08: 02:00 never happens and reads as 03:00 EDT.
    ['America/New_York', '2026-03-08', 1, '2026-03-08T06:00:00.000Z'],
    ['America/New_York', '2026-03-08', 2, '2026-03-08T07:00:00.000Z'],
    ['America/New_York', '2026-03-08', 3, '2026-03-08T07:00:00.000Z'],
    // It falls back at 02:00 EDT on 2026-11-01: 01:00 happens twice, the later (EST) is taken.
    ['America/New_York', '2026-11-01', 0, '2026-11-01T04:00:00.000Z'],
    ['America/New_York', '2026-11-01', 1, '2026-11-01T06:00:00.000Z'],
    ['America/New_York', '2026-11-01', 2, '2026-11-01T07:00:00.000Z'],
    // Santiago changes at midnight: 00:00 on 2026-09-06 never happens; 23:00 on 2026-04-04 twice.
    ['America/Santiago', '2026-09-06', 0, '2026-09-06T04:00:00.000Z'],
    ['America/Santiago', '2026-04-04', 23, '2026-04-05T03:00:00.000Z'],
    // Samoa skipped 2011-12-30 altogether (UTC−10 → +14): its 17:00 reads as 12-31 17:00.
    ['Pacific/Apia', '2011-12-30', 17, '2011-12-31T03:00:00.000Z'],
  ])('in %s, %s at %s:00 is %s', (timezone, date, hour, instant) => {
    expect(instantAtLocalHour(timezone, date, hour).toISOString()).toBe(instant);
  });

  it.each([
    ['UTC', '2026-11-24', 24],
    ['UTC', '2026-11-24', -1],
    ['UTC', '2026-11-24', 1.5],
    ['UTC', '2026-02-30', 17],
    ['Nowhere/Atlantis', '2026-11-24', 17],
  ])('refuses %s, %s at %s:00', (timezone, date, hour) => {
    expect(() => instantAtLocalHour(timezone, date, hour)).toThrow(RangeError);
  });
});
