import { findUnstorableText, STORABLE_MESSAGES } from '@lendline/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * The edge check for every route (issue 8): a NUL character or a lone surrogate anywhere in the
 * path parameters, the query string or a JSON body is refused with 400 before validation and
 * the handler, so no route can hand PostgreSQL text it refuses (a 500 with the query in the
 * log). It runs after the access check (onRequest), so a refused caller still gets 401 or 403.
 * The core schemas refuse the same text (StorableTextSchema), so forms say it on the field.
 */
export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const body = Buffer.isBuffer(request.body) ? undefined : request.body;
      for (const part of [request.params, request.query, body]) {
        const field = findUnstorableText(part);
        if (field !== null) {
          throw new AppError('VALIDATION_FAILED', STORABLE_MESSAGES.text, {
            details: { fieldErrors: { [field]: [STORABLE_MESSAGES.text] } },
          });
        }
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
