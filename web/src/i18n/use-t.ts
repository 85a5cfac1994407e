import { useLingui } from '@lingui/react';
import type { MessageKey, MessageValues } from '@lendline/core';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The message function of the active language. The component re-renders with the new language
 * when the user switches: every user-facing text goes through it (or `<Text>` of its result).
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}
