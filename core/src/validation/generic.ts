import { z } from 'zod';
import { isStorableText, STORABLE_MESSAGES } from './storable.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Messages of spec part 1 §5 "Generic input rules". */
export const INPUT_MESSAGES = {
  required: 'messages.input.required',
  empty: 'messages.input.empty',
  tooLong: 'messages.input.too_long',
  dangerous: 'messages.input.dangerous',
  email: 'messages.input.email',
  phone: 'messages.input.phone',
  uuid: 'messages.input.uuid',
  amountInvalid: 'messages.input.amount_invalid',
  amountTooLarge: 'messages.input.amount_too_large',
} as const satisfies Record<string, MessageKey>;

/** Spec part 1 §9: the amount cap. */
export const MAX_AMOUNT = 10_000_000;
export const DEFAULT_TEXT_MAX_LENGTH = 255;
const PHONE_MAX_LENGTH = 20;

/**
 * Content the spec refuses in free text: script tags, javascript:/vbscript: URLs, inline
 * event handlers, eval/expression/url/import calls, and data: URIs carrying HTML or script.
 */
const DANGEROUS_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /\b(?:java|vb)script\s*:/i,
  // Handler names are on + 3 letters or more (onload, onerror), so 'One = 1' still passes.
  /\bon[a-z]{3,}\s*=/i,
  /\b(?:eval|expression|url|import)\s*\(/i,
  /\bdata\s*:\s*(?:text\/html|[a-z]+\/[a-z0-9.+-]*script)/i,
];

export function containsDangerousContent(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

/** Required free text: trimmed, non-empty, at most `max` characters, nothing executable. */
export function SafeTextSchema(max = DEFAULT_TEXT_MAX_LENGTH) {
  return z
    .string({ error: INPUT_MESSAGES.required })
    .trim()
    .min(1, INPUT_MESSAGES.empty)
    .max(max, INPUT_MESSAGES.tooLong)
    .refine(isStorableText, STORABLE_MESSAGES.text)
    .refine((text) => !containsDangerousContent(text), INPUT_MESSAGES.dangerous);
}

/**
 * Optional free text with the same rules. Absent stays `undefined` (unchanged on update);
 * `null` or a blank string becomes `null` (cleared).
 */
export function OptionalSafeTextSchema(max = DEFAULT_TEXT_MAX_LENGTH) {
  return z
    .string({ error: INPUT_MESSAGES.required })
    .trim()
    .max(max, INPUT_MESSAGES.tooLong)
    .refine(isStorableText, STORABLE_MESSAGES.text)
    .refine((text) => !containsDangerousContent(text), INPUT_MESSAGES.dangerous)
    .transform((text) => (text === '' ? null : text))
    .nullish();
}

/** E-mail, trimmed and lower-cased. */
export const GenericEmailSchema = z
  .string({ error: INPUT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, INPUT_MESSAGES.email)
  .pipe(z.email({ error: INPUT_MESSAGES.email }));

export function isValidPhone(phone: string): boolean {
  if (phone.length > PHONE_MAX_LENGTH) return false;
  // Spaces, dashes and brackets are formatting; what remains is an optional + and 1-16 digits.
  return /^\+?[1-9]\d{0,15}$/.test(phone.replace(/[\s\-()]/g, ''));
}

/** Phone as typed (trimmed): optional +, first digit 1-9, up to 16 digits, ≤ 20 characters. */
export const GenericPhoneSchema = z
  .string({ error: INPUT_MESSAGES.phone })
  .trim()
  .refine(isValidPhone, INPUT_MESSAGES.phone);

export const UuidSchema = z.uuid({ error: INPUT_MESSAGES.uuid });

/** A money amount: a finite number from 0 up to the 10,000,000 cap. */
export const AmountSchema = z
  .number({ error: INPUT_MESSAGES.amountInvalid })
  .min(0, INPUT_MESSAGES.amountInvalid)
  .max(MAX_AMOUNT, INPUT_MESSAGES.amountTooLarge);
