import { ERROR_STATUS, type ErrorCode } from '@lendline/core';

/**
 * Services throw AppError(code, message); one handler maps the code to a status and the
 * `{ error: { code, message, details } }` shape. Messages are the spec's user-facing texts.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { status?: number; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode =
      options.status ?? (ERROR_STATUS as Record<string, number>)[code as string] ?? 422;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
