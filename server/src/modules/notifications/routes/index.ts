import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSmtpSender, type SmtpSender } from '../../../mail/smtp-transport.ts';
import type { MessageTransports } from '../../../jobs/deliver-messages.ts';
import {
  createFakeProvider,
  createWebhookProvider,
  type MessageProvider,
} from '../message-providers.ts';
import { startMessageWorker, type MessageWorker } from '../message-worker.ts';
import { customerMessagesRoute } from './customer-messages.route.ts';
import { messageTemplatesRoute } from './message-templates.route.ts';
import { reminderRulesRoute } from './reminder-rules.route.ts';
import { staffNotificationsRoute } from './staff-notifications.route.ts';

export interface NotificationsOptions {
  /** Tests hand in their own provider; otherwise MESSAGE_PROVIDER chooses. */
  messageProvider?: MessageProvider | null;
}

/** The provider the configuration names: the webhook, the fake one, or none. */
function configuredProvider(config: {
  MESSAGE_PROVIDER: 'webhook' | 'fake' | 'none';
  MESSAGE_WEBHOOK_URL?: string | undefined;
  MESSAGE_WEBHOOK_TOKEN?: string | undefined;
}): MessageProvider | null {
  if (config.MESSAGE_PROVIDER === 'fake') return createFakeProvider();
  if (config.MESSAGE_PROVIDER === 'webhook' && config.MESSAGE_WEBHOOK_URL) {
    return createWebhookProvider({
      url: config.MESSAGE_WEBHOOK_URL,
      token: config.MESSAGE_WEBHOOK_TOKEN,
    });
  }
  return null;
}

/**
 * Notifications (issue 14): customer message templates, reminder rules, the delivery log and
 * history, the staff feed; and, when this instance has a transport (a provider for SMS and
 * WhatsApp, SMTP for e-mail), the worker that delivers the customer message queue.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsOptions> = async (
  app,
  options,
) => {
  const provider =
    options.messageProvider !== undefined
      ? options.messageProvider
      : configuredProvider(app.config);
  const smtpUrl = app.config.SMTP_URL;
  if (provider || smtpUrl) {
    let sender: SmtpSender | undefined;
    let worker: MessageWorker | undefined;
    app.addHook('onReady', async () => {
      sender = smtpUrl ? createSmtpSender(smtpUrl) : undefined;
      const transports: MessageTransports = {
        provider,
        email: sender ? { send: sender.send, from: app.config.MAIL_FROM } : null,
      };
      worker = startMessageWorker({
        database: app.database,
        transports,
        clock: () => app.clock(),
        logger: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      sender?.close();
    });
  }

  await app.register(messageTemplatesRoute);
  await app.register(reminderRulesRoute);
  await app.register(customerMessagesRoute);
  await app.register(staffNotificationsRoute);
};
