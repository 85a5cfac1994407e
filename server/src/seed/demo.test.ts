import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_GENERATED_HISTORY, seedDemoData } from './demo.ts';
import { generatedIdPattern } from './organization-history.ts';
import { ownerConnection } from '../db/system.ts';
import { scorePerformance } from '../modules/risk-profiles/score-performance.ts';
import { asUser } from '../testing/factories/index.ts';
import { checkWholeLedger } from '../jobs/check-whole-ledger.ts';

let database: Database;
/** The ids of Acme's generated half year (organization-history.ts). */
const GENERATED_CUSTOMERS = generatedIdPattern(DEMO_GENERATED_HISTORY.seed);
const GENERATED_LOANS = generatedIdPattern(DEMO_GENERATED_HISTORY.seed, 'a001');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoData', () => {
  it('gives each lending organization 3 to 7 collectors, one of them blocked, and links the agents', async () => {
    const rows = await queryRows<{ name: string; total: number; blocked: number }>(
      ownerConnection(database),
      sql`select o.name, count(c.id)::int as total,
            (count(c.id) filter (where c.is_blocked))::int as blocked
          from organizations o left join debt_collectors c on c.organization_id = o.id
          where o.organization_type <> 'platform'
          group by o.name order by o.name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const row of rows) {
      expect(row.total).toBeGreaterThanOrEqual(3);
      expect(row.total).toBeLessThanOrEqual(7);
      expect(row.blocked).toBe(1);
    }
    const linked = await queryRows<{ email: string; name: string }>(
      ownerConnection(database),
      sql`select u.email, c.name from debt_collectors c join users u on u.id = c.user_id
          order by u.email`,
    );
    expect(linked).toEqual([
      { email: 'agent@acme.test', name: 'Vikram Singh' },
      { email: 'field@acme.test', name: 'Anil Yadav' },
    ]);
  });

  it('creates pending requests routed to the approver the rules pick', async () => {
    const rows = await queryRows<{ request_type: string; requester: string; approver: string }>(
      ownerConnection(database),
      sql`select r.request_type, ru.email as requester, au.email as approver
          from approval_requests r
          join users ru on ru.id = r.requested_by
          join users au on au.id = r.current_approver_id
          where r.status = 'pending' and r.entity_type <> 'loan' order by r.request_type`,
    );
    expect(rows).toEqual([
      {
        request_type: 'collector_block',
        requester: 'manager@acme.test',
        approver: 'admin@acme.test',
      },
      {
        request_type: 'collector_unblock',
        requester: 'branch.manager@acme.test',
        approver: 'admin@acme.test',
      },
      {
        request_type: 'organization_block',
        requester: 'admin@acme.test',
        approver: 'owner@lendline.test',
      },
    ]);
    const [audited] = await queryRows<{ count: number }>(
      ownerConnection(database),
      sql`select count(*)::int as count from audit_logs where action like '%\\_requested'`,
    );
    expect(audited!.count).toBe(3);
  });

  it('writes every row through its service, so each has its audit rows', async () => {
    const missing = await queryRows<{ entity: string; id: string }>(
      ownerConnection(database),
      sql`select 'customer' as entity, c.id from customers c
            where c.id::text not like ${GENERATED_CUSTOMERS} and not exists (select 1 from audit_logs a
              where a.entity_id = c.id::text and a.action = 'create' and a.user_agent = 'Demo data')
          union all
          select 'collector', d.id from debt_collectors d
            where not exists (select 1 from audit_logs a
              where a.entity_id = d.id::text and a.action = 'create')
          union all
          select 'organization', o.id from organizations o
            where not exists (select 1 from audit_logs a
              where a.entity_id = o.id::text and a.action = 'create')`,
    );
    expect(missing).toEqual([]);
    const joined = await queryRows<{ email: string; actions: string }>(
      ownerConnection(database),
      sql`select u.email, string_agg(a.action || ' by ' || coalesce(a.user_role, 'system'), ', '
            order by a.created_at, a.id) as actions
          from users u join audit_logs a on a.entity_id = u.id::text and a.entity_type = 'user'
          where u.email in ('owner@lendline.test', 'officer@acme.test', 'admin@beacon.test')
          group by u.email order by u.email`,
    );
    expect(joined).toEqual([
      {
        email: 'admin@beacon.test',
        actions:
          'invite by platform_super_admin, complete_setup by system, update by platform_super_admin',
      },
      {
        email: 'officer@acme.test',
        actions:
          'invite by organization_admin, complete_setup by system, update by organization_admin',
      },
      { email: 'owner@lendline.test', actions: 'create by system' },
    ]);
  });

  it('registers customers as the officer and assesses them as the manager', async () => {
    const rows = await queryRows<{ action: string; user_role: string; count: number }>(
      ownerConnection(database),
      sql`select a.action, a.user_role, count(*)::int as count from audit_logs a
          join customers c on c.id::text = a.entity_id
          join organizations o on o.id = c.organization_id and o.name = 'Acme Microfinance'
          group by a.action, a.user_role order by a.action`,
    );
    expect(rows.map((row) => `${row.action} by ${row.user_role}`)).toEqual([
      'create by loan_officer',
      'update by manager',
    ]);
    const [spread] = await queryRows<{ high: number; archived: number; oldest_days: number }>(
      ownerConnection(database),
      sql`select (count(*) filter (where risk_level = 'high'))::int as high,
            (count(*) filter (where status = 'archived'))::int as archived,
            extract(day from now() - min(created_at))::int as oldest_days
          from customers`,
    );
    expect(spread!.high).toBeGreaterThan(0);
    expect(spread!.archived).toBeGreaterThan(0);
    expect(spread!.oldest_days).toBeGreaterThanOrEqual(80);
  });

  it('gives each lender about 300 loans in every status, with payments', async () => {
    const rows = await queryRows<{
      name: string;
      loans: number;
      statuses: string[];
      payments: number;
    }>(
      ownerConnection(database),
      sql`select o.name, count(*)::int as loans,
            array_agg(distinct l.status order by l.status) as statuses,
            (select count(*) from loan_payments p where p.organization_id = o.id)::int as payments
          from loans l join organizations o on o.id = l.organization_id
          where l.id::text not like ${GENERATED_LOANS}
          group by o.id, o.name order by o.name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const row of rows) {
      expect(row.loans).toBe(300);
      expect(row.statuses).toEqual([
        'active',
        'approved',
        'completed',
        'overdue',
        'pending',
        'rejected',
      ]);
      expect(row.payments).toBeGreaterThan(500);
    }
  });

  it("keeps each disbursed loan's remaining amount on its journal, every entry balanced", async () => {
    const [ledger] = await queryRows<Record<string, number>>(
      ownerConnection(database),
      sql`select
            (select count(*) from loans l
              where l.status in ('active', 'overdue', 'completed')
                and l.remaining_amount is distinct from (
                  select sum(jl.debit - jl.credit) from journal_entries e
                  join journal_lines jl on jl.organization_id = e.organization_id
                    and jl.entry_id = e.id
                  where e.organization_id = l.organization_id and e.loan_id = l.id
                    and jl.account = 'loan_receivable'))::int as off_ledger,
            (select count(*) from journal_entries e
              where (select count(*) from journal_lines jl
                  where jl.organization_id = e.organization_id and jl.entry_id = e.id) < 2
                or (select sum(jl.debit) - sum(jl.credit) from journal_lines jl
                  where jl.organization_id = e.organization_id and jl.entry_id = e.id) <> 0
            )::int as unbalanced,
            (select count(*) from loans where status = 'completed' and remaining_amount <> 0)::int
              as completed_owing,
            (select count(*) from loans where status = 'completed')::int as completed,
            (select count(*) from journal_entries)::int as entries`,
    );
    expect(ledger).toMatchObject({ off_ledger: 0, unbalanced: 0, completed_owing: 0 });
    expect(ledger!.completed).toBeGreaterThan(0);
    expect(ledger!.entries).toBeGreaterThan(1_000);
  });

  it('scores the disbursed loans so the back-test shows a real, judgeable result', async () => {
    // Acme's administrator sees Acme and its North branch: about 140 loans old enough to have
    // gone 30 days overdue. One branch alone has 5 to 11 such bads, depending on the weekday
    // (docs/decisions/0064).
    const report = await asUser(database, 'admin@acme.test', (ctx) => scorePerformance(ctx));
    expect(report.scored_loans).toBeGreaterThan(400);
    expect(report.unscored_loans).toBeGreaterThan(0);
    for (const outcome of report.outcomes) {
      expect(outcome.verdict).toEqual({ judgeable: true, shortfall: null });
      // Better than a coin, short of a perfect separation: the scores are synthetic, with noise.
      expect(outcome.auc).toBeGreaterThan(0.65);
      expect(outcome.auc).toBeLessThan(0.97);
      const [low, , high] = outcome.bands;
      expect(high!.bad_rate).toBeGreaterThan(low!.bad_rate!);
    }
  });

  it('writes the portfolio snapshots of its 120 days of history (Acme 180), each day adding up', async () => {
    const rows = await queryRows<{
      name: string;
      days: number;
      unbalanced: number;
      disbursed: number;
      collected: string;
      at_risk: string;
    }>(
      ownerConnection(database),
      sql`select o.name, count(*)::int as days,
            count(*) filter (where s.gross_outstanding <> b.balance
              or s.active_loans + s.overdue_loans <> b.loans)::int as unbalanced,
            sum(s.disbursed_loans)::int as disbursed,
            sum(s.collected_on_time + s.collected_late) as collected,
            max(s.par30_balance) as at_risk
          from portfolio_snapshots s
          join organizations o on o.id = s.organization_id
          join (select organization_id, snapshot_date, sum(loans) as loans, sum(balance) as balance
            from portfolio_snapshot_buckets group by 1, 2) b
            on b.organization_id = s.organization_id and b.snapshot_date = s.snapshot_date
          where o.organization_type <> 'platform'
          group by o.name order by o.name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const row of rows) {
      // Acme has its generated half year besides.
      expect(row.days).toBe(row.name === 'Acme Microfinance' ? 180 : 120);
      expect(row.unbalanced).toBe(0);
      expect(row.disbursed).toBeGreaterThan(0);
      expect(Number(row.collected)).toBeGreaterThan(0);
      expect(Number(row.at_risk)).toBeGreaterThan(0);
    }
  });

  it('gives Acme a generated half year on customers of its own, the ledger balanced', async () => {
    const [acme] = await queryRows<{
      customers: number;
      names_distinct: boolean;
      foreign: number;
      loans: number;
      statuses: string[];
      oldest_disbursement_days: number;
      promises: number;
      visits: number;
    }>(
      ownerConnection(database),
      sql`select
            (select count(*) from customers where id::text like ${GENERATED_CUSTOMERS})::int as customers,
            (select bool_and(last_name ~ ${`^(${DEMO_GENERATED_HISTORY.lastNames.join('|')})[0-9]+$`})
              from customers where id::text like ${GENERATED_CUSTOMERS}) as names_distinct,
            (select count(*) from loans l join organizations o on o.id = l.organization_id
              where l.id::text like ${GENERATED_LOANS} and o.name <> 'Acme Microfinance')::int as foreign,
            (select count(*) from loans where id::text like ${GENERATED_LOANS})::int as loans,
            (select array_agg(distinct status order by status) from loans
              where id::text like ${GENERATED_LOANS}) as statuses,
            (select current_date - min(disbursement_date) from loans
              where id::text like ${GENERATED_LOANS})::int as oldest_disbursement_days,
            (select count(*) from payment_promises p join loans l on l.organization_id = p.organization_id
              and l.id = p.loan_id where l.id::text like ${GENERATED_LOANS})::int as promises,
            (select count(*) from field_visits v join loans l on l.organization_id = v.organization_id
              and l.id = v.loan_id where l.id::text like ${GENERATED_LOANS})::int as visits`,
    );
    expect(acme!.customers).toBe(DEMO_GENERATED_HISTORY.customers);
    expect(acme!.names_distinct).toBe(true);
    expect(acme!.foreign).toBe(0);
    expect(acme!.loans).toBe(DEMO_GENERATED_HISTORY.customers * 1.5);
    expect(acme!.statuses).toEqual(expect.arrayContaining(['active', 'completed', 'overdue']));
    expect(acme!.oldest_disbursement_days).toBeGreaterThan(120);
    // Left out: the collections screens list promises and visits with the curated ones.
    expect(acme!.visits).toBe(0);
    expect(acme!.promises).toBe(0);
    expect(await checkWholeLedger(ownerConnection(database))).toEqual([]);
  });

  it('leaves a database that has data alone', async () => {
    expect(await seedDemoData(database)).toBe(false);
  });
});
