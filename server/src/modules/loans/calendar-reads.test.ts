import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { runScoped, type DataScope } from '../../db/scope.ts';
import { ownerConnection } from '../../db/system.ts';
import { createTestDatabase, managerScope } from '../../testing/test-database.ts';
import { loanBalancesStatement } from './collection-calendar.ts';
import { loanById } from './loans.repository.ts';

// The calendar is under row-level security, which lets only leakproof conditions into an index
// scan: a lookup written as `c.seq = l.first_instalment_seq + …` or `c.day < (… at time zone …)`
// read every day of the organization's calendar for every loan (0.2 ms each at a million loans).
// The statements work those values out first so the calendar's keys find the one day. PostgreSQL
// 15 (the PostgreSQL pass) refuses such conditions; PGlite's PostgreSQL 17 is more lenient.

let database: Database;
let scope: DataScope;

beforeAll(async () => {
  database = await createTestDatabase({ ledgerCheck: false });
  scope = await managerScope(database);
});
afterAll(() => database.close());

interface PlanNode {
  'Relation Name'?: string;
  'Node Type': string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Every read of collection_calendar in the plan of `statement`, as the request role plans it. */
async function calendarReads(statement: SQL): Promise<PlanNode[]> {
  const [row] = await runScoped(ownerConnection(database), scope, async (tx) => {
    // Without them an empty test table would be read whole whatever the conditions allow.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      tx,
      sql`explain (format json) ${statement}`,
    );
  });
  const found: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'collection_calendar') found.push(node);
    node.Plans?.forEach(walk);
  };
  walk(row!['QUERY PLAN'][0].Plan);
  return found;
}

describe('reads of the collection calendar', () => {
  it('find the oldest unpaid instalment of a paid loan by the (organization_id, seq) key', async () => {
    const reads = await calendarReads(
      loanBalancesStatement(
        [{ organizationId: scope.organizationIds[0]!, loanId: randomUUID(), amount: '-1.00' }],
        new Date(),
      ),
    );
    expect(reads).not.toHaveLength(0);
    for (const read of reads) {
      expect(read['Index Cond']).toMatch(/\bseq = /);
      expect(read.Filter ?? '').not.toMatch(/\bseq\b/);
    }
  });

  it('count the instalments due before today through the (organization_id, day) key', async () => {
    const reads = await calendarReads(loanById(randomUUID(), new Date()));
    expect(reads).not.toHaveLength(0);
    for (const read of reads) {
      expect(read['Index Cond']).toMatch(/\bday < /);
      expect(read.Filter ?? '').not.toMatch(/\bday\b/);
    }
  });
});
