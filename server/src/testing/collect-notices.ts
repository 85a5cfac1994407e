import type { Database } from '../db/client.ts';

/** Listens on a channel and lets a test wait until `count` notices have arrived. */
export function collectNotices(database: Database, channel: string) {
  const received: string[] = [];
  const arrived = (count: number, timeoutMs = 5_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (received.length >= count) return resolve();
        if (Date.now() - started > timeoutMs) {
          return reject(new Error(`Got ${received.length} of ${count} notices`));
        }
        setTimeout(check, 20);
      };
      check();
    });
  return { received, arrived, listen: () => database.listen(channel, (p) => received.push(p)) };
}
