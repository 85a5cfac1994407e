import type { z } from 'zod';
import {
  AmountSchema,
  GenericEmailSchema,
  GenericPhoneSchema,
  OptionalSafeTextSchema,
} from './generic.ts';

function schemaForField(name: string, value: unknown): z.ZodType | null {
  const lower = name.toLowerCase();
  if (lower.includes('email')) return GenericEmailSchema;
  if (lower.includes('phone')) return GenericPhoneSchema;
  if (lower.includes('amount')) return AmountSchema;
  return typeof value === 'string' ? OptionalSafeTextSchema() : null;
}

/**
 * Spec part 1 §5 "A form check": e-mail rules for fields named with email, phone rules for
 * phone fields, amount rules for amount fields, and the text rules for every other string.
 * Empty optional values are skipped. Answers the first message per failing field.
 */
export function validateFormFields(fields: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    const result = schemaForField(name, value)?.safeParse(value);
    if (result && !result.success)
      errors[name] = result.error.issues[0]?.message ?? 'messages.input.invalid';
  }
  return errors;
}
