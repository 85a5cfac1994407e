import type { Language } from './languages.ts';
import en from './catalogs/en/index.ts';
import hi from './catalogs/hi/index.ts';
import sw from './catalogs/sw/index.ts';

/**
 * Every message in every language, for the server (`@lendline/core/catalogs`). The web never
 * imports this: it downloads one language's groups at a time (web/build/message-catalogs.ts).
 */
export const ALL_CATALOGS: Record<Language, Record<string, string>> = { en, hi, sw };
