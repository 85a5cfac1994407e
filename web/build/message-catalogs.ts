import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// Relative imports: Vite bundles a config's own files, while a workspace package is loaded by
// Node, which cannot run core's TypeScript.
import {
  catalogGroupOf,
  NAMESPACES,
  type WebCatalogGroup,
  WEB_CATALOG_GROUPS,
} from '../../core/src/i18n/catalogs.ts';
import { compileCatalog } from '../../core/src/i18n/compile.ts';
import { LANGUAGES } from '../../core/src/i18n/languages.ts';
import type { Plugin } from 'vite';
import { CATALOG_MANIFEST_KEY_PREFIX } from './catalog-chunks.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = `\0${CATALOG_MANIFEST_KEY_PREFIX}`;
const CATALOGS = join(import.meta.dirname, '..', '..', 'core', 'src', 'i18n', 'catalogs');

/** 'virtual:catalog/hi/app' → { language: 'hi', group: 'app' }; null for anything else. */
function parseId(id: string): { language: string; group: WebCatalogGroup } | null {
  if (!id.startsWith(PREFIX)) return null;
  const [language = '', group = ''] = id.slice(PREFIX.length).split('/');
  if (!(LANGUAGES as readonly string[]).includes(language)) return null;
  if (!(WEB_CATALOG_GROUPS as readonly string[]).includes(group)) return null;
  return { language, group: group as WebCatalogGroup };
}

/**
 * `import('virtual:catalog/<language>/<group>')`: one chunk per language and group of the
 * message catalogs in core (core/src/i18n/catalogs.ts), compiled by Lingui's own compiler at
 * build time so the browser never parses ICU MessageFormat. Only the chunks of the active
 * language are ever requested.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'lendline:message-catalogs',
    resolveId(id) {
      const parsed = parseId(id);
      // The chunk takes the id's last part for its name: messages-hi-app-<hash>.js.
      return parsed ? `${RESOLVED}${parsed.language}-${parsed.group}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const parsed = parseId(`${PREFIX}${id.slice(RESOLVED.length).replace('-', '/')}`);
      if (!parsed) return null;
      const merged: Record<string, string> = {};
      for (const namespace of NAMESPACES) {
        const file = join(CATALOGS, parsed.language, `${namespace}.json`);
        this.addWatchFile(file);
        const catalog = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(catalog)) {
          if (catalogGroupOf(key) === parsed.group) merged[key] = message;
        }
      }
      // JSON.parse of a single-quoted string rather than an object literal: V8 reads JSON faster
      // than JavaScript of the same size (the signed-in group is 167 kB); in single quotes only
      // a backslash and an apostrophe are escaped.
      return `export const messages = JSON.parse(${singleQuoted(JSON.stringify(compileCatalog(merged)))});`;
    },
  };
}

/** `text` as a single-quoted JavaScript string (JSON text holds no line break to escape). */
export function singleQuoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}
