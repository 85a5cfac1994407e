import { describe, expect, it } from 'vitest';
import { paiseFromNumeric } from './paise.ts';

describe('paiseFromNumeric', () => {
  it('reads a numeric sum exactly, past where the float route refuses it', () => {
    expect(paiseFromNumeric('19947992321.24')).toBe(1_994_799_232_124);
    expect(paiseFromNumeric('12.5')).toBe(1_250);
    expect(paiseFromNumeric('0')).toBe(0);
    expect(paiseFromNumeric('-3.40')).toBe(-340);
    expect(paiseFromNumeric(null)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(() => paiseFromNumeric('1.234')).toThrow(RangeError);
    expect(() => paiseFromNumeric('abc')).toThrow(RangeError);
  });
});
