import type { Database } from '../db/client.ts';
import { deliverDueEmails, type DeliveryReport } from './deliver-outbox.ts';
import type { SendEmail } from './smtp-transport.ts';

export const OUTBOX_INTERVAL_MS = 30_000;

export interface OutboxWorker {
  /** Asks for a delivery run soon (after a commit that queued e-mail). */
  kick(): void;
  /** Runs one delivery now (or waits for the one under way and runs again). */
  runOnce(): Promise<DeliveryReport>;
  stop(): Promise<void>;
}

interface Logger {
  error(object: unknown, message?: string): void;
}

/** Workers by database, so a route can kick the one serving its database without a decorator. */
const workers = new WeakMap<Database, OutboxWorker>();

/** Asks the running worker, if any, to deliver now; without SMTP there is none and rows wait. */
export function kickOutboxDelivery(database: Database): void {
  workers.get(database)?.kick();
}

/**
 * Delivers the outbox every `intervalMs` and whenever kicked. One run at a time in this process;
 * the advisory lock in deliverDueEmails covers other processes. Independent of the app, so a
 * worker process could run it alone.
 */
export function startOutboxWorker(options: {
  database: Database;
  send: SendEmail;
  from: string;
  clock: () => Date;
  readAttachment?: (key: string) => Promise<Buffer>;
  intervalMs?: number;
  logger?: Logger;
}): OutboxWorker {
  let active: Promise<DeliveryReport> | null = null;
  let queued: Promise<DeliveryReport> | null = null;
  let stopped = false;

  const deliver = () => {
    const delivery = deliverDueEmails(options.database, {
      send: options.send,
      from: options.from,
      now: options.clock,
      readAttachment: options.readAttachment,
    }).finally(() => {
      if (active === delivery) active = null;
    });
    active = delivery;
    return delivery;
  };

  // Kicks during a run coalesce into one more run after it, which sees their rows.
  const run = (): Promise<DeliveryReport> => {
    if (!active) return deliver();
    queued ??= active
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return deliver();
      });
    return queued;
  };

  const runLogged = () => {
    if (stopped) return;
    run().catch((error: unknown) =>
      options.logger?.error({ err: error }, 'Outbox delivery failed'),
    );
  };

  const timer = setInterval(runLogged, options.intervalMs ?? OUTBOX_INTERVAL_MS);
  timer.unref();

  const worker: OutboxWorker = {
    kick: runLogged,
    runOnce: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      workers.delete(options.database);
      await (queued ?? active)?.catch(() => undefined);
    },
  };
  workers.set(options.database, worker);
  return worker;
}
