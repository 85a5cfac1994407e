import {
  isMessageKey,
  issueMessage,
  type Language,
  MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
  type IssueLike,
} from '@lendline/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { translate, translateMessage } from '../i18n/translate.ts';

function body(code: ErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** A field error a service gives (a key, or a key and its values) in the reader's language. */
function translateFieldError(language: Language, error: unknown): unknown {
  if (isMessageKey(error)) return translate(language, error);
  if (typeof error === 'object' && error !== null && isMessageKey((error as IssueLike).message)) {
    // A zod issue a service passed on: its key, with the bounds it names.
    const message = issueMessage(error as IssueLike);
    return message ? translateMessage(language, message) : error;
  }
  if (
    typeof error === 'object' &&
    error !== null &&
    isMessageKey((error as { key?: unknown }).key)
  ) {
    return translateMessage(language, error as Parameters<typeof translateMessage>[1]);
  }
  return error;
}

/**
 * The texts in an AppError's details in the reader's language: `details.title` (an upload
 * refusal's toast title) and each message of `details.fieldErrors`.
 */
function translateDetails(language: Language, details: unknown): unknown {
  if (typeof details !== 'object' || details === null) return details;
  const { title } = details as { title?: unknown };
  if (isMessageKey(title)) details = { ...details, title: translate(language, title) };
  if (!('fieldErrors' in (details as object))) return details;
  const { fieldErrors } = details as { fieldErrors: unknown };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return details;
  const translated = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, errors]) => [
      field,
      Array.isArray(errors) ? errors.map((error) => translateFieldError(language, error)) : errors,
    ]),
  );
  return { ...(details as object), fieldErrors: translated };
}

/** One error handler for the whole API: known errors keep their code; nothing else leaks. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = requestLanguage(request);
      if (error instanceof AppError) {
        return reply
          .headers(error.headers)
          .status(error.statusCode)
          .send(
            body(error.code, error.messageIn(language), translateDetails(language, error.details)),
          );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          // The zod issue's own fields (maximum, minimum, params) travel in `params`.
          const issueFields = (issue.params ?? {}) as Omit<IssueLike, 'message'> & {
            issue?: { path?: unknown[] };
          };
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            String(issueFields.issue?.path?.[0] ?? '') ||
            '_';
          // Core's schemas give keys as messages; zod's own wording (a schema that names no
          // message) is shown as it is.
          const message = issueMessage({ ...issueFields, message: issue.message ?? '' });
          (fieldErrors[field] ??= []).push(
            message
              ? translateMessage(language, message)
              : (issue.message ?? translate(language, MESSAGES.invalidValue)),
          );
        }
        const first =
          Object.values(fieldErrors)[0]?.[0] ?? translate(language, MESSAGES.invalidRequest);
        return reply.status(400).send(body('VALIDATION_FAILED', first, { fieldErrors }));
      }
      if (error.statusCode === 429) {
        return reply
          .status(429)
          .send(body('RATE_LIMITED', translate(language, MESSAGES.apiRateLimited)));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, body too large, unsupported media type: safe to describe. Fastify
        // words these in English only; other languages get the catalog's general sentence.
        const message =
          language === 'en' ? error.message : translate(language, MESSAGES.invalidRequest);
        return reply.status(error.statusCode).send(body('BAD_REQUEST', message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', translate(language, MESSAGES.unexpected)));
    });
  },
  { name: 'errors' },
);
