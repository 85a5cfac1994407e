import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DUE_COUNT } from '../loans/loans.repository.ts';
import { inQuietHours } from './quiet-hours.ts';
import { LOAN_TEMPLATE_VALUES_SQL } from './render-message.ts';

/** The advisory-lock key of the reminder job: one server instance queues at a time. */
export const REMINDERS_LOCK_KEY = 72_014;

/** `time` ('HH:MM') inside rule r's quiet hours. */
const QUIET = (time: SQL) => inQuietHours(time, sql`r.quiet_hours_start`, sql`r.quiet_hours_end`);

/**
 * Queues the reminders the active rules call for today, in one statement for every rule, loan
 * and organization (issue 14 "Reminder rules"). Each organization's today and time of day are
 * its own timezone's; a rule in its quiet hours waits for a later run. A loan matches a rule by
 * days overdue in the range, or by its next instalment or an open promise falling `days_before`
 * days ahead. Skipped: customers who opted out or have no address on the channel, loans the
 * rule reminded within its cadence, and (with stop_on_payment) loans paid within it. The
 * (organization, rule, loan, day) key makes a second run the same day queue nothing.
 * `organizationId` limits it to one organization (an admin's 'Run now'); the job passes none
 * and takes the advisory lock, so one instance works at a time.
 */
export async function queueReminders(
  executor: Executor,
  options: { now: Date; organizationId?: string; lock?: boolean },
): Promise<number> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const lockTaken = options.lock
    ? sql`(select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}))`
    : sql`true`;
  const onlyOrganization = options.organizationId
    ? sql`o.id = ${options.organizationId}`
    : sql`true`;
  const [row] = await queryRows<{ queued: number }>(
    executor,
    sql`with orgs as (
          select o.id, (${now} at time zone o.timezone)::date as today,
            to_char(${now} at time zone o.timezone, 'HH24:MI') as local_time
          from organizations o where ${lockTaken} and ${onlyOrganization}
        ),
        rules as (
          select r.id, r.organization_id, r.trigger, r.min_days_overdue, r.max_days_overdue,
            r.days_before, r.cadence_days, r.stop_on_payment, r.template_id,
            t.channel, t.language, t.subject, t.body, orgs.today
          from reminder_rules r
          join orgs on orgs.id = r.organization_id
          join message_templates t on t.organization_id = r.organization_id and t.id = r.template_id
          where r.is_active and not (${QUIET(sql`orgs.local_time`)})
        ),
        matched as (
          select rules.*, l.id as loan_id, null::numeric as promise_amount, null::date as promise_date
          from rules join loans l on l.organization_id = rules.organization_id
          where l.status in ('active', 'overdue') and (
            (rules.trigger = 'days_overdue' and l.next_due_date < rules.today
              and rules.today - l.next_due_date between rules.min_days_overdue
                and coalesce(rules.max_days_overdue, 2147483647))
            or (rules.trigger = 'before_instalment'
              and l.next_due_date = rules.today + rules.days_before))
          union all
          select rules.*, l.id, p.amount, p.promised_date
          from rules
          join payment_promises p on p.organization_id = rules.organization_id
            and p.promised_date = rules.today + rules.days_before
          join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
          where rules.trigger = 'before_promise' and l.status in ('active', 'overdue')
        ),
        queued as (
          insert into customer_messages (organization_id, customer_id, loan_id, rule_id,
            template_id, reminder_day, language, template_values, channel, to_address, subject,
            body, status, next_attempt_at, created_at)
          select m.organization_id, c.id, l.id, m.id, m.template_id, m.today, m.language,
            ${LOAN_TEMPLATE_VALUES_SQL}::jsonb || case when m.promise_date is null then '{}'::jsonb
              else jsonb_build_object('amount_due_paise', (m.promise_amount * 100)::bigint,
                'due_date', to_char(m.promise_date, 'YYYY-MM-DD')) end,
            m.channel, case m.channel when 'email' then c.email else c.phone end,
            m.subject, m.body, 'queued', ${now}, ${now}
          from matched m
          join loans l on l.organization_id = m.organization_id and l.id = m.loan_id
          join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
          join organizations o on o.id = l.organization_id
          cross join ${DUE_COUNT(sql`m.today`)}
          where c.messages_opted_out_at is null
            and (case m.channel when 'email' then c.email else c.phone end) <> ''
            and not exists (select 1 from customer_messages prior
              where prior.organization_id = m.organization_id and prior.rule_id = m.id
                and prior.loan_id = m.loan_id and prior.reminder_day > m.today - m.cadence_days)
            and not (m.stop_on_payment and exists (select 1 from loan_payments pay
              where pay.organization_id = l.organization_id and pay.loan_id = l.id
                and pay.status = 'completed' and pay.reversed_at is null
                and pay.payment_date > m.today - m.cadence_days))
          on conflict (organization_id, rule_id, loan_id, reminder_day) do nothing
          returning 1
        )
        select count(*)::int as queued from queued`,
  );
  return Number(row?.queued ?? 0);
}
