import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('names a distance below a kilometre in whole metres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(349.6)).toBe('350 m');
    expect(formatDistance(999.4)).toBe('999 m');
  });

  it('names a kilometre or more in kilometres with one decimal', () => {
    expect(formatDistance(999.6)).toBe('1 km');
    expect(formatDistance(2_437)).toBe('2.4 km');
    expect(formatDistance(123_456)).toBe('123.5 km');
  });
});
