import type { DemoDataCounts, DemoDataStep } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { runSystem } from '../db/system.ts';
import { backfillPortfolioSnapshots } from '../modules/analytics/portfolio-snapshot.ts';
import { checkLoanLedger, generateLoanHistory } from './loan-history.ts';

/**
 * Months of history for one organization (issue 14 "Demo data", docs/decisions/0074): its
 * customers, loans in every state with their payments and journal (loan-history.ts), promises
 * to pay and field visits on them, then the portfolio snapshots of those months. Set-based SQL
 * throughout; each step its own transaction, so the progress the caller writes between them is
 * seen at once (PGlite runs one transaction at a time). The platform owner's /demo-data job, the
 * demo seed and bench/generate.ts use it.
 *
 * Only rows it generates are touched: its customers carry ids made from the seed (the
 * `e001` kind), and its loans go to those customers only, so existing customers keep their
 * loans. Use a new seed for each run on one organization.
 */

/** Days in a month of history. */
const MONTH_DAYS = 30;
/** Loans per generated customer, on average (repeat borrowers), and payments per loan. */
const LOANS_PER_CUSTOMER = 1.5;
const PAYMENTS_PER_LOAN = 6;
/** The id kind of generated customers (loan-history.ts numbers the others). */
const CUSTOMER_ID_CODE = 'e001';
const VISIT_ID_CODE = 'e002';
const PROMISE_ID_CODE = 'e003';

/** The names generated customers get (the bench's): a surname with a number never collides. */
const FIRST_NAMES = [
  'Asha',
  'Ravi',
  'Sunita',
  'Imran',
  'Meena',
  'Arjun',
  'Kavita',
  'Suresh',
  'Farah',
  'Vikas',
];
const LAST_NAMES = [
  'Patil',
  'Kumar',
  'Shah',
  'Khan',
  'Iyer',
  'Reddy',
  'Joshi',
  'Nair',
  'Singh',
  'Das',
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(',')}]`;

export interface GenerateCustomersOptions {
  organizationId: string;
  count: number;
  seed: number;
  /** Who registers them (created_by). */
  createdBy: string;
  /** Registered over this many days before today (and at least 6 days ago). */
  spanDays: number;
  /** Their surnames (a number follows each); default the bench's. */
  lastNames?: readonly string[];
  now?: Date;
}

/** The id of a generated row: the seed, its kind and a counter (loan-history.ts's scheme). */
function generatedId(seed: number, code: string, counter: string): string {
  const prefix = seed.toString(16).padStart(8, '0');
  const hex = `lpad(to_hex(${counter}), 18, '0')`;
  return `('${prefix}-${code}-8' || substr(${hex}, 1, 3) || '-8' || substr(${hex}, 4, 3) || '-' || substr(${hex}, 7, 12))::uuid`;
}

/** The `like` pattern of the ids of one kind a seed generated. */
export function generatedIdPattern(seed: number, code = CUSTOMER_ID_CODE): string {
  return `${seed.toString(16).padStart(8, '0')}-${code}-%`;
}

function checkSeed(seed: number): void {
  if (!Number.isSafeInteger(seed) || seed < 1 || seed > 0x7fffffff) {
    throw new RangeError('The seed must be a positive 31-bit integer');
  }
}

/**
 * Customers for one organization in one statement, with the customer triggers on (the search
 * mirror and the counts): the bench's names, phones and businesses, registered over `spanDays`.
 */
export async function generateCustomers(
  db: Db,
  options: GenerateCustomersOptions,
): Promise<number> {
  checkSeed(options.seed);
  if (!Number.isSafeInteger(options.count) || options.count < 0) {
    throw new RangeError('The customers must be a whole number');
  }
  const now = (options.now ?? new Date()).toISOString();
  const seed = options.seed;
  const lastNames = options.lastNames ?? LAST_NAMES;
  if (lastNames.length === 0 || lastNames.some((name) => !/^[A-Za-z]+$/.test(name))) {
    throw new RangeError('Surnames are letters only');
  }
  return runSystem(db, async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    const result = (await tx.execute(
      sql.raw(`
      insert into customers (id, organization_id, customer_id, first_name, last_name, phone, email,
        business_name, business_type, risk_level, status, created_by, created_at)
      select ${generatedId(seed, CUSTOMER_ID_CODE, 'n')},
        '${options.organizationId}'::uuid,
        'CUST' || nextval('customer_number_seq'),
        (${sqlArray(FIRST_NAMES)})[1 + n % 10],
        (${sqlArray(lastNames)})[1 + (n / 10) % ${lastNames.length}] || n,
        '+9197' || lpad(((n * 7919 + ${seed}) % 100000000)::text, 8, '0'),
        case when n % 3 = 0 then 'customer' || n || '.' || ${seed} || '@example.in' end,
        case when n % 5 <> 0 then 'Shop ' || n end,
        (array['retail','manufacturing','services','agriculture'])[1 + n % 4],
        (array['low','medium','high'])[1 + n % 3],
        (array['active','active','active','active','inactive'])[1 + n % 5],
        '${options.createdBy}'::uuid,
        date_trunc('day', '${now}'::timestamptz) - interval '6 days'
          - ((hashint8extended(n, ${seed}) & 2147483647)::float8 / 2147483648.0)
            * interval '${Math.max(1, Math.floor(options.spanDays))} days'
      from generate_series(1, ${options.count}) as n`),
    )) as unknown as { rowCount?: number | null; affectedRows?: number };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  });
}

/** Who acts in the generated history: user ids by what they do. */
interface Staff {
  officers: string[];
  approvers: string[];
  collectors: string[];
}

/** The organization's staff by role; whoever is there when a role is missing, else `fallback`. */
async function staffOf(db: Db, organizationId: string, fallback: string): Promise<Staff> {
  const [row] = await runSystem(db, async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    return queryRows<{
      officers: string[] | null;
      approvers: string[] | null;
      collectors: string[] | null;
      anyone: string[] | null;
    }>(
      tx,
      sql`select
          array_agg(distinct r.user_id::text) filter (where r.role in ('loan_officer', 'manager', 'organization_admin')) as officers,
          array_agg(distinct r.user_id::text) filter (where r.role in ('manager', 'organization_admin')) as approvers,
          array_agg(distinct r.user_id::text) filter (where r.role in ('collection_agent', 'field_agent', 'loan_officer', 'collector', 'debt_collector')) as collectors,
          array_agg(distinct r.user_id::text) as anyone
        from user_roles r join user_profiles p on p.user_id = r.user_id
        where r.organization_id = ${organizationId} and p.status = 'active'`,
    );
  });
  const anyone = row?.anyone?.length ? row.anyone : [fallback];
  const or = (ids: string[] | null | undefined) => (ids?.length ? ids.sort() : anyone.sort());
  return {
    officers: or(row?.officers),
    approvers: or(row?.approvers),
    collectors: or(row?.collectors),
  };
}

export interface OrganizationHistoryOptions {
  organizationId: string;
  customers: number;
  months: number;
  /** A positive 31-bit integer, new for each run on one organization. */
  seed: number;
  /** Acts when the organization has no active staff (the platform owner who asked). */
  fallbackUserId: string;
  now?: Date;
  /** The generated customers' surnames (generateCustomers). */
  lastNames?: readonly string[];
  /**
   * Snapshots are written for the days from `months` back to this many days ago (default 1:
   * to yesterday); the demo seed writes its recent days for every organization itself.
   */
  snapshotsUntilDaysAgo?: number;
  /**
   * Write visits and promises (default true). The demo seed leaves them out: its curated
   * promises and visits are what the collections screens and their tests show.
   */
  fieldWork?: boolean;
  /** Check the whole ledger at the end (default true; the demo seed's tests check it). */
  checkLedger?: boolean;
  /** Told before each step, with the share of the work done so far (0–100). */
  onProgress?: (step: DemoDataStep, percent: number) => Promise<void>;
}

/** Where each step starts, in percent of the whole (the loans take most of the time). */
const STEP_PERCENT: Record<DemoDataStep, number> = {
  customers: 0,
  loans: 10,
  field_work: 70,
  snapshots: 80,
  ledger_check: 95,
};

export async function generateOrganizationHistory(
  db: Db,
  options: OrganizationHistoryOptions,
): Promise<DemoDataCounts> {
  checkSeed(options.seed);
  const now = options.now ?? new Date();
  const days = options.months * MONTH_DAYS;
  const progress = options.onProgress ?? (async () => {});
  const staff = await staffOf(db, options.organizationId, options.fallbackUserId);

  await progress('customers', STEP_PERCENT.customers);
  const customers = await generateCustomers(db, {
    organizationId: options.organizationId,
    count: options.customers,
    seed: options.seed,
    createdBy: staff.officers[0]!,
    spanDays: days + MONTH_DAYS,
    lastNames: options.lastNames,
    now,
  });

  await progress('loans', STEP_PERCENT.loans);
  const loans = Math.round(options.customers * LOANS_PER_CUSTOMER);
  const history = await generateLoanHistory(db, {
    organizations: [{ id: options.organizationId, loans, ...staff }],
    seed: options.seed,
    historyDays: days,
    payments: loans * PAYMENTS_PER_LOAN,
    customerIdPattern: generatedIdPattern(options.seed),
    now,
  });

  await assignCollectors(db, options.organizationId, options.seed);

  await progress('field_work', STEP_PERCENT.field_work);
  const fieldWork =
    options.fieldWork === false
      ? { visits: 0, promises: 0 }
      : await generateFieldWork(db, { ...options, now, collectors: staff.collectors });

  await progress('snapshots', STEP_PERCENT.snapshots);
  const snapshots = await runSystem(db, async (tx) => {
    const [today] = await queryRows<{ today: string }>(
      tx,
      sql`select (${now.toISOString()}::timestamptz at time zone timezone)::date::text as today
        from organizations where id = ${options.organizationId}`,
    );
    const to = new Date(`${today!.today}T00:00:00Z`);
    const day = (offset: number) =>
      new Date(to.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    return backfillPortfolioSnapshots(tx, {
      from: day(-days),
      to: day(-(options.snapshotsUntilDaysAgo ?? 1)),
      organizationIds: [options.organizationId],
    });
  });

  await progress('ledger_check', STEP_PERCENT.ledger_check);
  const ledger =
    options.checkLedger === false
      ? { unbalancedEntries: 0, loansOffLedger: 0, oneSidedViolations: 0 }
      : await checkLoanLedger(db);
  if (ledger.unbalancedEntries + ledger.loansOffLedger + ledger.oneSidedViolations > 0) {
    throw new Error(`The ledger is off after generating: ${JSON.stringify(ledger)}`);
  }
  return {
    customers,
    loans: history.loans,
    payments: history.payments,
    journal_entries: history.journalEntries,
    promises: fieldWork.promises,
    visits: fieldWork.visits,
    snapshots,
  };
}

/**
 * Field visits and promises to pay on the generated loans that fell behind (overdue, and some
 * active ones), in two statements: about one visit in three ends in a promise, due around today
 * so some are kept, some broken and some still open.
 */
async function generateFieldWork(
  db: Db,
  options: { organizationId: string; seed: number; now: Date; collectors: string[] },
): Promise<{ visits: number; promises: number }> {
  const seed = options.seed;
  const loanPattern = generatedIdPattern(seed, 'a001');
  const draw = (counter: string, salt: number) =>
    `((hashint8extended(${counter}, ${seed * 64 + salt}) & 2147483647)::float8 / 2147483648.0)`;
  const now = `'${options.now.toISOString()}'::timestamptz`;
  return runSystem(db, async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    const count = (result: unknown) => {
      const value = result as { rowCount?: number | null; affectedRows?: number };
      return Number(value.rowCount ?? value.affectedRows ?? 0);
    };
    // Each behind loan numbered by its id; 1 to 3 visits between its disbursement and today.
    const visits = count(
      await tx.execute(
        sql.raw(`
        insert into field_visits (id, organization_id, loan_id, customer_id, outcome, note,
          visited_by, visited_at, created_at)
        select ${generatedId(seed, VISIT_ID_CODE, 'l.n * 4 + k')}, l.organization_id, l.id, l.customer_id,
          (array['promised','not_home','refused','promised','other','moved'])[1 + floor(${draw('l.n * 4 + k', 41)} * 6)::int],
          null,
          (${sqlArray(options.collectors)}::uuid[])[1 + floor(${draw('l.n * 4 + k', 42)} * ${options.collectors.length})::int],
          visited, visited
        from (
          select lo.*, row_number() over (order by lo.id) as n,
            (o.timezone) as tz
          from loans lo join organizations o on o.id = lo.organization_id
          where lo.organization_id = '${options.organizationId}' and lo.id::text like '${loanPattern}'
            and (lo.status = 'overdue' or (lo.status = 'active' and lo.next_due_date < (${now} at time zone o.timezone)::date))
        ) l
        cross join lateral generate_series(1, 1 + floor(${draw('l.n', 43)} * 3)::int) k
        cross join lateral (select least(${now} - interval '1 hour',
          l.disbursed_at + (${now} - l.disbursed_at) * (0.3 + 0.7 * ${draw('l.n * 4 + k', 44)})) as visited) v`),
      ),
    );
    // A promise at each 'promised' visit: a few days' instalments, due 1 to 10 days after it.
    const promises = count(
      await tx.execute(
        sql.raw(`
        insert into payment_promises (id, organization_id, loan_id, customer_id, visit_id, amount,
          promised_date, created_by, created_at)
        select ${generatedId(seed, PROMISE_ID_CODE, 'row_number() over (order by v.id)')},
          v.organization_id, v.loan_id, v.customer_id, v.id,
          least(l.remaining_amount, l.daily_repayment_amount * (1 + floor(${draw('hashtext(v.id::text)', 45)} * 5)::int)),
          (v.visited_at at time zone o.timezone)::date + (1 + floor(${draw('hashtext(v.id::text)', 46)} * 10)::int),
          v.visited_by, v.visited_at
        from field_visits v
        join loans l on l.organization_id = v.organization_id and l.id = v.loan_id
        join organizations o on o.id = v.organization_id
        where v.organization_id = '${options.organizationId}' and v.id::text like '${generatedIdPattern(seed, VISIT_ID_CODE)}'
          and v.outcome = 'promised' and l.remaining_amount > 0`),
      ),
    );
    return { visits, promises };
  });
}

/**
 * The generated loans in collection (active, overdue) each get one of the organization's
 * collectors that is not blocked, spread evenly by a hash of the loan; none when it has none.
 */
async function assignCollectors(db: Db, organizationId: string, seed: number): Promise<void> {
  await runSystem(db, async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    await tx.execute(sql`
      update loans l set collector_id = c.id
      from (select id, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
        from debt_collectors where organization_id = ${organizationId} and not is_blocked) c
      where l.organization_id = ${organizationId}
        and l.id::text like ${generatedIdPattern(seed, 'a001')}
        and l.status in ('active', 'overdue')
        and c.k = (hashtext(l.id::text) & 2147483647) % c.n`);
  });
}
