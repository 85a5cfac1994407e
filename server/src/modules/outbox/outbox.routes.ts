import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startOutboxWorker, type OutboxWorker } from '../../mail/outbox-worker.ts';
import { createSmtpSender, type SmtpSender } from '../../mail/smtp-transport.ts';
import { reportFileStorage, readStoredFile } from '../reports/report-file-storage.ts';
import { listOutboxEmailsRoute } from './routes/list-outbox-emails.route.ts';

/** The outbox: its list, and (with SMTP configured) the worker that delivers it. */
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
        // Automated reports attach their file from the reports' file storage.
        readAttachment: (key) => readStoredFile(reportFileStorage(app.config.DATA_DIR), key),
        logger: app.log,
      });
      worker.kick();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      sender?.close();
    });
  }

  await app.register(listOutboxEmailsRoute);
};
