import { searchCountries } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { regionName } from './region-names';

describe('regionName', () => {
  it("names a country in the reader's language, and a search finds it by that name", async () => {
    expect(regionName('IN')).toBe('India');
    await activateLanguage('hi');
    expect(regionName('IN')).toBe('भारत');
    expect(searchCountries('भारत', regionName).map((country) => country.code)).toContain('IN');
    // The English name still finds it.
    expect(searchCountries('india', regionName).map((country) => country.code)).toContain('IN');
    await activateLanguage('sw');
    expect(regionName('KE')).toBe('Kenya');
    expect(regionName('DE')).toBe('Ujerumani');
  });
});
