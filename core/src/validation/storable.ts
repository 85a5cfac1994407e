import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';

/*
 * Input the database cannot store (issue 8): PostgreSQL refuses the NUL character (0x00) in text
 * and jsonb, and jsonb refuses a lone UTF-16 surrogate ('\ud800' without its pair) that
 * JSON.stringify writes as an escape. Dates outside years 0001–9999 are not ISO calendar dates
 * PostgreSQL reads back (year 0000 does not exist). Such input is refused with 400, never
 * sent to the database. The spec names no message for these; the wording is decided here
 * (docs/decisions/0045).
 */
export const STORABLE_MESSAGES = {
  text: 'messages.input.not_storable',
  date: 'messages.input.date_format',
  dateRange: 'messages.input.date_range',
} as const satisfies Record<string, MessageKey>;

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
// Without the u flag the pattern sees UTF-16 code units, so a pair matches and a lone half stands out.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text holding a NUL character or a lone surrogate. */
export function isStorableText(text: string): boolean {
  return !NUL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * Where a parsed request part (query string, path parameters, JSON body) holds a string or an
 * object key that is not storable, as a dotted path ('address.street', 'tags.0', '_' for the
 * value itself; one such place when there are several); null when there is none. Walks with its own stack, so a deeply nested body
 * cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || '_';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return childPath;
      pending.push({ value: child, path: childPath });
    }
  }
  return null;
}

/**
 * Any text the API takes (names, addresses, search terms, filters): trimmed, at most `max`
 * characters, and storable. Free text that must also be non-empty and safe to show is
 * SafeTextSchema (validation/generic.ts), which builds on this rule.
 */
export function StorableTextSchema(max = 255) {
  return z
    .string()
    .trim()
    .max(max, 'messages.input.too_long')
    .refine(isStorableText, STORABLE_MESSAGES.text);
}

/** An optional search term or text filter ('?search=', '?action='). */
export function SearchTextSchema(max = 255) {
  return StorableTextSchema(max).optional();
}

/** True for a 'YYYY-MM-DD' string in years 0001–9999 (whether the day exists is checked apart). */
export function isStorableDate(date: string): boolean {
  return date >= '0001-01-01' && date <= '9999-12-31';
}

/** A calendar day 'YYYY-MM-DD' PostgreSQL can store: a real date in years 0001–9999. */
export const CalendarDateSchema = z.iso
  .date(STORABLE_MESSAGES.date)
  .refine(isStorableDate, STORABLE_MESSAGES.dateRange);
