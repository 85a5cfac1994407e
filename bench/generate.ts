/**
 * The scale data generator: customers, loans in every state with 120 days of history, their
 * payments and the journal, in set-based SQL (server/src/seed/loan-history.ts, the same
 * statements as the demo seed). On a fresh database: migrates and seeds the demo (its
 * organizations and staff), then adds the customers and loans to the demo's lenders, Acme
 * Microfinance 50 %, Beacon Lending 30 %, Acme North Branch 20 %.
 *
 *   npx tsx bench/generate.ts                 # PGlite in a temporary folder, small scale
 *   npx tsx bench/generate.ts --data-dir /tmp/lendline-pglite   # PGlite kept there (for bench/)
 *   npx tsx bench/generate.ts --database-url postgres://postgres@127.0.0.1:5432/lendline_gen \
 *     --customers 200000 --loans 1000000 --payments 10000000
 *
 * Deterministic: the same --seed on the same day gives the same rows (times within the day
 * follow the instant of the run). The loans, payments and journal are written with triggers off
 * (session_replication_role = replica, as the superuser: no foreign-key checks, no deferred
 * balance checks) and their non-unique indexes built after the load; then the balances and the
 * foreign keys are checked in SQL, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { seedDemoData } from '../server/src/seed/demo.ts';
import { checkLoanLedger, generateLoanHistory } from '../server/src/seed/loan-history.ts';
import { generateCustomers } from '../server/src/seed/organization-history.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    customers: { type: 'string', default: '2000' },
    loans: { type: 'string', default: '10000' },
    payments: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
  },
});
const whole = (name: 'customers' | 'loans' | 'payments' | 'seed') => {
  const value = Number(args[name]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name}: a whole number`);
  return value;
};
const CUSTOMERS = whole('customers');
const LOANS = whole('loans');
const PAYMENTS = whole('payments');
const SEED = whole('seed');

/** The lenders that receive the data, their shares, and who acts in each. */
const LENDERS = [
  {
    name: 'Acme Microfinance',
    share: 0.5,
    officers: ['officer@acme.test'],
    approvers: ['manager@acme.test'],
    collectors: ['agent@acme.test', 'field@acme.test'],
  },
  {
    name: 'Beacon Lending',
    share: 0.3,
    officers: ['officer@beacon.test'],
    approvers: ['admin@beacon.test'],
    collectors: ['officer@beacon.test'],
  },
  {
    name: 'Acme North Branch',
    share: 0.2,
    officers: ['branch.manager@acme.test'],
    approvers: ['branch.manager@acme.test'],
    collectors: ['branch.manager@acme.test'],
  },
] as const;

/** n split by the lenders' shares, the last taking the remainder. */
function split(n: number): number[] {
  const parts = LENDERS.map((lender) => Math.floor(n * lender.share));
  parts[parts.length - 1]! += n - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
const keptDataDir = args['data-dir'];
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'lendline-generate-'));
const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
const db = ownerConnection(database);
const started = performance.now();

let step = performance.now();
await migrateDatabase(database);
if (!(await seedDemoData(database))) {
  console.info('The database had data already: adding to it (use a new --seed each time).');
}
console.info(`migrations and demo seed: ${seconds(step)} s`);

const organizations = await queryRows<{ id: string; name: string }>(
  db,
  sql`select id, name from organizations where name in ${LENDERS.map((lender) => lender.name)}`,
);
const users = await queryRows<{ id: string; email: string }>(db, sql`select id, email from users`);
const userId = (email: string) => users.find((user) => user.email === email)!.id;
const organizationId = (name: string) => organizations.find((row) => row.name === name)!.id;

// Customers: registered over the two years before today (so every loan's customer came first;
// from the start of today, so the same day gives the same customers), with the customer
// triggers on (the search mirror and the counts): the server's generator (organization-history.ts).
step = performance.now();
const customerParts = split(CUSTOMERS);
for (const [index, lender] of LENDERS.entries()) {
  await generateCustomers(db, {
    organizationId: organizationId(lender.name),
    count: customerParts[index]!,
    seed: SEED,
    createdBy: userId(lender.officers[0]),
    spanDays: 730,
  });
}
const customerSeconds = seconds(step);
console.info(`customers: ${CUSTOMERS.toLocaleString('en')} in ${customerSeconds} s`);

step = performance.now();
const loanParts = split(LOANS);
const steps: [string, number][] = [];
const counts = await generateLoanHistory(db, {
  seed: SEED,
  historyDays: 120,
  payments: PAYMENTS,
  bulk: true,
  organizations: LENDERS.map((lender, index) => ({
    id: organizationId(lender.name),
    loans: loanParts[index]!,
    officers: lender.officers.map(userId),
    approvers: lender.approvers.map(userId),
    collectors: lender.collectors.map(userId),
  })),
  onStep: (name, milliseconds) => {
    steps.push([name, milliseconds]);
    console.info(`  ${name}: ${(milliseconds / 1000).toFixed(1)} s`);
  },
});
const loanSeconds = seconds(step);
console.info(`loans, payments and journal: ${loanSeconds} s`);

// Written with triggers off: what they would have checked, checked once over everything.
step = performance.now();
const ledger = await checkLoanLedger(db);
const checkSeconds = seconds(step);
console.info(`ledger check: ${checkSeconds} s`, ledger);
if (ledger.unbalancedEntries + ledger.loansOffLedger + ledger.oneSidedViolations > 0) {
  process.exitCode = 1;
}
const [orphans] = await queryRows<{ payments: number; entries: number; lines: number }>(
  db,
  sql`select
        (select count(*) from loan_payments p where not exists (select 1 from loans l
          where l.organization_id = p.organization_id and l.id = p.loan_id))::int as payments,
        (select count(*) from journal_entries e where not exists (select 1 from loans l
          where l.organization_id = e.organization_id and l.id = e.loan_id))::int as entries,
        (select count(*) from journal_lines jl where not exists (select 1 from journal_entries e
          where e.organization_id = jl.organization_id and e.id = jl.entry_id))::int as lines`,
);
console.info('rows without their parent (foreign keys, checked once):', orphans);
if (orphans!.payments + orphans!.entries + orphans!.lines > 0) process.exitCode = 1;

step = performance.now();
for (const table of [
  'customers',
  'customer_search',
  'loans',
  'loan_payments',
  'journal_entries',
  'journal_lines',
]) {
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}
const vacuumSeconds = seconds(step);
console.info(`vacuum analyze: ${vacuumSeconds} s`);

const statuses = await queryRows<{ status: string; count: number }>(
  db,
  sql`select status, count(*)::int as count from loans group by status order by status`,
);
const [totals] = await queryRows<Record<string, number>>(
  db,
  sql`select (select count(*) from customers)::int as customers,
        (select count(*) from loans)::int as loans,
        (select count(*) from loan_payments)::int as payments,
        (select count(*) from journal_entries)::int as journal_entries,
        (select count(*) from journal_lines)::int as journal_lines,
        pg_size_pretty(pg_database_size(current_database())) as database_size`,
);
console.info(
  `database: ${database.kind}; generated ${JSON.stringify(counts)}; totals (with the demo) ${JSON.stringify(totals)}`,
);
console.info(`loans by status: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`);
console.info(
  `| ${database.kind} | ${CUSTOMERS.toLocaleString('en')} | ${counts.loans.toLocaleString('en')} | ${counts.payments.toLocaleString('en')} | ${counts.journalEntries.toLocaleString('en')} | ${counts.journalLines.toLocaleString('en')} | ${customerSeconds} | ${loanSeconds} | ${checkSeconds} | ${vacuumSeconds} | ${seconds(started)} |`,
);

await database.close();
if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
