import { type MessageLike, toMessage } from '@lendline/core';
import { translateMessage } from '../i18n/translate.ts';

/** A message's English text, as an answer without Accept-Language carries it. */
export function english(message: MessageLike): string {
  return translateMessage('en', toMessage(message));
}
