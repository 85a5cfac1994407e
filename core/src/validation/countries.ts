import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

/** Spec part 2 §3 "Country option": a two-letter code, English name, flag, popular tag. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code as libphonenumber-js knows it ('US', 'IN', 'XK'…). */
  code: CountryCode;
  /** English name from Intl.DisplayNames; the code itself when the runtime has no name. */
  name: string;
  /** Regional-indicator emoji flag ('🇮🇳'). */
  flag: string;
  /** Calling code with the plus sign ('+91'). */
  callingCode: string;
  /** Set on the 12 popular countries (shown with the 'Popular' tag). */
  popular?: true;
}

/** Spec part 2 §9: the phone input's default country. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Spec part 2 §2 "Contact inputs": the popular countries, in display order. */
export const POPULAR_COUNTRY_CODES: readonly CountryCode[] = [
  'US',
  'IN',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'CN',
  'JP',
  'KE',
  'NG',
  'ZA',
];

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The regional-indicator pair for a two-letter code ('IN' → '🇮🇳'). */
export function countryFlag(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map(
      (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0),
    ),
  );
}

function englishNames(): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return (code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  } catch {
    return (code) => code;
  }
}

function buildCountryOptions(): CountryOption[] {
  const nameOf = englishNames();
  const popular = new Set<string>(POPULAR_COUNTRY_CODES);
  const option = (code: CountryCode): CountryOption => ({
    code,
    name: nameOf(code),
    flag: countryFlag(code),
    callingCode: `+${getCountryCallingCode(code)}`,
    ...(popular.has(code) ? { popular: true as const } : {}),
  });
  const others = getCountries()
    .filter((code) => !popular.has(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...POPULAR_COUNTRY_CODES.map(option), ...others];
}

/**
 * Every country libphonenumber-js knows: the 12 popular ones first (in POPULAR_COUNTRY_CODES
 * order, tagged `popular`), then all others alphabetically by English name.
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = buildCountryOptions();

const COUNTRY_BY_CODE = new Map<string, CountryOption>(
  COUNTRY_OPTIONS.map((country) => [country.code, country]),
);

/** The option for a code (case-insensitive), or undefined for a code libphonenumber-js lacks. */
export function findCountry(code: string): CountryOption | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase());
}

/**
 * Countries whose name, code or calling code contains the query (case-insensitive; a leading
 * '+' is optional for calling codes). An empty or blank query answers every country.
 * Order is kept (popular first). `localName` also matches each country's name in the reader's
 * language ('भारत'), beside the English one.
 */
export function searchCountries(
  query: string,
  localName?: (code: string) => string,
): readonly CountryOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return COUNTRY_OPTIONS;
  const digits = needle.replace(/^\+/, '');
  const isCallingCode = /^\d+$/.test(digits);
  return COUNTRY_OPTIONS.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      (localName?.(country.code).toLowerCase().includes(needle) ?? false) ||
      country.code.toLowerCase().includes(needle) ||
      (isCallingCode && country.callingCode.slice(1).includes(digits)),
  );
}
