import type { Database } from '../db/client.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { runMessageDelivery } from '../modules/notifications/message-worker.ts';
import { notifyCollectionAlerts } from './notify-collection-alerts.ts';
import { queueReminders } from '../modules/notifications/queue-reminders.ts';

export const REMINDERS_INTERVAL_MS = 5 * 60_000;

/**
 * Tells the staff of the day's collection alerts, and queues the day's reminders now and every few minutes, as the system, under the advisory lock
 * (one instance at a time; the unique key makes a repeat run queue nothing), then asks this
 * instance's delivery to send them.
 */
export function startReminderWorker(options: {
  database: Database;
  clock: () => Date;
  intervalMs?: number;
  logger?: { error(object: unknown, message?: string): void };
}): { stop(): void } {
  const run = () =>
    runSystem(ownerConnection(options.database), async (tx) => {
      // The day's collection alerts to the staff who assign the work (once per organization day).
      await notifyCollectionAlerts(tx, options.clock());
      return queueReminders(tx, { now: options.clock(), lock: true });
    })
      .then((queued) => (queued > 0 ? runMessageDelivery(options.database) : null))
      .catch((error: unknown) => options.logger?.error({ err: error }, 'Reminder job failed'));
  void run();
  const timer = setInterval(run, options.intervalMs ?? REMINDERS_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
