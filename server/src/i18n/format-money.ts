import { DEFAULT_LANGUAGE, intlLocale, type Language } from '@lendline/core';

/** What formatting takes from an organization: its currency and its country (the locale's region). */
export interface MoneyFormatOf {
  currency: string;
  country: string | null;
}

/**
 * An amount in the organization's currency, in the reader's language, for a message the server
 * writes ('₹1,250.00 marked as collected'), as the web's formatMoney shows amounts.
 */
export function formatMoney(
  language: Language | null | undefined,
  organization: MoneyFormatOf,
  amount: number,
): string {
  const locale = intlLocale(language ?? DEFAULT_LANGUAGE, organization.country);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: organization.currency,
    }).format(amount);
  } catch {
    // An unknown currency code: the number with the code in front.
    return `${organization.currency} ${amount.toFixed(2)}`;
  }
}
