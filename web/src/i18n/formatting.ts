import { type Language, intlLocale } from '@lendline/core';
import { languageInUse } from './i18n';

/** The currency of an organization that has not chosen one (spec: amounts in rupees). */
export const DEFAULT_CURRENCY = 'INR';

/**
 * Where a language is read when no organization says otherwise (signed out): Lendline's first
 * market for English and Hindi (Indian digit grouping, ₹1,00,000), Kenya for Swahili.
 */
const LANGUAGE_DEFAULT_COUNTRY: Record<Language, string> = { en: 'IN', hi: 'IN', sw: 'KE' };

/** What formatting takes from the signed-in user's organization (the session's). */
export interface FormattingOrganization {
  currency: string;
  timezone: string;
  default_phone_country: string;
}

let organization: FormattingOrganization | null = null;

/**
 * Numbers, money and dates follow the session's organization: its country picks the locale's
 * region, its currency and timezone apply to every amount and date. Null when signed out: the
 * language's default region, rupees and the reader's own timezone.
 */
export function setFormattingOrganization(next: FormattingOrganization | null): void {
  organization = next && {
    currency: next.currency,
    timezone: next.timezone,
    default_phone_country: next.default_phone_country,
  };
}

export interface FormattingContext {
  /** The `Intl` locale: the active language in the organization's country ('hi-IN'). */
  locale: string;
  currency: string;
  /** Undefined: the reader's own timezone. */
  timeZone: string | undefined;
}

/** The locale, currency and timezone to format with now (read at each call, never cached). */
export function formattingContext(): FormattingContext {
  const language = languageInUse();
  return {
    locale: intlLocale(
      language,
      organization?.default_phone_country || LANGUAGE_DEFAULT_COUNTRY[language],
    ),
    currency: organization?.currency || DEFAULT_CURRENCY,
    timeZone: organization?.timezone || undefined,
  };
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * One formatter per locale, options and timezone: building an `Intl` formatter costs far more
 * than using one, and a table formats hundreds of cells. An unknown timezone (a typo in the
 * organization's settings) falls back to the reader's own rather than failing the screen.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(id) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(id, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(id) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: undefined });
    }
    formatters.set(id, formatter);
  }
  return formatter;
}
