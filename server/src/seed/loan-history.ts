import { RISK_RULE_VERSION, RISK_RULES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Db, Tx } from '../db/client.ts';
import {
  collectorPaymentsFromPayments,
  expectedEventsFromLoans,
  expectedStartsFromLoans,
} from '../modules/collections/expected/expected-tallies.ts';
import { fileLoanApprovalRequests } from './loan-approval-requests.ts';

/**
 * Loan history, generated in set-based SQL (generate_series and INSERT … SELECT, never a query
 * per loan): the demo seed's few hundred loans per lender and bench/generate.ts's million use
 * the same statements. Every row follows the rules the loan services follow (DESIGN.md "Loan
 * math", "Loan status", "Money movements"):
 *
 * - figures: core calculateLoan, in integer paise (the same divisions, rounded the same way);
 * - loan numbers: 'LN-' || year of application || '-' || loan_number_seq padded to 6 digits
 *   (never cut: lpad alone would cut 1000000 to 100000, a duplicate), drawn in order of
 *   application;
 * - disbursed loans: first_instalment_seq is the organization's first collection day after the
 *   disbursement date (collection_calendar, extended with ensure_collection_calendar and
 *   extend_collection_calendar_to), due_date the day numbered first_instalment_seq +
 *   instalment_count − 1, next_due_date the day numbered first_instalment_seq +
 *   floor(paid ÷ daily) while money remains, and the status by the rule (completed at 0,
 *   overdue more than 7 days after next_due_date or after due_date, else active);
 * - payments: completed ones cover whole instalments (the last one the last instalment's
 *   amount), on the organization's days between the disbursement and today; a few reversed
 *   (still completed, not counted), failed or pending (no journal entry);
 * - journal: one balanced entry per disbursement, per completed payment and per reversal;
 * - pending loans: the approval request the application files (loan-approval-requests.ts), so
 *   the bell and /approvals offer them.
 *
 * Deterministic: every choice is a hash of (seed, loan number in the run, what is chosen), and
 * row ids are made from the seed and a counter (so they also arrive in index order), so the same
 * seed, customers and day give the same loans, amounts, dates and statuses (times within a day
 * follow the instant `now`). A second run with the same seed on the same database would reuse
 * the ids: use another seed.
 */

/** One lender's share of the history, and who acts in it (user ids of its staff). */
export interface LoanHistoryOrganization {
  id: string;
  loans: number;
  /** Apply (created_by). */
  officers: readonly string[];
  /** Approve, reject, disburse and reverse. */
  approvers: readonly string[];
  /** Record payments. */
  collectors: readonly string[];
}

export interface LoanHistoryOptions {
  organizations: readonly LoanHistoryOrganization[];
  /** Chooses the data and the ids' prefix; one positive 31-bit integer per run. */
  seed: number;
  /** How far back disbursements and applications go, in days. Default 120. */
  historyDays?: number;
  /**
   * About how many completed instalment payments in all (reversed, failed and pending ones
   * come on top, about 3 % of loans one each). A payment then covers several instalments. At
   * most one payment per instalment paid; by default exactly that.
   */
  payments?: number;
  /**
   * For bulk loads: skip triggers (`session_replication_role = replica`: foreign keys and the
   * journal's deferred balance checks; needs a superuser), and drop the written tables'
   * non-unique indexes during the load and build them again after it, in the same transaction.
   * Check the result with checkLoanLedger afterwards.
   */
  bulk?: boolean;
  /** The instant "now" (each organization's today is its date in its timezone). */
  now?: Date;
  /**
   * Lend only to the customers whose id matches this `like` pattern (organization-history.ts's
   * generated customers); default every customer of the organization.
   */
  customerIdPattern?: string;
  /** Told each step's duration. */
  onStep?: (step: string, milliseconds: number) => void;
}

export interface LoanHistoryCounts {
  loans: number;
  payments: number;
  journalEntries: number;
  journalLines: number;
  /** One open request per pending loan. */
  approvalRequests: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidArray(values: readonly string[]): string {
  for (const value of values) {
    if (!UUID.test(value)) throw new RangeError(`Not a uuid: ${value}`);
  }
  return `array[${values.map((value) => `'${value}'`).join(',')}]::uuid[]`;
}

function wholeNumber(value: number, what: string, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`Expected ${what} to be a whole number ≥ ${min}, got ${value}`);
  }
  return value;
}

/**
 * The 4 hex digits in each generated id that say what it identifies; a line's is d0, its
 * entry's kind (1 disbursement, 2 payment, 3 reversal) and its line number.
 */
const ID_CODES = {
  loan: 'a001',
  payment: 'b001',
  disbursementEntry: 'c001',
  paymentEntry: 'c002',
  reversalEntry: 'c003',
} as const;

/** Payments of a loan are numbered loan × PAYMENT_SLOTS + k; the extra ones from EXTRA_SLOT. */
const PAYMENT_SLOTS = 1024;
const EXTRA_SLOT = 1000;

export async function generateLoanHistory(
  db: Db,
  options: LoanHistoryOptions,
): Promise<LoanHistoryCounts> {
  const seed = wholeNumber(options.seed, 'the seed', 1);
  if (seed > 0x7fffffff) throw new RangeError('The seed must fit in 31 bits');
  const historyDays = wholeNumber(options.historyDays ?? 120, 'the history in days', 10);
  const now = options.now ?? new Date();
  const nowLiteral = `'${now.toISOString()}'::timestamptz`;
  const onStep = options.onStep ?? (() => {});
  const prefix = seed.toString(16).padStart(8, '0');
  const pattern = options.customerIdPattern;
  if (pattern !== undefined && !/^[0-9a-f%-]+$/.test(pattern)) {
    throw new RangeError(`Not an id pattern: ${pattern}`);
  }
  const customerFilter = pattern === undefined ? '' : `and c.id::text like '${pattern}'`;

  /**
   * A deterministic uuid (version 8): the seed, what it identifies (code, an SQL expression of 4
   * hex digits) and a counter, so ids of one kind increase with the counter.
   */
  const idOf = (code: string, counter: string) => {
    const hex = `lpad(to_hex(${counter}), 18, '0')`;
    return `('${prefix}-' || ${code} || '-8' || substr(${hex}, 1, 3) || '-8' || substr(${hex}, 4, 3) || '-' || substr(${hex}, 7, 12))::uuid`;
  };
  /** Another id with the same counter: the code (characters 10–13) replaced. */
  const recode = (id: string, code: string) =>
    `overlay(${id}::text placing ${code} from 10 for 4)::uuid`;
  const code = (name: string) => `'${name}'`;
  /** A deterministic draw in [0, 1) for a counter and what is drawn. */
  const draw = (counter: string, salt: number) =>
    `((hashint8extended(${counter}, ${seed * 64 + salt}) & 2147483647)::float8 / 2147483648.0)`;
  const rupees = (paise: string) => `((${paise})::numeric / 100)`;
  /**
   * The applicant's score the loan keeps (issue 12) — synthetic: drawn around a mean set by the
   * repayment behaviour drawn below (r11: paid early, on time, a little behind, stopped), with
   * noise of ±30, so lower scores tend to go with worse repayment, as a working score would.
   * About 1 loan in 12 has none (a customer never profiled). docs/decisions/0064.
   */
  const applicantScoreSql = (t: string) =>
    `case when ${draw(`${t}.i`, 27)} < 0.08 then null else least(98, greatest(5, round(
       case when ${t}.r11 < 0.06 then 80 when ${t}.r11 < 0.62 then 70
         when ${t}.r11 < 0.82 then 57 else 46 end
       + (${draw(`${t}.i`, 24)} + ${draw(`${t}.i`, 25)} - 1) * 30)))::int end`;
  const [lowTier, mediumTier, highTier] = RISK_RULES.recommendation;
  const tierCase = (
    score: string,
    pick: (tier: (typeof RISK_RULES.recommendation)[number]) => string | number,
  ) =>
    `case when ${score} >= ${lowTier.minScore} then ${pick(lowTier)}
       when ${score} >= ${mediumTier.minScore} then ${pick(mediumTier)} else ${pick(highTier)} end`;

  let offset = 0;
  const organizations = options.organizations
    .filter((organization) => organization.loans > 0)
    .map((organization) => {
      wholeNumber(organization.loans, 'the loans');
      for (const staff of [
        organization.officers,
        organization.approvers,
        organization.collectors,
      ]) {
        if (staff.length === 0) throw new RangeError('Every organization needs its staff');
      }
      const row = { ...organization, offset };
      offset += organization.loans;
      return row;
    });
  const counts: LoanHistoryCounts = {
    loans: 0,
    payments: 0,
    journalEntries: 0,
    journalLines: 0,
    approvalRequests: 0,
  };
  if (organizations.length === 0) return counts;

  await db.transaction(async (tx) => {
    const run = async (step: string, statement: string): Promise<number> => {
      const started = performance.now();
      const result = (await tx.execute(sql.raw(statement))) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      onStep(step, performance.now() - started);
      return Number(result.rowCount ?? result.affectedRows ?? 0);
    };
    const rows = async <T>(statement: string): Promise<T[]> =>
      ((await tx.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    if (options.bulk) await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw(`set local work_mem = '128MB'`));

    // Each lender: its day, its loan defaults (rate in hundredths of a percent, upfront in
    // tenths), its staff, and its customers numbered 1…n by registration.
    await run(
      'organizations',
      `create temp table gen_org on commit drop as
       select v.org_id, v.loans, v.loan_offset, v.officers, v.approvers, v.collectors,
         o.timezone as tz, (${nowLiteral} at time zone o.timezone)::date as today,
         round(o.default_daily_interest_rate * 100)::int as rate_h,
         round(o.default_upfront_interest * 10)::int as up_t,
         o.default_max_repayment_days as days,
         0 as customer_count, 0 as today_seq
       from (values ${organizations
         .map(
           (organization) =>
             `('${organization.id}'::uuid, ${organization.loans}, ${organization.offset}::bigint,
               ${uuidArray(organization.officers)}, ${uuidArray(organization.approvers)},
               ${uuidArray(organization.collectors)})`,
         )
         .join(', ')}) as v(org_id, loans, loan_offset, officers, approvers, collectors)
       join organizations o on o.id = v.org_id`,
    );
    await run(
      'customers read',
      `create temp table gen_customer on commit drop as
       select c.organization_id as org_id,
         row_number() over (partition by c.organization_id order by c.created_at, c.id)::int as n,
         c.id, c.created_at
       from customers c where c.organization_id in (select org_id from gen_org)
         and c.created_at < ${nowLiteral} ${customerFilter}`,
    );
    await tx.execute(sql.raw('create index on gen_customer (org_id, n)'));
    await tx.execute(sql.raw('analyze gen_customer'));
    await tx.execute(
      sql.raw(`update gen_org o set customer_count = coalesce(
        (select max(n) from gen_customer c where c.org_id = o.org_id), 0)`),
    );

    // The calendar: from before the oldest disbursement to past the last instalment a loan
    // disbursed yesterday can have (at most 365 collection days).
    await run(
      'calendar',
      `select ensure_collection_calendar(org_id, today - ${historyDays + 10}, today + 7) from gen_org`,
    );
    await tx.execute(
      sql.raw(`update gen_org o set today_seq = (select max(c.seq) from collection_calendar c
        where c.organization_id = o.org_id and c.day <= o.today)`),
    );
    await run(
      'calendar extended',
      `select extend_collection_calendar_to(org_id, today_seq + 370) from gen_org`,
    );
    await run(
      'calendar copied',
      `create temp table gen_cal on commit drop as
       select c.organization_id as org_id, c.seq, c.day from collection_calendar c
       where c.organization_id in (select org_id from gen_org)`,
    );
    await tx.execute(sql.raw('create unique index on gen_cal (org_id, seq)'));
    await tx.execute(sql.raw('create unique index on gen_cal (org_id, day)'));
    // The first instalment's number for each possible disbursement date.
    await run(
      'first instalments',
      `create temp table gen_next on commit drop as
       select o.org_id, d::date as day,
         (select c.seq from gen_cal c where c.org_id = o.org_id and c.day > d::date
           order by c.day limit 1) as next_seq
       from gen_org o, generate_series(o.today - ${historyDays + 5}, o.today, interval '1 day') d`,
    );
    await tx.execute(sql.raw('create unique index on gen_next (org_id, day)'));
    for (const table of ['gen_org', 'gen_cal', 'gen_next']) {
      await tx.execute(sql.raw(`analyze ${table}`));
    }

    // Every loan, decided in layers: customer and kind, terms, figures (calculateLoan in
    // paise), timeline, repayment behaviour, balance and status.
    // The loan's draws, each computed once (r2 … r19 below).
    const r = (salt: number) => `r${salt}`;
    const draws = Array.from({ length: 18 }, (_, index) => index + 2)
      .map((salt) => `${draw('o.loan_offset + g.n', salt)} as r${salt}`)
      .join(',\n           ');
    await run(
      'loans planned',
      `create temp table gen_loan on commit drop as
       with base as materialized (
         select o.org_id, o.tz, o.today, o.today_seq, o.officers, o.approvers, o.collectors,
           o.rate_h as org_rate_h, o.up_t as org_up_t, o.days as org_days,
           o.loan_offset + g.n as i,
           1 + floor(${draw('o.loan_offset + g.n', 1)} * o.customer_count)::int as customer_n,
           ${draws}
         from gen_org o cross join lateral generate_series(1, o.loans) g(n)
         where o.customer_count > 0
       ),
       kinded as (
         select b.*, c.id as customer_id, c.created_at as customer_created,
           b.today - (c.created_at at time zone b.tz)::date as customer_age,
           case
             when b.today - (c.created_at at time zone b.tz)::date < 5 or ${r(2)} < 0.05 then 'pending'
             when ${r(2)} < 0.09 then 'approved'
             when ${r(2)} < 0.14 then 'rejected'
             else 'disbursed' end as kind,
           (10 + floor(${r(3)} * 190))::bigint * 50000 as principal,
           case when ${r(4)} < 0.7 then b.org_rate_h when ${r(4)} < 0.8 then 25
             when ${r(4)} < 0.9 then 30 else 15 end as rate_h,
           case when ${r(5)} < 0.7 then b.org_up_t when ${r(5)} < 0.85 then 150
             when ${r(5)} < 0.95 then 250 else 100 end as up_t,
           case when ${r(6)} < 0.6 then b.org_days when ${r(6)} < 0.75 then 30
             when ${r(6)} < 0.88 then 60 when ${r(6)} < 0.96 then 180 else 365 end as days
         from base b join gen_customer c on c.org_id = b.org_id and c.n = b.customer_n
       ),
       interest as (
         select k.*,
           (k.principal * k.rate_h * k.days + 5000) / 10000 as total_interest,
           (k.principal * k.up_t + 500) / 1000 as upfront
         from kinded k
       ),
       repayable as (
         select t.*, t.principal + greatest(0, t.total_interest - t.upfront) as total
         from interest t
       ),
       daily as (
         select t.*, (t.total + t.days - 1) / t.days as daily from repayable t
       ),
       figured as materialized (
         select t.*, (t.total + t.daily - 1) / t.daily as instalments from daily t
       ),
       timed as (
         select t.*,
           case when t.kind = 'disbursed' then
             t.today - (1 + floor(${r(7)} * least(${historyDays - 3}, t.customer_age - 4)))::int
           end as disbursement_date
         from figured t
       ),
       disbursed as (
         select t.*,
           ((t.disbursement_date + time '09:30') + ${r(8)} * interval '8 hours') at time zone t.tz
             as disbursed_at,
           n.next_seq as first_seq,
           greatest(0, least(t.instalments, t.today_seq - n.next_seq + 1))::int as due_so_far
         from timed t left join gen_next n on n.org_id = t.org_id and n.day = t.disbursement_date
       ),
       behaved as materialized (
         select t.*,
           case
             when t.kind <> 'disbursed' then 0
             -- Paid early in full.
             when ${r(11)} < 0.06 then case when t.due_so_far >= 5 then t.instalments else t.due_so_far end
             -- On time (today's instalment perhaps not yet).
             when ${r(11)} < 0.62 then
               case when t.due_so_far = t.instalments then t.instalments
                 else greatest(0, t.due_so_far - (case when ${r(12)} < 0.3 then 1 else 0 end)) end
             -- A little behind.
             when ${r(11)} < 0.82 then greatest(0, t.due_so_far - 1 - floor(${r(12)} * 10)::int)
             -- Stopped paying.
             else floor(t.due_so_far * ${r(12)} * 0.6)::int
           end as paid_instalments
         from disbursed t
       ),
       balanced as (
         select t.*,
           case when t.paid_instalments = t.instalments then t.total
             else t.paid_instalments * t.daily end as paid
         from behaved t
       )
       select t.org_id, t.i, t.tz, t.today, t.customer_id, t.kind,
         t.principal, t.rate_h, t.up_t, t.days, t.total_interest, t.upfront, t.total, t.daily,
         t.instalments, t.total - t.daily * (t.instalments - 1) as last_instalment,
         t.disbursement_date, t.disbursed_at, t.first_seq, t.due_so_far, t.paid_instalments,
         least(t.paid_instalments, t.due_so_far) as paid_span, t.paid, t.total - t.paid as remaining,
         due.day as due_date,
         case when t.total > t.paid then next_due.day end as next_due_date,
         case
           when t.kind <> 'disbursed' then t.kind
           when t.total = t.paid then 'completed'
           when t.today - next_due.day > 7 or t.today > due.day then 'overdue'
           else 'active' end as status,
         case t.kind
           when 'disbursed' then t.disbursed_at - (0.5 + ${r(9)} * 19.5) * interval '1 hour'
           when 'approved' then ${nowLiteral}
             - (1 + ${r(9)} * least(9, t.customer_age - 2)) * interval '1 day'
           when 'rejected' then ${nowLiteral}
             - (1 + ${r(9)} * least(${historyDays - 2}, t.customer_age - 2)) * interval '1 day'
           else greatest(${nowLiteral} - ${r(9)} * interval '5 days',
             t.customer_created + (${nowLiteral} - t.customer_created) / 2)
         end as decided_or_applied_at,
         t.officers[1 + floor(${r(13)} * cardinality(t.officers))::int] as officer,
         t.approvers[1 + floor(${r(14)} * cardinality(t.approvers))::int] as approver,
         t.collectors[1 + floor(${r(15)} * cardinality(t.collectors))::int] as collector,
         (array['business_expansion','inventory','equipment','working_capital','emergency','other'])
           [1 + floor(${r(16)} * 6)::int] as purpose,
         case when ${r(17)} < 0.5 then 'cash' when ${r(17)} < 0.8 then 'upi'
           when ${r(17)} < 0.95 then 'bank_transfer' else 'cheque' end as disbursement_method,
         ${r(18)} as extra_draw, ${r(19)} as extra_pick, ${r(10)}, ${r(11)},
         ${applicantScoreSql('t')} as applicant_score,
         ${draw('t.i', 26)} as recommended_draw
       from balanced t
       left join gen_cal due on due.org_id = t.org_id and due.seq = t.first_seq + t.instalments - 1
       left join gen_cal next_due on next_due.org_id = t.org_id
         and next_due.seq = t.first_seq + t.paid_instalments`,
    );
    // The application, approval and rejection instants from the decided one.
    await run(
      'loans timed',
      `create temp table gen_loan_times on commit drop as
       select l.i,
         case l.kind
           when 'disbursed' then l.decided_or_applied_at - (0.2 + ${r(10)} * 30) * interval '1 hour'
           when 'pending' then l.decided_or_applied_at
           else l.decided_or_applied_at end as applied_at,
         case
           when l.kind = 'disbursed' then l.decided_or_applied_at
           when l.kind = 'approved' then l.decided_or_applied_at
             + (${nowLiteral} - l.decided_or_applied_at) * (0.05 + ${r(10)} * 0.5)
         end as approved_at,
         case when l.kind = 'rejected' then l.decided_or_applied_at
           + least(interval '30 hours', (${nowLiteral} - l.decided_or_applied_at) / 2) * (0.1 + 0.9 * ${r(10)})
         end as rejected_at
       from gen_loan l`,
    );
    await tx.execute(sql.raw('create index on gen_loan_times (i)'));
    await tx.execute(sql.raw('analyze gen_loan'));

    // A bulk load builds the non-unique indexes once at the end (a sort each) instead of
    // inserting millions of entries at random places.
    const rebuilt: string[] = [];
    if (options.bulk) {
      const indexes = await rows<{ name: string; definition: string }>(`
        select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
        where t.relname in ('loans', 'loan_payments', 'journal_entries', 'journal_lines')
          and not x.indisunique and not x.indisprimary
        order by t.relname, i.relname`);
      for (const index of indexes) {
        await tx.execute(sql.raw(`drop index ${JSON.stringify(index.name)}`));
        rebuilt.push(index.definition);
      }
      await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
    }

    counts.loans = await run(
      'loans',
      `insert into loans (id, organization_id, loan_number, customer_id, principal_amount,
         upfront_interest_percent, upfront_interest_amount, disbursed_amount, remaining_amount,
         daily_interest_rate, max_repayment_days, daily_repayment_amount, total_interest,
         total_repayable, instalment_count, last_instalment_amount, first_instalment_seq,
         disbursement_date, disbursement_method, disbursement_reference, next_due_date, purpose,
         status, due_date, approved_at, approved_by, disbursed_at, disbursed_by, rejected_at,
         rejected_by, created_by, created_at, updated_at, applicant_risk_score,
         applicant_risk_band, applicant_risk_rule_version, applicant_recommended_amount,
         applicant_risk_source)
       select ${idOf(code(ID_CODES.loan), 'i')}, org_id,
         'LN-' || extract(year from applied_at at time zone tz) || '-'
           || lpad(drawn, greatest(6, length(drawn)), '0'),
         customer_id, ${rupees('principal')}, up_t::numeric / 10, ${rupees('upfront')},
         ${rupees('principal - upfront')}, ${rupees('remaining')}, rate_h::numeric / 100, days,
         ${rupees('daily')}, ${rupees('total_interest')}, ${rupees('total')}, instalments,
         ${rupees('last_instalment')}, first_seq, disbursement_date,
         case when disbursed then disbursement_method end,
         case when disbursed and disbursement_method <> 'cash' then 'DSB' || i end,
         next_due_date, purpose, status, due_date, approved_at,
         case when approved_at is not null then approver end,
         disbursed_at, case when disbursed then approver end,
         rejected_at, case when rejected_at is not null then approver end,
         officer, applied_at,
         greatest(applied_at, approved_at, disbursed_at, rejected_at),
         applicant_score,
         case when applicant_score is not null then ${tierCase('applicant_score', (tier) => `'${tier.category}'`)} end,
         case when applicant_score is not null then ${RISK_RULE_VERSION} end,
         -- Synthetic too: 0.55 to 1.65 times the principal (a little less for borrowers who
         -- stop paying: lenders lend past the recommendation more often to them), in rupees
         -- and within the tier's cap.
         case when applicant_score is not null then least(
           ${tierCase('applicant_score', (tier) => tier.capRupees)},
           round(${rupees('principal')} * (0.55 + 1.1 * recommended_draw
             - case when r11 >= 0.82 then 0.2 else 0 end)::numeric, -2)) end,
         case when applicant_score is not null then 'prospect_profile' end
       from (
         -- Numbers drawn in order of application (a volatile select list is not merged away).
         select ordered.*, nextval('loan_number_seq')::text as drawn
         from (
           select l.*, t.applied_at, t.approved_at, t.rejected_at, l.kind = 'disbursed' as disbursed
           from gen_loan l join gen_loan_times t on t.i = l.i
           order by t.applied_at, l.i
         ) ordered
       ) numbered`,
    );

    const requestsStarted = performance.now();
    counts.approvalRequests = await fileLoanApprovalRequests(
      tx,
      organizations.map((organization) => organization.id),
    );
    onStep('approval requests', performance.now() - requestsStarted);

    // Completed instalment payments: n_pay of them per loan (the scale brings the total near
    // the wanted number), each covering whole instalments, dated on the day of the last one it
    // covers (paid early in full: spread over the days due so far).
    const [planned] = await rows<{ instalments: string | null }>(
      'select sum(paid_instalments)::bigint as instalments from gen_loan',
    );
    const paidInstalments = Number(planned?.instalments ?? 0);
    const scale =
      options.payments === undefined || paidInstalments === 0
        ? 1
        : Math.min(1, wholeNumber(options.payments, 'the payments') / paidInstalments);
    const paymentCounter = `(l.i * ${PAYMENT_SLOTS} + k)`;
    const pr = (salt: number) => draw(paymentCounter, salt);
    const method = (salt: number) =>
      `case when ${pr(salt)} < 0.75 then 'cash' when ${pr(salt)} < 0.9 then 'upi'
         when ${pr(salt)} < 0.97 then 'bank_transfer' else 'cheque' end`;
    const atTime = (day: string) =>
      `least(${nowLiteral}, ((${day} + time '08:00') + ${pr(21)} * interval '10 hours') at time zone l.tz)`;

    const paymentsStatement = `
      with planned as (
        select l.*, case when l.paid_instalments = 0 then 0 else least(l.paid_instalments,
          greatest(1, floor(l.paid_instalments * ${scale} + ${draw('l.i', 20)})))::int end as n_pay
        from gen_loan l where l.kind = 'disbursed'
      ),
      instalment_payments as (
        select l.org_id, l.i, k, l.customer_id, l.tz, l.collector, l.approver,
          (l.paid_instalments::bigint * k / l.n_pay - l.paid_instalments::bigint * (k - 1) / l.n_pay)
            * l.daily
            - case when l.paid_instalments = l.instalments and k = l.n_pay
                then l.daily - l.last_instalment else 0 end as amount,
          'completed' as status,
          d.day as payment_date, null::text as reversal_reason
        from planned l cross join lateral generate_series(1, l.n_pay) k
        join gen_cal d on d.org_id = l.org_id
          and d.seq = l.first_seq + greatest(1, l.paid_span::bigint * k / l.n_pay) - 1
      ),
      extra_payments as (
        -- One a loan for about 3 % of them: reversed (recorded twice, say), failed, or waiting
        -- for approval today.
        select l.org_id, l.i, k, l.customer_id, l.tz, l.collector, l.approver, l.daily as amount,
          case k when ${EXTRA_SLOT} then 'completed' when ${EXTRA_SLOT + 1} then 'failed' else 'pending' end,
          case when k = ${EXTRA_SLOT + 2} then l.today else d.day end,
          case when k = ${EXTRA_SLOT} then (array['Recorded twice', 'Wrong loan', 'Cheque bounced'])
            [1 + floor(l.extra_pick * 3)::int] end
        from gen_loan l
        cross join lateral (select case
          when l.extra_draw < 0.02 and l.paid_instalments > 0 then ${EXTRA_SLOT}
          when l.extra_draw < 0.025 and l.due_so_far > 0 then ${EXTRA_SLOT + 1}
          when l.extra_draw < 0.035 and l.remaining > 0 then ${EXTRA_SLOT + 2} end as k) x
        join gen_cal d on d.org_id = l.org_id
          and d.seq = l.first_seq + floor(l.extra_pick * greatest(l.paid_span, l.due_so_far, 1))::int
        where l.kind = 'disbursed' and x.k is not null
      ),
      all_payments as (
        select l.*, ${atTime('l.payment_date')} as payment_time
        from (select * from instalment_payments union all select * from extra_payments) l
          (org_id, i, k, customer_id, tz, collector, approver, amount, status, payment_date, reversal_reason)
      ),
      inserted as (
        insert into loan_payments (id, organization_id, loan_id, customer_id, amount,
          payment_method, status, payment_date, payment_time, reference, created_by, created_at,
          reversed_at, reversed_by, reversal_reason)
        select ${idOf(code(ID_CODES.payment), paymentCounter)}, l.org_id, ${idOf(code(ID_CODES.loan), 'l.i')},
          l.customer_id, ${rupees('l.amount')}, ${method(22)}, l.status, l.payment_date,
          l.payment_time,
          case when ${method(22)} <> 'cash' then 'REF' || ${paymentCounter} end,
          l.collector, l.payment_time,
          case when l.reversal_reason is not null then
            least(${nowLiteral}, l.payment_time + (1 + ${pr(23)} * 47) * interval '1 hour') end,
          case when l.reversal_reason is not null then l.approver end,
          l.reversal_reason
        from all_payments l
        returning id, organization_id, loan_id, amount, status, payment_time, created_by,
          reversed_at, reversed_by
      ),
      entries as (
        insert into journal_entries (id, organization_id, loan_id, entry_type, reverses_entry_id,
          payment_id, occurred_at, created_by, created_at)
        select ${recode('p.id', code(ID_CODES.paymentEntry))}, p.organization_id, p.loan_id, 'payment',
          null, p.id, p.payment_time, p.created_by, p.payment_time
        from inserted p where p.status = 'completed'
        union all
        select ${recode('p.id', code(ID_CODES.reversalEntry))}, p.organization_id, p.loan_id, 'reversal',
          ${recode('p.id', code(ID_CODES.paymentEntry))}, p.id, p.reversed_at, p.reversed_by, p.reversed_at
        from inserted p where p.reversed_at is not null
        returning 1
      ),
      lines as (
        insert into journal_lines (id, organization_id, entry_id, account, debit, credit)
        select ${recode('p.id', 'x.code')}, p.organization_id, ${recode('p.id', 'x.entry_code')},
          x.account, case when x.debit then p.amount else 0 end,
          case when x.debit then 0 else p.amount end
        from inserted p
        cross join lateral (values
          ('d021', '${ID_CODES.paymentEntry}', 'cash', true, true),
          ('d022', '${ID_CODES.paymentEntry}', 'loan_receivable', false, true),
          ('d031', '${ID_CODES.reversalEntry}', 'loan_receivable', true, p.reversed_at is not null),
          ('d032', '${ID_CODES.reversalEntry}', 'cash', false, p.reversed_at is not null)
        ) x(code, entry_code, account, debit, wanted)
        where p.status = 'completed' and x.wanted
        returning 1
      )
      select (select count(*) from inserted)::bigint as payments,
        (select count(*) from entries)::bigint as entries,
        (select count(*) from lines)::bigint as lines`;

    const disbursementStarted = performance.now();
    const entries = await run(
      'disbursement entries',
      `insert into journal_entries (id, organization_id, loan_id, entry_type, occurred_at,
         created_by, created_at)
       select ${idOf(code(ID_CODES.disbursementEntry), 'i')}, org_id, ${idOf(code(ID_CODES.loan), 'i')},
         'disbursement', disbursed_at, approver, disbursed_at
       from gen_loan where kind = 'disbursed' order by i`,
    );
    const lines = await run(
      'disbursement lines',
      `insert into journal_lines (id, organization_id, entry_id, account, debit, credit)
       select ${idOf(`'d01' || x.line`, 'l.i')}, l.org_id,
         ${idOf(code(ID_CODES.disbursementEntry), 'l.i')}, x.account, x.debit, x.credit
       from gen_loan l cross join lateral (values
         (1, 'loan_receivable', ${rupees('l.total')}, 0::numeric),
         (2, 'cash', 0, ${rupees('l.principal - l.upfront')}),
         (3, 'interest_income', 0, ${rupees('l.upfront')}),
         (4, 'unearned_interest', 0, ${rupees('l.total - l.principal')})
       ) x(line, account, debit, credit)
       where l.kind = 'disbursed' and (x.debit > 0 or x.credit > 0)
       order by l.i, x.line`,
    );
    onStep('disbursements', performance.now() - disbursementStarted);

    const paymentsStarted = performance.now();
    const [paid] = await rows<{ payments: string; entries: string; lines: string }>(
      paymentsStatement,
    );
    onStep('payments, entries and lines', performance.now() - paymentsStarted);
    // The most days overdue each loan reached before a payment (migration 0030's function).
    await run(
      'days overdue reached',
      'select record_max_days_overdue_from_payments(array(select org_id from gen_org))',
    );
    // Each loan's latest payment day and what its payments that day add up to (as the balance
    // statement keeps them, migration 0059).
    await run(
      'latest payment days',
      `update loans l set last_paid_on = d.day, paid_on_last_day = d.amount
       from (select p.organization_id, p.loan_id, p.payment_date as day, sum(p.amount) as amount
         from (select organization_id, loan_id, max(payment_date) as day from loan_payments
           where organization_id in (select org_id from gen_org) and status = 'completed'
             and reversed_at is null
           group by 1, 2) latest
         join loan_payments p on p.organization_id = latest.organization_id
           and p.loan_id = latest.loan_id and p.payment_date = latest.day
         where p.status = 'completed' and p.reversed_at is null
         group by 1, 2, 3) d
       where l.organization_id = d.organization_id and l.id = d.loan_id`,
    );
    if (rebuilt.length > 0) {
      const indexesStarted = performance.now();
      for (const definition of rebuilt) await tx.execute(sql.raw(definition));
      onStep(`${rebuilt.length} indexes built`, performance.now() - indexesStarted);
    }
    if (options.bulk) {
      // The count triggers were off with the others: count the lenders' loans and payments once.
      const lenders = 'organization_id in (select org_id from gen_org)';
      await run('loan counts cleared', `delete from loan_counts where ${lenders}`);
      await run(
        'loan counts',
        `insert into loan_counts (organization_id, status, loans)
         select organization_id, status, count(*) from loans where ${lenders} group by 1, 2`,
      );
      for (const table of [
        'open_loan_balances',
        'officer_open_loans',
        'disbursement_day_counts',
        'vintage_counts',
        'officer_loan_counts',
        'open_loan_arrears',
        'open_loan_ends',
        'expected_collection_events',
        'expected_collection_starts',
      ]) {
        await run(`${table} cleared`, `delete from ${table} where ${lenders}`);
      }
      await run(
        'open loan balances',
        `insert into open_loan_balances (organization_id, status, next_due_date, slot, loans,
           balance)
         select organization_id, status, coalesce(next_due_date, 'infinity'), 0, count(*),
           sum(remaining_amount)
         from loans where ${lenders} and status in ('active', 'overdue') group by 1, 2, 3`,
      );
      await run(
        'officer open loans',
        `insert into officer_open_loans (organization_id, created_by, status, next_due_date,
           slot, loans, balance)
         select organization_id, created_by, status, coalesce(next_due_date, 'infinity'), 0,
           count(*), sum(remaining_amount)
         from loans where ${lenders} and status in ('active', 'overdue') group by 1, 2, 3, 4`,
      );
      await run(
        'disbursement day counts',
        `insert into disbursement_day_counts (organization_id, disbursement_date, status, loans,
           disbursed_amount)
         select organization_id, disbursement_date, status, count(*), sum(disbursed_amount)
         from loans where ${lenders} and disbursement_date is not null group by 1, 2, 3`,
      );
      await run(
        'officer loan counts',
        `insert into officer_loan_counts (organization_id, created_by, status, loans)
         select organization_id, created_by, status, count(*)
         from loans where ${lenders} group by 1, 2, 3`,
      );
      await run(
        'vintage counts',
        `insert into vintage_counts (organization_id, disbursement_date, crossed_on, marked, loans)
         select organization_id, disbursement_date,
           loan_crossed_late_30(first_late_30_on, status, next_due_date),
           first_late_30_on is not null, count(*)
         from loans where ${lenders} and disbursement_date is not null group by 1, 2, 3, 4`,
      );
      await run(
        'open loan arrears',
        `insert into open_loan_arrears (organization_id, next_due_date, slot, loans,
           instalments, behind_offset)
         select organization_id, coalesce(next_due_date, 'infinity'), 0, count(*),
           sum(daily_repayment_amount),
           sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable
             - remaining_amount)
         from loans where ${lenders} and status in ('active', 'overdue') group by 1, 2`,
      );
      await run(
        'open loan ends',
        `insert into open_loan_ends (organization_id, last_instalment_seq, next_due_date, loans,
           instalments, last_instalments, end_offset)
         select organization_id, first_instalment_seq + instalment_count - 1,
           coalesce(next_due_date, 'infinity'), count(*), sum(daily_repayment_amount),
           sum(last_instalment_amount),
           sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable)
         from loans where ${lenders} and status in ('active', 'overdue') group by 1, 2, 3`,
      );
      await run(
        'expected collection events',
        `insert into expected_collection_events (organization_id, kind, collector_id, seq, slot,
           range_amount, range_loans, point_amount, point_loans)
         select organization_id, kind, collector_id, seq, 0, range_amount, range_loans,
           point_amount, point_loans
         from (${expectedEventsFromLoans(`l.${lenders}`)}) r
         where range_amount <> 0 or range_loans <> 0 or point_amount <> 0 or point_loans <> 0`,
      );
      await run(
        'expected collection starts',
        `insert into expected_collection_starts (organization_id, collector_id, day, slot, amount,
           loans)
         select organization_id, collector_id, day, 0, amount, loans
         from (${expectedStartsFromLoans(`l.${lenders}`)}) r
         where amount <> 0 or loans <> 0`,
      );
      await run('payment counts cleared', `delete from payment_counts where ${lenders}`);
      await run(
        'payment counts',
        `insert into payment_counts (organization_id, slot, status, payment_method, payments)
         select organization_id, 0, status, payment_method, count(*)
         from loan_payments where ${lenders} group by 1, 2, 3, 4`,
      );
      for (const table of [
        'payment_day_totals',
        'customer_month_payments',
        'collector_day_payments',
      ]) {
        await run(`${table} cleared`, `delete from ${table} where ${lenders}`);
      }
      await run(
        'payment day totals',
        `insert into payment_day_totals (organization_id, payment_date, payment_method, slot,
           payments, amount)
         select organization_id, payment_date, payment_method, 0, count(*), sum(amount)
         from loan_payments
         where ${lenders} and status = 'completed' and reversed_at is null group by 1, 2, 3`,
      );
      await run(
        'customer month payments',
        `insert into customer_month_payments (organization_id, month, customer_id, payments,
           amount, high_value_payments)
         select organization_id, date_trunc('month', payment_date)::date, customer_id, count(*),
           sum(amount), count(*) filter (where amount > high_value_payment_over())
         from loan_payments
         where ${lenders} and status = 'completed' and reversed_at is null group by 1, 2, 3`,
      );
      await run(
        'collector day payments',
        `insert into collector_day_payments (organization_id, payment_date, collector_id, slot,
           payments, amount)
         select organization_id, payment_date, collector_id, 0, payments, amount
         from (${collectorPaymentsFromPayments(`p.${lenders}`)}) r`,
      );
    }
    counts.payments = Number(paid?.payments ?? 0);
    counts.journalEntries = entries + Number(paid?.entries ?? 0);
    counts.journalLines = lines + Number(paid?.lines ?? 0);
  });
  return counts;
}

export interface LedgerCheck {
  /** Entries whose debits differ from their credits, or with fewer than 2 lines. */
  unbalancedEntries: number;
  /** Disbursed loans whose remaining_amount is not their loan_receivable balance. */
  loansOffLedger: number;
  /** Lines with both sides or neither side above 0. */
  oneSidedViolations: number;
}

/** The journal against the loans, in SQL: what the deferred triggers check, and more. */
export async function checkLoanLedger(db: Db | Tx): Promise<LedgerCheck> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    const result = (await tx.execute(sql`
      select
        (select count(*) from journal_entries e
          left join (select organization_id, entry_id, sum(debit) as debit, sum(credit) as credit,
              count(*) as lines
            from journal_lines group by organization_id, entry_id) l
            on l.organization_id = e.organization_id and l.entry_id = e.id
          where l.entry_id is null or l.lines < 2 or l.debit <> l.credit)::int as unbalanced,
        (select count(*) from loans lo
          left join (select e.organization_id, e.loan_id, sum(l.debit - l.credit) as balance
            from journal_entries e join journal_lines l
              on l.organization_id = e.organization_id and l.entry_id = e.id
            where l.account = 'loan_receivable' group by e.organization_id, e.loan_id) b
            on b.organization_id = lo.organization_id and b.loan_id = lo.id
          where lo.status in ('active', 'overdue', 'completed')
            and b.balance is distinct from lo.remaining_amount)::int as off_ledger,
        (select count(*) from journal_lines
          where not ((debit > 0 and credit = 0) or (credit > 0 and debit = 0)))::int as one_sided`)) as unknown as {
      rows: { unbalanced: number; off_ledger: number; one_sided: number }[];
    };
    const row = result.rows[0]!;
    return {
      unbalancedEntries: row.unbalanced,
      loansOffLedger: row.off_ledger,
      oneSidedViolations: row.one_sided,
    };
  });
}
