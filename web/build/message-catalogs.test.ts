import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogGroupOf, compileCatalog, LANGUAGES, NAMESPACES } from '@lendline/core';

/**
 * The catalogs' check (docs/decisions/0050), run by `npm test`: complete in every language,
 * valid ICU, the same values interpolated, and every key used somewhere.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const CATALOGS = join(ROOT, 'core', 'src', 'i18n', 'catalogs');

function readCatalog(language: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(CATALOGS, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** The names a compiled message interpolates, with the kind of each ('name:plural'). */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.add(type ? `${name}:${type}` : name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch))
          argumentsOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

/** Every source file that can use a message: the apps' code, not tests or the catalogs. */
function sourceText(): string {
  const texts: string[] = [];
  for (const folder of ['core/src', 'server/src', 'web/src']) {
    const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) {
        continue;
      }
      if (entry.parentPath.includes(join('i18n', 'catalogs'))) continue;
      texts.push(readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    }
  }
  return texts.join('\n');
}

describe('message catalogs', () => {
  const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, readCatalog('en', ns)]));

  it.each(NAMESPACES)("keys of %s start with the namespace's name", (namespace) => {
    for (const key of Object.keys(english[namespace]!)) {
      expect(key.startsWith(`${namespace}.`), key).toBe(true);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, no other, and none left empty',
    (language) => {
      for (const namespace of NAMESPACES) {
        const translated = readCatalog(language, namespace);
        expect(Object.keys(translated).sort(), `${language}/${namespace}.json`).toEqual(
          Object.keys(english[namespace]!).sort(),
        );
        for (const [key, message] of Object.entries(translated)) {
          expect(message.trim(), `${language}: ${key}`).not.toBe('');
        }
      }
    },
  );

  it.each(LANGUAGES)('%s: every message parses and interpolates what English does', (language) => {
    for (const namespace of NAMESPACES) {
      const compiled = compileCatalog(readCatalog(language, namespace));
      const englishCompiled = compileCatalog(english[namespace]!);
      for (const [key, message] of Object.entries(compiled)) {
        const expected = englishCompiled[key];
        if (!expected) continue;
        expect([...argumentsOf(message)].sort(), `${language}: ${key}`).toEqual(
          [...argumentsOf(expected)].sort(),
        );
      }
    }
  });

  it('has no key that no code uses (each is written out in full where it is used)', () => {
    const source = sourceText();
    const unused = NAMESPACES.flatMap((namespace) => Object.keys(english[namespace]!)).filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});

describe('catalog groups', () => {
  it.each([
    ['public.login.title', 'public'],
    ['common.language', 'public'],
    ['common.table.showing', 'app'],
    ['common.no', 'app'],
    ['messages.password.too_short', 'public'],
    ['messages.users.invitation_invalid', 'app'],
    ['public.complete_setup.title', 'app'],
    ['messages.users.not_found', 'app'],
    ['customers.title', 'app'],
    ['emails.invitation.subject', 'server'],
  ] as const)('%s comes with the %s group', (key, group) => {
    expect(catalogGroupOf(key)).toBe(group);
  });
});
