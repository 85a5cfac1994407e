import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_OPTIONS,
  DEFAULT_PHONE_COUNTRY,
  POPULAR_COUNTRY_CODES,
  countryFlag,
  findCountry,
  searchCountries,
} from './countries.ts';

describe('COUNTRY_OPTIONS', () => {
  it('lists every country libphonenumber-js knows, once', () => {
    const codes = COUNTRY_OPTIONS.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...getCountries()].sort());
    expect(codes.length).toBeGreaterThan(240);
  });

  it('puts the 12 popular countries first, in the spec order, tagged popular', () => {
    const first = COUNTRY_OPTIONS.slice(0, 12);
    expect(first.map((country) => country.code)).toEqual([
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
    ]);
    expect(first.every((country) => country.popular === true)).toBe(true);
    expect(COUNTRY_OPTIONS.slice(12).some((country) => country.popular)).toBe(false);
    expect(POPULAR_COUNTRY_CODES).toHaveLength(12);
  });

  it('orders the other countries alphabetically by name', () => {
    const rest = COUNTRY_OPTIONS.slice(12).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('gives each country an English name, a flag and a calling code', () => {
    expect(findCountry('IN')).toEqual({
      code: 'IN',
      name: 'India',
      flag: '🇮🇳',
      callingCode: '+91',
      popular: true,
    });
    expect(findCountry('gb')?.name).toBe('United Kingdom');
    expect(findCountry('KE')?.callingCode).toBe('+254');
    expect(findCountry('AF')).toEqual({
      code: 'AF',
      name: 'Afghanistan',
      flag: '🇦🇫',
      callingCode: '+93',
    });
    expect(findCountry('ZZ')).toBeUndefined();
    expect(countryFlag('us')).toBe('🇺🇸');
  });

  it('defaults the phone input to the United States', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });
});

describe('searchCountries', () => {
  it('answers every country for an empty or blank query', () => {
    expect(searchCountries('')).toBe(COUNTRY_OPTIONS);
    expect(searchCountries('   ')).toHaveLength(COUNTRY_OPTIONS.length);
  });

  it('matches names case-insensitively, keeping popular countries first', () => {
    const found = searchCountries('IND').map((country) => country.code);
    expect(found[0]).toBe('IN');
    expect(found).toContain('ID'); // Indonesia
    expect(found).toContain('IO'); // British Indian Ocean Territory
  });

  it('matches codes and calling codes with or without the plus sign', () => {
    expect(searchCountries('ke').map((country) => country.code)).toContain('KE');
    expect(searchCountries('+91').map((country) => country.code)).toContain('IN');
    expect(searchCountries('254').map((country) => country.code)).toEqual(['KE']);
    expect(searchCountries('+44').map((country) => country.code)).toEqual(
      expect.arrayContaining(['GB', 'GG', 'IM', 'JE']),
    );
  });

  it('answers nothing when no country matches', () => {
    expect(searchCountries('Atlantis')).toEqual([]);
  });
});
