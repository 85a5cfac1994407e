import { AUDIT_EXPORT_COLUMNS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { runScoped } from '../../db/scope.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { runSealAuditChain } from '../../jobs/seal-audit-chain.ts';
import { databaseErrorOf } from '../../testing/database-error.ts';
import { organizationIdByName, userIdByEmail } from '../../testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const cookies: Record<string, string> = {};
let acme = '';
let beacon = '';
let complianceId = '';

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const email of ['compliance@acme.test', 'field@acme.test', 'admin@beacon.test']) {
    cookies[email] = await loginAs(testApp.app, email);
  }
  acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
  complianceId = await userIdByEmail(testApp.database, 'compliance@acme.test');
});
afterAll(() => testApp.close());

const owner = () => ownerConnection(testApp.database);

const get = (email: string, url: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: cookies[email]! } });

const verifyAs = async (email: string) => {
  const response = await get(email, '/audit-logs/verify');
  expect(response.statusCode).toBe(200);
  return response.json() as { valid: boolean; checked: number; first_broken_id: string | null };
};

/** Writes one audit row the way a request does: as the request role, in an Acme scope. */
const writeAsRequest = (organizationId: string, action: string) =>
  runScoped(
    owner(),
    { userId: complianceId, organizationIds: [organizationId], allOrganizations: false },
    (tx) =>
      tx.execute(sql`insert into audit_logs (organization_id, action, entity_type)
        values (${organizationId}, ${action}, 'chain_test')`),
  );

const seal = () => runSystem(owner(), (tx) => runSealAuditChain(tx));

interface ChainRow {
  id: string;
  chain_position: string | number | null;
  previous_hash: string | null;
  chain_hash: string | null;
}

const chainOf = (organizationId: string) =>
  queryRows<ChainRow>(
    owner(),
    sql`select id, chain_position, previous_hash, chain_hash from audit_logs
        where organization_id = ${organizationId} order by chain_position nulls last`,
  );

/** Tampering as the table owner: past the append-only trigger, as only an owner can. */
const asOwnerPastTheTrigger = (statement: ReturnType<typeof sql>) =>
  runSystem(owner(), async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    await tx.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
  });

describe('the audit hash chain', () => {
  it('answers 401 without a session and 403 to a role without audit_logs:read', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/v1/audit-logs/verify' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('field@acme.test', '/audit-logs/verify')).statusCode).toBe(403);
  });

  it('hashes each row in the database, whatever the writer sends, and leaves it unsealed', async () => {
    await runScoped(
      owner(),
      { userId: complianceId, organizationIds: [acme], allOrganizations: false },
      (tx) =>
        tx.execute(sql`insert into audit_logs (organization_id, action, entity_type, content_hash,
            chain_position, previous_hash, chain_hash)
          values (${acme}, 'forger', 'chain_test', 'forged', 999999, 'forged', 'forged')`),
    );
    const [row] = await queryRows<{
      content_hash: string;
      recomputed: string;
      chain_position: number | null;
      chain_hash: string | null;
    }>(
      owner(),
      sql`select content_hash, audit_log_content_hash(a) as recomputed, chain_position, chain_hash
          from audit_logs a where action = 'forger'`,
    );
    expect(row!.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.content_hash).toBe(row!.recomputed);
    expect(row!.chain_position).toBeNull();
    expect(row!.chain_hash).toBeNull();
  });

  it('seals every committed row into one chain per organization, positions 1 to n', async () => {
    await writeAsRequest(acme, 'sealed_by_job');
    const sealed = await seal();
    expect(sealed).toBeGreaterThan(0);
    expect(await seal()).toBe(0);
    for (const organizationId of [acme, beacon]) {
      const chain = await chainOf(organizationId);
      expect(chain.length).toBeGreaterThan(0);
      chain.forEach((row, index) => {
        expect(Number(row.chain_position)).toBe(index + 1);
        expect(row.previous_hash).toBe(index === 0 ? '0'.repeat(64) : chain[index - 1]!.chain_hash);
      });
    }
  });

  it('answers valid for whole chains, counting the rows it checked', async () => {
    const result = await verifyAs('compliance@acme.test');
    expect(result.valid).toBe(true);
    expect(result.first_broken_id).toBeNull();
    expect(result.checked).toBeGreaterThanOrEqual((await chainOf(acme)).length - 1);
  });

  it('records each verification in the audit trail with what it found', async () => {
    await verifyAs('compliance@acme.test');
    const [row] = await queryRows<{ new_values: { valid: boolean } }>(
      owner(),
      sql`select new_values from audit_logs
          where organization_id = ${acme} and action = 'verify' and entity_type = 'audit_logs'
          order by created_at desc limit 1`,
    );
    expect(row!.new_values.valid).toBe(true);
  });

  it('links rows written concurrently with sealers running into one chain: no gap, no fork', async () => {
    const before = (await chainOf(acme)).length;
    await Promise.all([
      ...Array.from({ length: 24 }, (_, index) => writeAsRequest(acme, `concurrent_${index}`)),
      seal(),
      seal(),
      seal(),
    ]);
    await seal();
    const chain = await chainOf(acme);
    expect(chain.length).toBeGreaterThanOrEqual(before + 24);
    const positions = chain.map((row) => Number(row.chain_position));
    expect(positions).toEqual(Array.from({ length: chain.length }, (_, index) => index + 1));
    expect(new Set(chain.map((row) => row.previous_hash)).size).toBe(chain.length);
    expect((await verifyAs('compliance@acme.test')).valid).toBe(true);
  });

  it('ends the export with the chain head of the reader’s organization', async () => {
    const response = await get('compliance@acme.test', '/audit-logs/export?action=nothing');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    const head = lines.at(-1)!;
    const [last] = await queryRows<{ chain_position: string | number; chain_hash: string }>(
      owner(),
      sql`select chain_position, chain_hash from audit_logs
          where organization_id = ${acme} and chain_position is not null
          order by chain_position desc limit 1`,
    );
    expect(head).toContain(`,chain_head,audit_chain,${acme},`);
    // The export's own audit row is written after the head is read, and is not sealed yet.
    expect(head).toContain(`""chain_position"":${Number(last!.chain_position)}`);
    expect(head).toContain(`""chain_hash"":""${last!.chain_hash}""`);
    expect(head.endsWith(',,,')).toBe(true);
  });

  it('finds a row altered by the table owner, at that row, and only in its organization', async () => {
    await seal();
    const chain = await chainOf(acme);
    const target = chain[Math.floor(chain.length / 2)]!;
    await asOwnerPastTheTrigger(
      sql`update audit_logs set reason = 'rewritten' where organization_id = ${acme} and id = ${target.id}`,
    );
    const result = await verifyAs('compliance@acme.test');
    expect(result).toEqual({
      valid: false,
      checked: Number(target.chain_position),
      first_broken_id: target.id,
    });
    // Beacon verifies its own chain only: Acme's break is not its answer.
    expect(await verifyAs('admin@beacon.test')).toMatchObject({
      valid: true,
      first_broken_id: null,
    });
  });

  it('finds a deleted row, at the row after the gap', async () => {
    for (const action of ['one', 'two', 'three']) await writeAsRequest(beacon, action);
    await seal();
    const chain = await chainOf(beacon);
    const removed = chain[chain.length - 3]!;
    const after = chain[chain.length - 2]!;
    await asOwnerPastTheTrigger(
      sql`delete from audit_logs where organization_id = ${beacon} and id = ${removed.id}`,
    );
    const result = await verifyAs('admin@beacon.test');
    expect(result.valid).toBe(false);
    expect(result.first_broken_id).toBe(after.id);
  });

  it('refuses the request role any update or delete of audit rows, sealed or not', async () => {
    const scope = { userId: complianceId, organizationIds: [acme], allOrganizations: false };
    for (const statement of [
      sql`update audit_logs set chain_hash = 'x' where organization_id = ${acme}`,
      sql`update audit_logs set chain_position = 1 where chain_position is null`,
      sql`delete from audit_logs where organization_id = ${acme}`,
    ]) {
      expect(
        await databaseErrorOf(runScoped(owner(), scope, (tx) => tx.execute(statement))),
      ).toMatch(/permission denied/);
    }
  });

  it('refuses an owner’s update of a sealed row’s chain columns', async () => {
    const [row] = await chainOf(acme);
    expect(
      await databaseErrorOf(
        owner().execute(
          sql`update audit_logs set chain_hash = 'x' where organization_id = ${acme} and id = ${row!.id}`,
        ),
      ),
    ).toMatch(/append-only/);
  });
});
