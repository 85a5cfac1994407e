import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AmountSchema,
  GenericEmailSchema,
  GenericPhoneSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from './generic.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('SafeTextSchema', () => {
  it('accepts ordinary text and trims it', () => {
    expect(SafeTextSchema().parse('  Ravi Kumar  ')).toBe('Ravi Kumar');
  });

  it('refuses a missing value or a non-string', () => {
    expect(firstMessage(SafeTextSchema(), undefined)).toBe('messages.input.required');
    expect(firstMessage(SafeTextSchema(), 42)).toBe('messages.input.required');
  });

  it('refuses text that is empty after trimming', () => {
    expect(firstMessage(SafeTextSchema(), '   ')).toBe('messages.input.empty');
  });

  it('refuses text longer than the limit, naming the limit', () => {
    expect(SafeTextSchema().safeParse('a'.repeat(255)).success).toBe(true);
    expect(firstMessage(SafeTextSchema(), 'a'.repeat(256))).toBe('messages.input.too_long');
    expect(firstMessage(SafeTextSchema(10), 'a'.repeat(11))).toBe('messages.input.too_long');
  });

  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src=x>',
    'javascript:alert(1)',
    'VBScript: msgbox',
    '<img src=x onerror=alert(1)>',
    'x onClick = "steal()"',
    'eval(atob("x"))',
    'width: expression(alert(1))',
    'background: url(http://evil)',
    'import("./evil.js")',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:application/javascript,alert(1)',
  ])('refuses dangerous content: %s', (text) => {
    expect(firstMessage(SafeTextSchema(), text)).toBe('messages.input.dangerous');
  });

  it.each(['North zone, sector 5', 'Evaluation pending', 'Import & export traders', 'One = 1'])(
    'accepts harmless text that resembles a pattern: %s',
    (text) => {
      expect(SafeTextSchema().safeParse(text).success).toBe(true);
    },
  );
});

describe('OptionalSafeTextSchema', () => {
  it('keeps an absent value absent and turns blank or null into null', () => {
    expect(OptionalSafeTextSchema().parse(undefined)).toBeUndefined();
    expect(OptionalSafeTextSchema().parse(null)).toBeNull();
    expect(OptionalSafeTextSchema().parse('   ')).toBeNull();
    expect(OptionalSafeTextSchema().parse(' North ')).toBe('North');
  });

  it('applies the length and content rules', () => {
    expect(firstMessage(OptionalSafeTextSchema(5), 'abcdef')).toBe('messages.input.too_long');
    expect(firstMessage(OptionalSafeTextSchema(), '<script>')).toBe('messages.input.dangerous');
  });
});

describe('GenericEmailSchema', () => {
  it('accepts a valid address, trimmed and lower-cased', () => {
    expect(GenericEmailSchema.parse('  Ravi@Acme.TEST ')).toBe('ravi@acme.test');
  });

  it.each(['', 'ravi', 'ravi@', '@acme.test', 'ravi at acme.test', 42])(
    'refuses %s with the spec message',
    (value) => {
      expect(firstMessage(GenericEmailSchema, value)).toBe('messages.input.email');
    },
  );
});

describe('GenericPhoneSchema', () => {
  it.each(['+91 98765 43210', '9876543210', '(91) 2345-6789', '+1-555-010-9999', '1'])(
    'accepts %s',
    (phone) => {
      expect(GenericPhoneSchema.safeParse(phone).success).toBe(true);
    },
  );

  it.each([
    '0987654321',
    '(022) 2345-6789',
    '+0123',
    '98765abc',
    '++9198765',
    '12345678901234567',
    '+1 2 3 4 5 6 7 8 9 0 1 2',
    '',
  ])('refuses %s with the spec message', (phone) => {
    expect(firstMessage(GenericPhoneSchema, phone)).toBe('messages.input.phone');
  });
});

describe('UuidSchema', () => {
  it('accepts a UUID and refuses anything else', () => {
    expect(UuidSchema.safeParse('3f1c2b9e-5d4a-4c1e-9f2a-7b6c5d4e3f21').success).toBe(true);
    expect(firstMessage(UuidSchema, 'not-a-uuid')).toBe('messages.input.uuid');
  });
});

describe('AmountSchema', () => {
  it('accepts zero up to the 10,000,000 cap', () => {
    expect(AmountSchema.parse(0)).toBe(0);
    expect(AmountSchema.parse(10_000_000)).toBe(10_000_000);
  });

  it('refuses a negative amount or a non-number', () => {
    expect(firstMessage(AmountSchema, -1)).toBe('messages.input.amount_invalid');
    expect(firstMessage(AmountSchema, '100')).toBe('messages.input.amount_invalid');
    expect(firstMessage(AmountSchema, Number.NaN)).toBe('messages.input.amount_invalid');
  });

  it('refuses an amount above the cap', () => {
    expect(firstMessage(AmountSchema, 10_000_000.01)).toBe('messages.input.amount_too_large');
  });
});
