import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone-search.ts';

describe('phoneSearchDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '919876543210'],
    [' (020) 2612.3456 ', '02026123456'],
  ])('reads %j as the digits %j', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });

  it.each(['shah', 'kumar 12', 'cust100001', 'a@b.in', '', ' - ', '+', '91+98'])(
    'does not read %j as a phone',
    (term) => {
      expect(phoneSearchDigits(term)).toBeNull();
    },
  );
});
