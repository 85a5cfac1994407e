/**
 * The languages Lendline speaks (issue 9): English holds the spec's exact texts; Hindi and
 * Swahili are complete translations. A user's choice is stored on the server; without one, the
 * browser's language when it is one of these, else English.
 */
export const LANGUAGES = ['en', 'hi', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a language switcher shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  sw: 'Kiswahili',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'hi-IN' → 'hi'; 'sw' → 'sw'; anything else → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first supported language among preferences in order (a browser's navigator.languages);
 * English when none is supported.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The best language for an Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8'): the supported
 * language with the highest weight (the first one listed on a tie); English without a header
 * or a match. Malformed parts are skipped.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The `Intl` locale for a language in an organization's country ('en' in IN → 'en-IN', with
 * Indian digit grouping ₹1,00,000; 'sw' in KE → 'sw-KE'). Without a country, the language alone
 * ('hi' groups digits the Indian way by itself).
 */
export function intlLocale(language: Language, country?: string | null): string {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return language;
  const tag = `${language}-${country.toUpperCase()}`;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? language;
  } catch {
    return language;
  }
}
