import { describe, expect, it } from 'vitest';
import {
  PHONE_MESSAGES,
  PhoneSchema,
  formatPhoneForDisplay,
  parseInternationalPhone,
  sanitizePhoneDigits,
  toInternationalPhone,
  validatePhone,
} from './phone.ts';

const invalid = (message: string) => ({ state: 'error', message });

describe('validatePhone', () => {
  it('answers "Phone number is required" for an empty required number', () => {
    expect(validatePhone('', 'US', { required: true })).toEqual(invalid('messages.phone.required'));
    expect(validatePhone('   ', 'IN', { required: true })).toEqual(
      invalid(PHONE_MESSAGES.required),
    );
  });

  it('answers no error for an empty optional number', () => {
    expect(validatePhone('', 'US')).toEqual({ state: 'empty', message: '' });
    expect(validatePhone('', 'US', { required: false })).toEqual({ state: 'empty', message: '' });
  });

  it('accepts Indian mobile numbers, with or without the trunk 0 and formatting', () => {
    expect(validatePhone('9876543210', 'IN')).toEqual({
      state: 'valid',
      message: 'messages.phone.valid',
    });
    expect(validatePhone('098765 43210', 'IN').state).toBe('valid');
    expect(validatePhone('98765-43210', 'IN').state).toBe('valid');
    expect(validatePhone('2223456789', 'IN').state).toBe('valid'); // Mumbai landline
  });

  it('accepts US numbers, typed plainly or in the display format', () => {
    expect(validatePhone('2015550123', 'US', { required: true }).state).toBe('valid');
    expect(validatePhone('(201) 555-0123', 'US').state).toBe('valid');
    expect(validatePhone('4165550123', 'CA').state).toBe('valid');
  });

  it('refuses a number that is too short as invalid', () => {
    expect(validatePhone('98765', 'IN')).toEqual(invalid('messages.phone.invalid_number'));
    expect(validatePhone('201555', 'US')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
    expect(validatePhone('1', 'US')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
  });

  it('refuses a number that is too long as invalid', () => {
    expect(validatePhone('98765432101234', 'IN')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
    expect(validatePhone('20155501234567', 'US')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
  });

  it('refuses an unknown country as invalid', () => {
    expect(validatePhone('9876543210', 'ZZ')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
    expect(validatePhone('9876543210', '')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
  });

  it('refuses formatting without a number as invalid', () => {
    expect(validatePhone('--- ()', 'IN')).toEqual(invalid(PHONE_MESSAGES.invalidNumber));
  });

  it('refuses letters and other symbols as an invalid format', () => {
    expect(validatePhone('call me', 'IN')).toEqual(invalid('messages.phone.invalid_format'));
    expect(validatePhone('98765x43210', 'IN')).toEqual(invalid(PHONE_MESSAGES.invalidFormat));
    expect(validatePhone('+91 98765 43210', 'IN').state).toBe('valid');
  });

  it('refuses a number of the right length that no numbering plan allows', () => {
    expect(validatePhone('1234567890', 'US')).toEqual(invalid('messages.phone.invalid'));
    expect(validatePhone('0234567890', 'US')).toEqual(invalid(PHONE_MESSAGES.invalid));
    expect(validatePhone('5555555555', 'US')).toEqual(invalid(PHONE_MESSAGES.invalid));
  });

  it('validates for the chosen country: an Indian number is not a US number', () => {
    expect(validatePhone('9876543210', 'US').state).toBe('error');
    expect(validatePhone('2015550123', 'KE').state).toBe('error');
  });

  it('accepts lower-case country codes', () => {
    expect(validatePhone('9876543210', 'in').state).toBe('valid');
  });
});

describe('sanitizePhoneDigits', () => {
  it('strips non-digits and keeps at most 15 digits', () => {
    expect(sanitizePhoneDigits('(201) 555-0123')).toBe('2015550123');
    expect(sanitizePhoneDigits('+91 98765 43210')).toBe('919876543210');
    expect(sanitizePhoneDigits('abc')).toBe('');
    expect(sanitizePhoneDigits('12345678901234567890')).toBe('123456789012345');
  });
});

describe('formatPhoneForDisplay', () => {
  it('shows US and Canadian numbers as (xxx) xxx-xxxx, partially while typing', () => {
    expect(formatPhoneForDisplay('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhoneForDisplay('4165550123', 'CA')).toBe('(416) 555-0123');
    expect(formatPhoneForDisplay('20', 'US')).toBe('20');
    expect(formatPhoneForDisplay('2015', 'US')).toBe('(201) 5');
    expect(formatPhoneForDisplay('201555', 'US')).toBe('(201) 555');
    expect(formatPhoneForDisplay('2015550', 'US')).toBe('(201) 555-0');
    expect(formatPhoneForDisplay('201555012345', 'US')).toBe('(201) 555-0123 45');
    expect(formatPhoneForDisplay('(201) 555-0123', 'us')).toBe('(201) 555-0123');
  });

  it('shows other countries in groups of 3 to 4 digits', () => {
    expect(formatPhoneForDisplay('9876543210', 'IN')).toBe('987 654 3210');
    expect(formatPhoneForDisplay('7911123456', 'GB')).toBe('791 112 3456');
    expect(formatPhoneForDisplay('712345678', 'KE')).toBe('712 345 678');
    expect(formatPhoneForDisplay('15123456789', 'DE')).toBe('151 2345 6789');
    expect(formatPhoneForDisplay('1234567', 'FR')).toBe('123 4567');
    expect(formatPhoneForDisplay('12345678', 'FR')).toBe('1234 5678');
    expect(formatPhoneForDisplay('123456789012', 'CN')).toBe('123 456 789 012');
    expect(formatPhoneForDisplay('9876', 'IN')).toBe('9876');
    expect(formatPhoneForDisplay('98765', 'IN')).toBe('987 65');
    expect(formatPhoneForDisplay('', 'IN')).toBe('');
  });
});

describe('toInternationalPhone', () => {
  it('prefixes the calling code (E.164)', () => {
    expect(toInternationalPhone('9876543210', 'IN')).toBe('+919876543210');
    expect(toInternationalPhone('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toInternationalPhone('712345678', 'KE')).toBe('+254712345678');
  });

  it('drops a national trunk prefix', () => {
    expect(toInternationalPhone('09876543210', 'IN')).toBe('+919876543210');
    expect(toInternationalPhone('07911123456', 'GB')).toBe('+447911123456');
  });

  it('keeps incomplete digits behind the calling code and answers "" without digits or country', () => {
    expect(toInternationalPhone('98', 'IN')).toBe('+9198');
    expect(toInternationalPhone('', 'IN')).toBe('');
    expect(toInternationalPhone('9876543210', 'ZZ')).toBe('');
  });
});

describe('parseInternationalPhone', () => {
  it('splits a stored number into its country and national digits', () => {
    expect(parseInternationalPhone('+919876543210')).toEqual({
      country: 'IN',
      digits: '9876543210',
    });
    expect(parseInternationalPhone('+12015550123')).toEqual({
      country: 'US',
      digits: '2015550123',
    });
    expect(parseInternationalPhone('+14165550123')).toEqual({
      country: 'CA',
      digits: '4165550123',
    });
    expect(parseInternationalPhone('+254712345678')).toEqual({
      country: 'KE',
      digits: '712345678',
    });
    expect(parseInternationalPhone(' +91 98765 43210 ')).toEqual({
      country: 'IN',
      digits: '9876543210',
    });
  });

  it('round-trips with toInternationalPhone', () => {
    const { country, digits } = parseInternationalPhone('+447911123456');
    expect(toInternationalPhone(digits, country)).toBe('+447911123456');
  });

  it('places an invalid number by its calling code, preferring the fallback country', () => {
    expect(parseInternationalPhone('+11234567890')).toEqual({
      country: 'US',
      digits: '1234567890',
    });
    expect(parseInternationalPhone('+11234567890', 'CA')).toEqual({
      country: 'CA',
      digits: '1234567890',
    });
  });

  it('falls back to the default country for a value that is not international', () => {
    expect(parseInternationalPhone(null)).toEqual({ country: 'US', digits: '' });
    expect(parseInternationalPhone(undefined, 'IN')).toEqual({ country: 'IN', digits: '' });
    expect(parseInternationalPhone('9876543210', 'IN')).toEqual({
      country: 'IN',
      digits: '9876543210',
    });
  });
});

describe('PhoneSchema', () => {
  it('accepts an E.164 number valid for its country and normalizes it', () => {
    expect(PhoneSchema.parse('+919876543210')).toBe('+919876543210');
    expect(PhoneSchema.parse(' +1 (201) 555-0123 ')).toBe('+12015550123');
  });

  it.each([
    ['a national number', '9876543210'],
    ['a number invalid for its country', '+11234567890'],
    ['a too-short number', '+9198765'],
    ['more than 15 digits', '+9198765432101234'],
    ['letters', '+91abc'],
    ['an empty string', ''],
  ])('refuses %s with "Please enter a valid phone number"', (_case, value) => {
    const result = PhoneSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('messages.phone.invalid');
  });

  it('refuses a value that is not a string with the same message', () => {
    expect(PhoneSchema.safeParse(919876543210).error?.issues[0]?.message).toBe(
      PHONE_MESSAGES.invalid,
    );
  });
});
