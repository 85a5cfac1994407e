import type { Message, MessageKey, MessageValues } from './catalogs.ts';

/** Whether a text is a key of the `messages` namespace (what core's schemas give as messages). */
export function isMessageKey(text: unknown): text is MessageKey {
  return typeof text === 'string' && /^messages\.[a-z0-9_]+(?:\.[a-z0-9_]+)+$/.test(text);
}

/** The parts of a zod issue a message can interpolate. */
export interface IssueLike {
  readonly message: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly params?: unknown;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/**
 * A schema issue as a message to show in the reader's language: core's schemas give a key as
 * the issue's message; its values are the issue's own bounds ({maximum}, {minimum}) and any
 * `params.values` a refinement passes. Null for an issue whose message is not a key (zod's own
 * wording), which is shown as it is.
 */
export function issueMessage(issue: IssueLike): Message | null {
  if (!isMessageKey(issue.message)) return null;
  const values: MessageValues = {};
  const maximum = numberOf(issue.maximum);
  const minimum = numberOf(issue.minimum);
  if (maximum !== undefined) values.maximum = maximum;
  if (minimum !== undefined) values.minimum = minimum;
  const params = issue.params as { values?: MessageValues } | undefined;
  if (params?.values && typeof params.values === 'object') Object.assign(values, params.values);
  return { key: issue.message, values };
}

/** A message with no values can travel as its bare key. */
export type MessageLike = MessageKey | Message;

export function toMessage(message: MessageLike): Message {
  return typeof message === 'string' ? { key: message } : message;
}
