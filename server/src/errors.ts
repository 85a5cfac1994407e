import {
  DEFAULT_LANGUAGE,
  ERROR_STATUS,
  type ErrorCode,
  type Language,
  type Message,
  type MessageLike,
  toMessage,
} from '@lendline/core';
import { translateMessage } from './i18n/translate.ts';

/**
 * What an error says, in any language: a catalog message (a key, or a key and its values), or
 * for a sentence assembled from several messages, a function of the reader's language.
 */
export type ErrorText = MessageLike | ((language: Language) => string);

/**
 * Services throw AppError(code, message); the code alone decides the HTTP status (ERROR_STATUS
 * in core, a closed union), and one handler maps it to the `{ error: { code, message, details } }`
 * shape. The message is a key of the catalogs (issue 9): the handler writes it in the request's
 * language; `error.message` holds the English text, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  readonly text: Message | ((language: Language) => string);

  constructor(
    code: ErrorCode,
    message: ErrorText,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    const text = typeof message === 'function' ? message : toMessage(message);
    super(typeof text === 'function' ? text(DEFAULT_LANGUAGE) : translateMessage(null, text));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.text = text;
  }

  /** The message in the reader's language. */
  messageIn(language: Language): string {
    return typeof this.text === 'function'
      ? this.text(language)
      : translateMessage(language, this.text);
  }
}

export const notFound = (message: MessageLike = 'messages.errors.not_found') =>
  new AppError('NOT_FOUND', message);
