import { describe, expect, it } from 'vitest';
import { intlLocale, negotiateLanguage, preferredLanguage } from './languages.ts';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9,sw;q=0.5,en;q=0.4', 'sw'],
    ['en;q=0.5,hi;q=0.7', 'hi'],
    ['de,fr', 'en'],
    ['sw-KE', 'sw'],
    ['hi;q=abc,sw;q=0.1', 'sw'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('preferredLanguage', () => {
  it('takes the first supported browser language', () => {
    expect(preferredLanguage(['fr-FR', 'sw-TZ', 'hi'])).toBe('sw');
    expect(preferredLanguage(['de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('intlLocale', () => {
  it("joins the language and the organization's country", () => {
    expect(intlLocale('en', 'IN')).toBe('en-IN');
    expect(intlLocale('sw', 'ke')).toBe('sw-KE');
    expect(intlLocale('hi', null)).toBe('hi');
    expect(intlLocale('en', 'not a country')).toBe('en');
  });

  it('groups Indian digits for en-IN and hi-IN', () => {
    const money = (locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(100000);
    expect(money(intlLocale('en', 'IN'))).toBe('₹1,00,000.00');
    expect(money(intlLocale('hi', 'IN'))).toBe('₹1,00,000.00');
  });
});
