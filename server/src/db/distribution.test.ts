import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { CITUS_SCRIPT, findCitusScriptProblems, readCitusStatements } from './citus-script.ts';
import type { Database, Db, Executor } from './client.ts';
import { findDistributionViolations, tableDistributions } from './distribution-check.ts';
import { LOCAL_TABLES, REFERENCE_TABLES } from './distribution.ts';
import { ownerConnection } from './system.ts';

let database: Database;
let owner: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = ownerConnection(database);
});
afterAll(() => database.close());

/** Runs the work in a transaction that is always rolled back, and returns its answer. */
async function insideRolledBackTransaction<T>(work: (tx: Executor) => Promise<T>) {
  let answer: T | undefined;
  const rollback = new Error('rolled back on purpose');
  await owner
    .transaction(async (tx) => {
      answer = await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return answer as T;
}

describe('the catalogue, ready for Citus', () => {
  it('gives every table a place and keeps organization_id in every key of a tenant table', async () => {
    expect(await findDistributionViolations(owner)).toEqual([]);
  });

  it('reports an unlisted table, a key without organization_id and a foreign key by id alone', async () => {
    const violations = await insideRolledBackTransaction(async (tx) => {
      await tx.execute(sql`create table throwaway_settings (id uuid primary key, value text)`);
      await tx.execute(sql`create table throwaway_parents (
        id uuid primary key, organization_id uuid not null, code text unique)`);
      await tx.execute(sql`create table throwaway_children (
        organization_id uuid, id uuid not null, parent_id uuid references throwaway_parents (id),
        primary key (id))`);
      return findDistributionViolations(tx);
    });
    expect(violations).toEqual([
      'throwaway_children: organization_id may be null',
      'throwaway_settings: has no organization_id and is not listed as a reference or local table',
      'throwaway_children: primary key throwaway_children_pkey (id) leaves out organization_id',
      'throwaway_parents: unique constraint throwaway_parents_code_key (code) leaves out organization_id',
      'throwaway_parents: primary key throwaway_parents_pkey (id) leaves out organization_id',
      'throwaway_children: foreign key throwaway_children_parent_id_fkey references throwaway_parents without matching organization_id to organization_id',
    ]);
  });

  it('reports a reference table that points at a distributed one', async () => {
    const violations = await insideRolledBackTransaction(async (tx) => {
      await tx.execute(sql`alter table role_scopes add column customer_organization_id uuid,
        add column customer_id uuid`);
      await tx.execute(sql`alter table role_scopes add constraint throwaway_customer_fk
        foreign key (customer_organization_id, customer_id) references customers (organization_id, id)`);
      return findDistributionViolations(tx);
    });
    expect(violations).toEqual([
      'role_scopes: foreign key throwaway_customer_fk points from a reference table at the distributed customers',
    ]);
  });

  it('lists only tables that exist', async () => {
    const tables = await tableDistributions(owner);
    const listed = [...Object.keys(REFERENCE_TABLES), ...Object.keys(LOCAL_TABLES)];
    expect(listed.filter((table) => !tables.has(table))).toEqual([]);
  });
});

describe('docs/citus.sql', () => {
  const statements = () => readCitusStatements(readFileSync(CITUS_SCRIPT, 'utf8'));

  it('places every table once, as the catalogue says, co-located and in a valid order', async () => {
    expect(statements().length).toBeGreaterThan(30);
    expect(await findCitusScriptProblems(owner, statements())).toEqual([]);
  });

  it('reports a new table the script forgets, and a table placed out of order or as the wrong kind', async () => {
    const script = statements();
    const customers = script.findIndex((statement) => statement.table === 'customers');
    const reordered = [...script];
    reordered.splice(customers, 1);
    reordered.push({ ...script[customers]! });
    const problems = await insideRolledBackTransaction(async (tx) => {
      await tx.execute(sql`create table throwaway_events (
        organization_id uuid not null, id uuid not null, primary key (organization_id, id))`);
      return findCitusScriptProblems(
        tx,
        reordered.map((statement) =>
          statement.table === 'role_scopes'
            ? {
                call: 'citus_add_local_table_to_metadata',
                table: 'role_scopes',
                colocateWith: null,
              }
            : statement,
        ),
      );
    });
    expect(problems).toEqual([
      'role_scopes: placed as local, is reference',
      'throwaway_events: missing from docs/citus.sql',
      'customer_search: placed before customers, which it references',
      'enhanced_risk_profiles: placed before customers, which it references',
      'field_visits: placed before customers, which it references',
      'loan_payments: placed before customers, which it references',
      'loans: placed before customers, which it references',
      'payment_promises: placed before customers, which it references',
      'risk_profile_businesses: placed before customers, which it references',
      'risk_profiles: placed before customers, which it references',
    ]);
  });

  it('refuses a statement it cannot read', () => {
    expect(() => readCitusStatements("select create_distributed_table('loans', 'id');")).toThrow(
      /cannot read/,
    );
  });
});
