/*
 * What the log keeps of an error (issue 8): a failed query's SQL text but never its parameters,
 * and of a PostgreSQL error its code and the names of what it concerns but not its message or
 * detail, which quote the values ('invalid input syntax for type uuid: "…"', 'Key (email)=(…)').
 * Drizzle's "Failed query: … params: …" message, and PGlite's `params` on its errors, carry
 * personal data; the stack's first line repeats the message, so only its frames are kept.
 */

/** The fields of a PostgreSQL error (pg and PGlite alike) that name things, not values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'];

function isDatabaseError(error: object): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function databaseFieldsOf(error: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (error as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/** The shape pino's (and Fastify's) `err` serializer answers. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function typeOf(error: Error): string {
  return error.constructor?.name ?? error.name;
}

/** A pino `err` serializer: every error logged by the server goes through it. */
export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { query, cause } = error as { query?: unknown; cause?: unknown };
  if (typeof query === 'string') {
    return {
      type: typeOf(error),
      message: 'Failed query',
      query,
      ...(cause instanceof Error && isDatabaseError(cause)
        ? { cause: { type: typeOf(cause), ...databaseFieldsOf(cause) } }
        : {}),
      stack: framesOf(error),
    };
  }
  if (isDatabaseError(error)) {
    return {
      type: typeOf(error),
      message: 'Database error',
      ...databaseFieldsOf(error),
      stack: framesOf(error),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: typeOf(error),
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(cause !== undefined ? { cause: errorForLog(cause) } : {}),
  };
}
