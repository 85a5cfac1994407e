import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, POPULAR_COUNTRY_CODES } from './countries.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/*
 * 'libphonenumber-js' (the package root) ships the "min" metadata: validity is checked by
 * number length and leading digits per country, not the full per-type patterns of "max".
 * It is the smallest set that still places a number in its country, so it is what the web
 * bundle carries; the named imports keep it tree-shakable.
 */

/** Spec part 2 §5 "Phone input" messages. */
export const PHONE_MESSAGES = {
  required: 'messages.phone.required',
  invalid: 'messages.phone.invalid',
  invalidFormat: 'messages.phone.invalid_format',
  invalidNumber: 'messages.phone.invalid_number',
  valid: 'messages.phone.valid',
} as const satisfies Record<string, MessageKey>;

/** Spec part 2 §9: at most 15 digits are kept. */
export const PHONE_MAX_DIGITS = 15;

export type PhoneValidationState = 'valid' | 'error' | 'empty';

export interface PhoneValidationResult {
  state: PhoneValidationState;
  /** The error or the valid message (a key); '' for an empty optional number. */
  message: MessageKey | '';
}

/** Strips every non-digit and keeps at most 15 digits. */
export function sanitizePhoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

function supportedCountry(country: string): CountryCode | null {
  const code = country.trim().toUpperCase();
  return isSupportedCountry(code) ? code : null;
}

/**
 * Validates the national number typed for a country (non-digits are stripped first, at most
 * 15 digits kept; a national trunk prefix such as India's 0 is understood).
 * - empty: 'Phone number is required' (state 'error') when required, else state 'empty', ''.
 * - characters other than digits and formatting (spaces, dashes, dots, brackets, a leading
 *   '+'), or digits the library cannot read as a number: 'Invalid phone number format'.
 * - unknown country, no digits at all, too short, too long: 'Invalid phone number'.
 * - a number of possible length that is not valid for the country's calling code:
 *   'Please enter a valid phone number'.
 * - else state 'valid', 'Phone number is valid'.
 */
export function validatePhone(
  value: string,
  country: string,
  options: { required?: boolean } = {},
): PhoneValidationResult {
  const error = (message: MessageKey): PhoneValidationResult => ({ state: 'error', message });
  if (value.trim() === '') {
    return options.required ? error(PHONE_MESSAGES.required) : { state: 'empty', message: '' };
  }
  if (!/^\+?[\d\s\-.()]+$/.test(value.trim())) return error(PHONE_MESSAGES.invalidFormat);
  const digits = sanitizePhoneDigits(value);
  const code = supportedCountry(country);
  if (code === null || digits === '') return error(PHONE_MESSAGES.invalidNumber);
  // INVALID_COUNTRY, NOT_A_NUMBER, TOO_SHORT, TOO_LONG, INVALID_LENGTH
  if (validatePhoneNumberLength(digits, code) !== undefined) {
    return error(PHONE_MESSAGES.invalidNumber);
  }
  let phone;
  try {
    phone = parsePhoneNumberWithError(digits, code);
  } catch {
    return error(PHONE_MESSAGES.invalidFormat);
  }
  if (phone.countryCallingCode !== getCountryCallingCode(code) || !phone.isValid()) {
    return error(PHONE_MESSAGES.invalid);
  }
  return { state: 'valid', message: PHONE_MESSAGES.valid };
}

/** Groups of 3 with the last one or two groups of 4 ('98765 43210' → '987 654 3210'). */
function groupDigits(digits: string): string {
  const n = digits.length;
  if (n <= 4) return digits;
  if (n === 5) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  const groups = Math.floor(n / 3);
  const fours = n - groups * 3; // 0, 1 or 2, never more than `groups` for n ≥ 6
  const parts: string[] = [];
  let at = 0;
  for (let index = 0; index < groups; index += 1) {
    const size = index >= groups - fours ? 4 : 3;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * National digits as displayed (non-digits stripped first): US and CA '(xxx) xxx-xxxx'
 * (partial while typing: '201', '(201) 555', '(201) 555-01'), others in groups of 3–4 digits
 * separated by spaces ('987 654 3210').
 */
export function formatPhoneForDisplay(digits: string, country: string): string {
  const clean = sanitizePhoneDigits(digits);
  const code = country.trim().toUpperCase();
  if (code !== 'US' && code !== 'CA') return groupDigits(clean);
  if (clean.length <= 3) return clean;
  const head = `(${clean.slice(0, 3)}) ${clean.slice(3, 6)}`;
  if (clean.length <= 6) return head;
  const body = `${head}-${clean.slice(6, 10)}`;
  return clean.length <= 10 ? body : `${body} ${clean.slice(10)}`;
}

/**
 * '+<calling code><national digits>' (E.164) for the digits typed in a country; a national
 * trunk prefix is dropped when the library recognises it ('09876543210', IN → '+919876543210').
 * '' for no digits or an unknown country.
 */
export function toInternationalPhone(digits: string, country: string): string {
  const clean = sanitizePhoneDigits(digits);
  const code = supportedCountry(country);
  if (code === null || clean === '') return '';
  const callingCode = getCountryCallingCode(code);
  const phone = parsePhoneNumberFromString(clean, code);
  if (phone && phone.countryCallingCode === callingCode) return phone.number;
  return `+${callingCode}${clean}`;
}

function countryForCallingCode(callingCode: string, fallback: CountryCode): CountryCode | null {
  const shares = (code: CountryCode) => getCountryCallingCode(code) === callingCode;
  if (shares(fallback)) return fallback;
  return POPULAR_COUNTRY_CODES.find(shares) ?? getCountries().find(shares) ?? null;
}

/**
 * Splits a stored international number ('+919876543210') into its country and national digits
 * for editing. The country is the one the number belongs to; when the library cannot tell
 * (an invalid number), the fallback country if it shares the calling code, else a country
 * with that calling code. A value that is not international ('', null, no '+', unknown calling
 * code) answers `fallbackCountry` (default US) with the sanitized digits.
 */
export function parseInternationalPhone(
  value: string | null | undefined,
  fallbackCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): { country: CountryCode; digits: string } {
  const text = (value ?? '').trim();
  const fallback = { country: fallbackCountry, digits: sanitizePhoneDigits(text) };
  if (!text.startsWith('+')) return fallback;
  const phone = parsePhoneNumberFromString(`+${sanitizePhoneDigits(text)}`);
  if (!phone) return fallback;
  const country = phone.country ?? countryForCallingCode(phone.countryCallingCode, fallbackCountry);
  if (country === null) return fallback;
  return { country, digits: phone.nationalNumber };
}

/** True for an E.164 string ('+' then up to 15 digits, spaces/dashes/brackets ignored) valid for its country. */
export function isValidInternationalPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-()]/g, '');
  if (!/^\+[1-9]\d{1,14}$/.test(compact)) return false;
  return parsePhoneNumberFromString(compact)?.isValid() ?? false;
}

/**
 * Server field: an E.164 string ('+' and digits; spaces, dashes and brackets ignored) valid for
 * its country, else 'Please enter a valid phone number'. Output is the normalized E.164 string
 * ('+91 98765-43210' → '+919876543210').
 */
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGES.invalid })
  .refine(isValidInternationalPhone, PHONE_MESSAGES.invalid)
  .transform((value) => value.trim().replace(/[\s\-()]/g, ''));
