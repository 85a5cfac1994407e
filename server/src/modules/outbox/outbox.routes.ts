import { OutboxListQuerySchema, OutboxListResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startOutboxWorker, type OutboxWorker } from '../../mail/outbox-worker.ts';
import { createSmtpSender, type SmtpSender } from '../../mail/smtp-transport.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { listOutboxEmails } from './outbox.repository.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtpUrl = app.config.SMTP_URL;
  if (smtpUrl) {
    // With SMTP configured this instance delivers the outbox; without it e-mail waits here,
    // readable through GET /outbox, so the invite flow works on a fresh machine.
    let sender: SmtpSender | undefined;
    let worker: OutboxWorker | undefined;
    app.addHook('onReady', async () => {
      sender = createSmtpSender(smtpUrl);
      worker = startOutboxWorker({
        database: app.database,
        send: sender.send,
        from: app.config.MAIL_FROM,
        clock: () => app.clock(),
        logger: app.log,
      });
      worker.kick();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      sender?.close();
    });
  }

  app.get(
    '/outbox',
    {
      config: { access: { resource: 'users', action: 'create' } },
      schema: {
        tags: ['outbox'],
        querystring: OutboxListQuerySchema,
        response: {
          200: OutboxListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { rows, total } = await request.scoped((tx) =>
        listOutboxEmails(tx, auth.scope, request.query),
      );
      return { data: rows, page: request.query.page, page_size: request.query.page_size, total };
    },
  );
};
