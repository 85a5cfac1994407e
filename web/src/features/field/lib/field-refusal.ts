import {
  issueMessage,
  MESSAGES,
  type Message,
  type MessageKey,
  type MessageValues,
} from '@lendline/core';
import type { z } from 'zod';

/**
 * What the phone refuses to record, by the same rules as the server: a catalog key with its
 * values (show it with `t(refusal.key, refusal.values)`) and, for input errors, the message of
 * each field, to show inline.
 */
export class FieldRefusal extends Error {
  override readonly name = 'FieldRefusal';
  readonly key: MessageKey;
  readonly values: MessageValues;
  readonly fieldErrors: Record<string, Message>;
  /** What is still to collect, when the amount was above it. */
  readonly remainingPaise: number | null;

  constructor(
    message: Message,
    options: {
      field?: string;
      fieldErrors?: Record<string, Message>;
      remainingPaise?: number;
    } = {},
  ) {
    super(message.key);
    this.key = message.key;
    this.values = message.values ?? {};
    this.fieldErrors = options.fieldErrors ?? (options.field ? { [options.field]: message } : {});
    this.remainingPaise = options.remainingPaise ?? null;
  }
}

export function isFieldRefusal(error: unknown): error is FieldRefusal {
  return error instanceof FieldRefusal;
}

/** A schema's issues as a refusal: the first issue's message, and the first of each field. */
export function refusalOfIssues(issues: readonly z.core.$ZodIssue[]): FieldRefusal {
  const fieldErrors: Record<string, Message> = {};
  let first: Message | null = null;
  for (const issue of issues) {
    const message = issueMessage(issue) ?? { key: MESSAGES.invalidValue };
    first ??= message;
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in fieldErrors)) fieldErrors[field] = message;
  }
  return new FieldRefusal(first ?? { key: MESSAGES.invalidValue }, { fieldErrors });
}

/** The body a schema makes of `input`, or a refusal with its messages. */
export function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw refusalOfIssues(result.error.issues);
  return result.data;
}
