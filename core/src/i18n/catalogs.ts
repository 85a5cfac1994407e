import type { Language } from './languages.ts';
import type en from './catalogs/en/index.ts';

/**
 * The message catalogs (issue 9): one JSON file per language and namespace under catalogs/,
 * each key prefixed with its namespace ('customers.add_customer'). English holds the spec's
 * exact texts. A key is written out in full where it is used, so a search finds every use and
 * the catalog check (catalogs.test.ts) can tell a key nobody uses.
 *
 * The web downloads a group at a time, in the active language only: `public` with the first
 * screen (landing, sign-in), `app` with the signed-in layout. The server holds them all.
 */
export const CATALOG_GROUPS = {
  public: ['common', 'messages', 'public'],
  app: [
    'shell',
    'dashboard',
    'customers',
    'users',
    'organizations',
    'collectors',
    'approvals',
    'audit',
    'outbox',
  ],
  server: ['emails'],
} as const;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;
export type Namespace = (typeof CATALOG_GROUPS)[CatalogGroup][number];
export const NAMESPACES = Object.values(CATALOG_GROUPS).flat() as Namespace[];
/** What the web ships: every group but the server's. */
export const WEB_CATALOG_GROUPS = ['public', 'app'] as const satisfies readonly CatalogGroup[];
export type WebCatalogGroup = (typeof WEB_CATALOG_GROUPS)[number];

/** Every message's key: the English catalog's keys, so a key typed wrong does not compile. */
export type MessageKey = keyof typeof en;
/** Values a message interpolates ('{count, plural, …}', '{name}'). */
export type MessageValues = Record<string, string | number | Date>;

/** A message to show later, in the reader's language: a key and its values. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** One language's messages, keyed like English. */
export type Catalog = Record<string, string>;
export type Catalogs = Record<Language, Catalog>;
