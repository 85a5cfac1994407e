import { describe, expect, it } from 'vitest';
import {
  CalendarDateSchema,
  findUnstorableText,
  isStorableText,
  SearchTextSchema,
  STORABLE_MESSAGES,
} from './storable.ts';
import { SafeTextSchema } from './generic.ts';
import { PasswordSchema, SignInRequestSchema, SignUpRequestSchema } from '../schemas/auth.ts';
import { AuditLogFilterSchema } from '../schemas/audit.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isStorableText', () => {
  it('accepts ordinary text, accents, scripts and emoji (a surrogate pair)', () => {
    for (const text of ['Asha Rao', 'Zoë', 'नमस्ते', '😀 ok', '']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses a NUL character and a lone high or low surrogate', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\ud800', '\ud800y', 'x\udc00', '\udc00\ud800']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first unstorable string or key, or null', () => {
    expect(findUnstorableText({ name: 'ok', tags: ['a', 'b'] })).toBeNull();
    expect(findUnstorableText({ address: { street: 'a\u0000' } })).toBe('address.street');
    expect(findUnstorableText({ tags: ['ok', '\ud800'] })).toBe('tags.1');
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findUnstorableText('\u0000')).toBe('_');
    expect(findUnstorableText(42)).toBeNull();
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    let body: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) body = [body];
    expect(findUnstorableText(body)).toMatch(/^0(\.0)*$/);
  });
});

describe('the shared text schemas', () => {
  it('refuse unstorable text in free text and in search terms', () => {
    expect(firstMessage(SafeTextSchema().safeParse('Asha\u0000'))).toBe(STORABLE_MESSAGES.text);
    expect(firstMessage(SafeTextSchema().safeParse('Asha\ud800'))).toBe(STORABLE_MESSAGES.text);
    expect(firstMessage(SearchTextSchema().safeParse('%\u0000'))).toBe(STORABLE_MESSAGES.text);
    expect(SearchTextSchema().parse(' asha ')).toBe('asha');
  });

  it('refuse a sign-up name with a lone surrogate', () => {
    const result = SignUpRequestSchema.safeParse({
      email: 'new@example.test',
      password: 'Password1!',
      first_name: '\ud800',
      last_name: 'Rao',
    });
    expect(firstMessage(result)).toBe(STORABLE_MESSAGES.text);
  });
});

describe('CalendarDateSchema', () => {
  it('accepts real days of years 0001 to 9999', () => {
    for (const day of ['0001-01-01', '2026-11-24', '2024-02-29', '9999-12-31']) {
      expect(CalendarDateSchema.parse(day)).toBe(day);
    }
  });

  it('refuses year 0000, impossible days and other forms', () => {
    expect(firstMessage(CalendarDateSchema.safeParse('0000-01-01'))).toBe(
      STORABLE_MESSAGES.dateRange,
    );
    for (const day of ['2023-02-29', '2026-13-01', '26-11-24', '+020000-01-01', '']) {
      expect(CalendarDateSchema.safeParse(day).success).toBe(false);
    }
  });

  it('guards the audit filters', () => {
    expect(AuditLogFilterSchema.safeParse({ date_from: '0000-01-01' }).success).toBe(false);
    expect(AuditLogFilterSchema.safeParse({ action: 'sign\u0000' }).success).toBe(false);
  });
});

describe('passwords', () => {
  it('say a 100,000-character password is too long, not that it is required', () => {
    const long = 'a'.repeat(100_000);
    expect(firstMessage(PasswordSchema.safeParse(long))).toBe('messages.password.too_long');
    expect(firstMessage(SignInRequestSchema.safeParse({ email: 'a@b.test', password: long }))).toBe(
      'messages.password.too_long',
    );
  });
});
