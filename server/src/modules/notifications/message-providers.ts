import type { MessageChannel } from '@lendline/core';

/** One message to hand to a provider. */
export interface OutgoingMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  body: string;
}

/** What a provider says of a message it took: sent on, or already delivered. */
export interface ProviderReceipt {
  status: 'sent' | 'delivered';
  providerMessageId?: string | null;
}

/**
 * Sends SMS and WhatsApp messages. Resolves when the provider accepted the message; rejects with
 * an Error whose message is the reason (kept on the message when it finally fails).
 */
export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<ProviderReceipt>;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A generic HTTP provider: POSTs `{ id, channel, to, subject, body }` as JSON to a URL (a gateway
 * or a small adapter in front of one), with `Authorization: Bearer <token>` when a token is set.
 * A 2xx answer accepts the message; its JSON may say `{ "status": "delivered", "id": "…" }`.
 * Anything else is a failure whose reason is the status and the start of the answer.
 */
export function createWebhookProvider(options: { url: string; token?: string }): MessageProvider {
  return {
    name: 'webhook',
    send: async (message) => {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
      } catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        throw new Error(`Provider unreachable: ${cause}`, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (!response.ok)
        throw new Error(`Provider answered ${response.status}: ${text.slice(0, 200)}`);
      let answer: { status?: unknown; id?: unknown } = {};
      try {
        answer = text ? (JSON.parse(text) as typeof answer) : {};
      } catch {
        // A plain-text 2xx still accepts the message.
      }
      return {
        status: answer.status === 'delivered' ? 'delivered' : 'sent',
        providerMessageId: typeof answer.id === 'string' ? answer.id.slice(0, 200) : null,
      };
    },
  };
}

/**
 * A provider that sends nowhere: it keeps what it was given (tests and the demo read `sent`)
 * and reports each message delivered. Never the internet.
 */
export function createFakeProvider(): MessageProvider & { readonly sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    name: 'fake',
    sent,
    send: async (message) => {
      sent.push(message);
      return { status: 'delivered', providerMessageId: `fake-${sent.length}` };
    },
  };
}
