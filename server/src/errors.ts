import { ERROR_STATUS, type ErrorCode } from '@lendline/core';

/**
 * Services throw AppError(code, message); the code alone decides the HTTP status (ERROR_STATUS
 * in core, a closed union), and one handler maps it to the `{ error: { code, message, details } }`
 * shape. Messages are the spec's user-facing texts.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
