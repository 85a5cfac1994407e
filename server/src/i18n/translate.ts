import { type I18n, setupI18n } from '@lingui/core';
import {
  compileCatalog,
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  type Message,
  type MessageKey,
  type MessageValues,
} from '@lendline/core';
import { ALL_CATALOGS } from '@lendline/core/catalogs';

// One Lingui instance per language, its catalog compiled once at start-up (a message that does
// not parse stops the server here, not in front of a user).
const INSTANCES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({
      locale: language,
      messages: { [language]: compileCatalog(ALL_CATALOGS[language]) },
    }),
  ]),
) as Record<Language, I18n>;

/** A message of the catalogs in `language` (error messages, e-mail subjects and bodies). */
export function translate(
  language: Language | null | undefined,
  key: MessageKey,
  values?: MessageValues,
): string {
  return INSTANCES[language ?? DEFAULT_LANGUAGE]._(key, values);
}

/** A deferred message (a key and its values) in `language`. */
export function translateMessage(language: Language | null | undefined, message: Message): string {
  return translate(language, message.key, message.values);
}
