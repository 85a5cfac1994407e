import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { sealAuditChain } from '../modules/audit/audit-chain.ts';

/** The advisory-lock key of the audit sealer: one instance runs it at a time. */
export const SEAL_AUDIT_CHAIN_LOCK_KEY = 72_013;
/** How often the sealer links new audit rows into their chains (docs/decisions/0069). */
export const SEAL_AUDIT_CHAIN_INTERVAL_MS = 5_000;

/**
 * Links every organization's committed unsealed audit rows into its hash chain, unless another
 * instance is doing it now. Answers how many rows it sealed (0 when it did not get the lock).
 * Writers never wait for it: they take no lock, the sealer links what they committed.
 */
export async function runSealAuditChain(executor: Executor): Promise<number> {
  const [locked] = await queryRows<{ got: boolean }>(
    executor,
    sql`select pg_try_advisory_xact_lock(${SEAL_AUDIT_CHAIN_LOCK_KEY}) as got`,
  );
  if (!locked?.got) return 0;
  // The owner may be subject to the tenant policies (FORCE row level security): see them all.
  await executor.execute(sql`select set_config('app.all_orgs', 'on', true)`);
  return sealAuditChain(executor, null);
}

/** Seals now and every few seconds, as the system. */
export function startSealAuditChainWorker(options: {
  database: Database;
  intervalMs?: number;
  logger?: { error(object: unknown, message?: string): void };
}): { stop(): void } {
  let running = false;
  const run = async () => {
    // A slow run (the first one after a long pause) is not overtaken by the next tick.
    if (running) return;
    running = true;
    try {
      await runSystem(ownerConnection(options.database), (tx) => runSealAuditChain(tx));
    } catch (error) {
      options.logger?.error({ err: error }, 'Sealing the audit chain failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? SEAL_AUDIT_CHAIN_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
