import type { Database } from '../../db/client.ts';
import {
  deliverDueMessages,
  type MessageDeliveryReport,
  type MessageTransports,
} from '../../jobs/deliver-messages.ts';

export const MESSAGE_DELIVERY_INTERVAL_MS = 30_000;

export interface MessageWorker {
  /** Runs one delivery now, after the one under way if any. */
  runOnce(): Promise<MessageDeliveryReport>;
  stop(): Promise<void>;
}

/** Workers by database, so a route can reach the one serving its database. */
const workers = new WeakMap<Database, MessageWorker>();

/** Delivers now through the running worker; null when this instance has no transport. */
export function runMessageDelivery(database: Database): Promise<MessageDeliveryReport> | null {
  return workers.get(database)?.runOnce() ?? null;
}

/**
 * Delivers the customer message queue every `intervalMs` and on demand, one run at a time in
 * this process (the advisory lock in deliverDueMessages covers other processes).
 */
export function startMessageWorker(options: {
  database: Database;
  transports: MessageTransports;
  clock: () => Date;
  intervalMs?: number;
  logger?: { error(object: unknown, message?: string): void };
}): MessageWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const runOnce = () => {
    const run = chain
      .catch(() => undefined)
      .then(() =>
        deliverDueMessages(options.database, {
          transports: options.transports,
          now: options.clock,
        }),
      );
    chain = run;
    return run;
  };
  const timer = setInterval(() => {
    if (stopped) return;
    runOnce().catch((error: unknown) =>
      options.logger?.error({ err: error }, 'Customer message delivery failed'),
    );
  }, options.intervalMs ?? MESSAGE_DELIVERY_INTERVAL_MS);
  timer.unref();
  const worker: MessageWorker = {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      workers.delete(options.database);
      await chain.catch(() => undefined);
    },
  };
  workers.set(options.database, worker);
  return worker;
}
