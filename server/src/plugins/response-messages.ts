import { isMessageKey } from '@lendline/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/request-language.ts';
import { translate } from '../i18n/translate.ts';

/**
 * Services and routes answer a success `message` as a key of the catalogs ('Customer created
 * successfully' is `messages.customers.created`, issue 9); this hook writes it in the request's
 * language before the response is serialized, in one place rather than in every route. A
 * message with values (a count of files) is translated by its route.
 */
export default fp(
  async function responseMessagesPlugin(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        return payload;
      }
      const { message } = payload as { message?: unknown };
      if (!isMessageKey(message)) return payload;
      return { ...payload, message: translate(requestLanguage(request), message) };
    });
  },
  { name: 'response-messages' },
);
