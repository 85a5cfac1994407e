import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { runSealAuditChain, startSealAuditChainWorker } from './seal-audit-chain.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const unsealed = async () => {
  const [row] = await queryRows<{ count: string | number }>(
    ownerConnection(database),
    sql`select count(*) as count from audit_logs where chain_position is null`,
  );
  return Number(row!.count);
};

describe('the audit sealing job', () => {
  it('starts on a seeded database with rows to seal, and seals them all in one run', async () => {
    expect(await unsealed()).toBeGreaterThan(0);
    const sealed = await runSystem(ownerConnection(database), (tx) => runSealAuditChain(tx));
    expect(sealed).toBeGreaterThan(0);
    expect(await unsealed()).toBe(0);
  });

  it('seals new rows every few seconds once started, until stopped', async () => {
    const worker = startSealAuditChainWorker({ database, intervalMs: 50 });
    try {
      await ownerConnection(database).execute(
        sql`insert into audit_logs (organization_id, action, entity_type)
            select id, 'job_test', 'test' from organizations`,
      );
      await vi.waitFor(async () => expect(await unsealed()).toBe(0), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      worker.stop();
    }
    const [row] = await queryRows<{ chain_position: string | number; previous_hash: string }>(
      ownerConnection(database),
      sql`select chain_position, previous_hash from audit_logs where action = 'job_test' limit 1`,
    );
    expect(Number(row!.chain_position)).toBeGreaterThan(1);
    expect(row!.previous_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
