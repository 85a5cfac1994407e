import type { Language } from './languages.ts';
import type en from './catalogs/en/index.ts';

/**
 * The message catalogs (issue 9): one JSON file per language and namespace under catalogs/,
 * each key prefixed with its namespace ('customers.add_customer'). English holds the spec's
 * exact texts. A key is written out in full where it is used, so a search finds every use and
 * the catalog check (catalogs.test.ts) can tell a key nobody uses.
 *
 * The web downloads a group at a time, in the active language only: `public` with the first
 * screen (landing, sign-in), `app` with the signed-in layout; `server` (e-mails) never leaves
 * the server, which holds them all. A group is a set of key prefixes (ending in '.') and keys, so the first screen's
 * download carries the shared messages a visitor can meet (sign-in, sign-up, e-mail, password
 * and input checks) and not the server's and the signed-in screens' (issue 9's 170 kB budget).
 */
export const NAMESPACES = [
  'common',
  'messages',
  'public',
  'shell',
  'dashboard',
  'customers',
  'loans',
  'risk',
  'payments',
  'users',
  'organizations',
  'collectors',
  'collections',
  'approvals',
  'audit',
  'outbox',
  'emails',
  'risk_performance',
  'enhanced_risk',
  'audit_integrity',
  'rbac',
  'security',
  'profile',
  'settings',
  'mfa',
  'sessions',
  'emergency',
  'notifications',
  'reports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOG_GROUPS = {
  // Shared texts only signed-in screens show (tables, locations, phones, reasons) come later.
  app_first: [
    'common.table.',
    'common.location.',
    'common.country.',
    'common.address.',
    'common.map.',
    'common.phone.',
    'common.reason.',
    'common.save_changes',
    'common.delete',
    'common.edit',
    'common.view',
    'common.yes',
    'common.no',
    'common.optional',
    'common.success',
    'common.language_not_saved',
    // The invitation and e-mail verification pages load the signed-in group with their chunk
    // (route-preload.ts): their reader is about to sign in.
    'public.complete_setup.',
    'public.verify_email.',
  ],
  public: [
    'common.',
    'public.',
    // Of the shared messages, those the public pages show themselves (the server words its own
    // refusals in the visitor's language): the sign-up form's checks and outcome.
    'messages.auth.sign_up_accepted',
    'messages.errors.unexpected',
    'messages.errors.access_denied',
    'messages.errors.no_permission',
    'messages.input.empty',
    'messages.input.too_long',
    'messages.input.not_storable',
    'messages.input.email',
    'messages.input.required',
    'messages.input.invalid',
    'messages.email.',
    'messages.password.',
    // The sign-in's code step (the MFA verify form) shows on the login page.
    'mfa.verify.',
  ],
  server: ['emails.'],
  // Every other key.
  app: [''],
} as const satisfies Record<string, readonly string[]>;

export type CatalogGroup = Exclude<keyof typeof CATALOG_GROUPS, 'app_first'>;

/** The group a key is downloaded with: the first entry (in the order above) naming its prefix. */
export function catalogGroupOf(key: string): CatalogGroup {
  for (const [entry, prefixes] of Object.entries(CATALOG_GROUPS)) {
    // An entry ending in '.' names every key under it; any other names one key.
    const names = (entry: string) =>
      entry.endsWith('.') || entry === '' ? key.startsWith(entry) : key === entry;
    if (prefixes.some(names)) {
      return entry === 'app_first' ? 'app' : (entry as CatalogGroup);
    }
  }
  return 'app';
}

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
