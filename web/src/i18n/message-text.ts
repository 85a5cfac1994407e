import { type MessageLike, toMessage } from '@lendline/core';
import type { Translate } from './use-t';

/** A message core produced (a key, or a key and its values) in the active language. */
export function messageText(t: Translate, message: MessageLike): string {
  const { key, values } = toMessage(message);
  return t(key, values);
}
