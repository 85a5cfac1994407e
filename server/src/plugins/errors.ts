import { MESSAGES, type ApiErrorBody, type ErrorCode } from '@lendline/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

function body(code: ErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** One error handler for the whole API: known errors keep their code; nothing else leaks. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .headers(error.headers)
          .status(error.statusCode)
          .send(body(error.code, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            String((issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.[0] ?? '') ||
            '_';
          (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
        }
        const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
        return reply.status(400).send(body('VALIDATION_FAILED', first, { fieldErrors }));
      }
      if (error.statusCode === 429) {
        return reply.status(429).send(body('RATE_LIMITED', MESSAGES.apiRateLimited));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, body too large, unsupported media type: safe to describe.
        return reply.status(error.statusCode).send(body('BAD_REQUEST', error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', MESSAGES.unexpected));
    });
  },
  { name: 'errors' },
);
