import { describe, expect, it } from 'vitest';
import { compileCatalog } from '@lendline/core';
import { messageCatalogs, singleQuoted } from './message-catalogs.ts';

describe('singleQuoted', () => {
  it.each([
    'plain',
    "an apostrophe's",
    'a backslash \\ and \\n as text',
    '"double quotes" and ${not a template}',
    '\u2028 line and paragraph separators \u2029',
  ])('reads back as the same text: %s', (text) => {
    expect(new Function(`return ${singleQuoted(text)};`)()).toBe(text);
  });
});

describe('messageCatalogs', () => {
  it("emits a group's messages as the compiled catalog, apostrophes and all", async () => {
    const plugin = messageCatalogs();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
    const id = resolveId('virtual:catalog/en/public');
    expect(id).not.toBeNull();
    const code = await load.call({ addWatchFile: () => undefined }, id!);
    const messages = new Function(
      `${code!.replace('export const messages =', 'return')}`,
    )() as Record<string, unknown>;
    const apostrophes = Object.entries(messages).filter(([, message]) =>
      JSON.stringify(message).includes("'"),
    );
    expect(apostrophes.length).toBeGreaterThan(0);
    expect(Object.keys(messages).length).toBeGreaterThan(50);
    expect(messages['common.cancel']).toEqual(compileCatalog({ x: 'Cancel' }).x);
  });
});
