import { i18n, type Messages } from '@lingui/core';
import {
  type Language,
  LANGUAGES,
  type MessageKey,
  type MessageValues,
  preferredLanguage,
  isLanguage,
  type WebCatalogGroup,
} from '@lendline/core';

export { i18n };

type CatalogModule = Promise<{ messages: Messages }>;

// One chunk per language and group (build/message-catalogs.ts); each import is written out so
// the bundler can split them.
const CATALOG_LOADERS: Record<Language, Record<WebCatalogGroup, () => CatalogModule>> = {
  en: {
    public: () => import('virtual:catalog/en/public'),
    app: () => import('virtual:catalog/en/app'),
  },
  hi: {
    public: () => import('virtual:catalog/hi/public'),
    app: () => import('virtual:catalog/hi/app'),
  },
  sw: {
    public: () => import('virtual:catalog/sw/public'),
    app: () => import('virtual:catalog/sw/app'),
  },
};

const STORED_LANGUAGE = 'lendline.language';
const loading = new Map<string, Promise<void>>();
/** The groups a screen has needed so far: a language switch loads them all in the new language. */
const groupsInUse = new Set<WebCatalogGroup>(['public']);

/** Loads one group of a language's messages (once; later calls share the first request). */
export function loadCatalog(language: Language, group: WebCatalogGroup): Promise<void> {
  groupsInUse.add(group);
  const id = `${language}/${group}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = CATALOG_LOADERS[language][group]().then(({ messages }) => {
      i18n.load(language, messages);
    });
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/**
 * The language to start in before the session is known: the one this browser last used (the
 * user's choice, remembered by the server and mirrored here), else the browser's languages.
 */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED_LANGUAGE);
  } catch {
    // Storage can be refused (private modes); the browser's language still applies.
  }
  if (isLanguage(stored)) return stored;
  return preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The active language; before one is activated (start-up), the one about to be. */
export function languageInUse(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : initialLanguage();
}

/**
 * Loads every group in use in `language`, then switches to it: screens re-render in it, the
 * page's `lang` follows, and this browser remembers it for the next visit.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...groupsInUse].map((group) => loadCatalog(language, group)));
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORED_LANGUAGE, language);
  } catch {
    // Not remembered here; the server still has the user's choice.
  }
}

/**
 * A message in the active language, for code outside components (toasts, error texts).
 * Components use `useT()`, which re-renders them when the language changes.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

export const SUPPORTED_LANGUAGES = LANGUAGES;
