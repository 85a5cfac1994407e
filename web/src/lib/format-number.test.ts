import { describe, expect, it } from 'vitest';
import { formatFileSize, formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups digits the Indian way and drops fractions', () => {
    expect(formatNumber(123456)).toBe('1,23,456');
    expect(formatNumber(7.6)).toBe('8');
  });
});

describe('formatFileSize', () => {
  it('names the size in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(310 * 1024)).toBe('310 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
