import {
  REPORT_NAME_KEYS,
  reportValueLabelKey,
  type ReportFilterValues,
  type ReportFormat,
  type ReportKey,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { runAsUser } from '../context/run-as-user.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { translate } from '../i18n/translate.ts';
import { kickOutboxDelivery } from '../mail/outbox-worker.ts';
import { notifyStaff } from '../modules/notifications/notify-staff.ts';
import { writeReportFile } from '../modules/reports/exports/report-export-jobs.ts';
import { REPORT_CONTENT_TYPES } from '../modules/reports/report-files.ts';
import { textArray } from '../modules/reports/report-filters.ts';
import { reportSpecOf } from '../modules/reports/report-registry.ts';
import { lastPeriodSql, nextRunSql } from '../modules/reports/schedules/schedule-times.ts';
import { failStaleDemoDataRuns } from './fail-stale-demo-data-runs.ts';
import { failStaleReportExports } from './fail-stale-report-exports.ts';
import { newStorageKey, type DocumentStorage } from '../storage/document-storage.ts';

/** The advisory-lock key of the automated reports: one server instance runs them at a time. */
export const REPORT_SCHEDULES_LOCK_KEY = 7_301_014;
export const REPORT_SCHEDULES_INTERVAL_MS = 60_000;
/**
 * Minutes before each retry of a failed run (decision 0079): three retries, never past the
 * schedule's next regular run; then the owner hears of the failure.
 */
export const REPORT_SCHEDULE_RETRY_MINUTES = [5, 15, 45] as const;

interface ClaimedSchedule {
  id: string;
  organization_id: string;
  organization_name: string;
  report_type: string;
  schedule: string;
  format: ReportFormat;
  recipients: string[];
  filters: ReportFilterValues;
  created_by: string;
  period_from: string;
  period_to: string;
  language: string | null;
  failed_runs: number;
}

/**
 * Runs the automated reports that are due at `now` (issue 14): each due schedule is claimed by
 * moving its next run to the start of the next period — one statement for all, so two instances
 * (or a run after a restart that missed several periods) send each report once — then its file is
 * written as its creator (audited as an export) into the file storage and one outbox e-mail per
 * recipient carries it. Without from/to in its filters a report covers the period just ended.
 */
export async function runDueReportSchedules(
  database: Database,
  options: { now: Date; storage: DocumentStorage },
): Promise<number> {
  return database.withExclusiveLock(REPORT_SCHEDULES_LOCK_KEY, async () => {
    const at = sql`${options.now.toISOString()}::timestamptz`;
    const claimed = await runSystem(ownerConnection(database), (tx) =>
      queryRows<ClaimedSchedule>(
        tx,
        sql`update automated_reports s
          set next_run_at = ${nextRunSql(at, sql`s.schedule`, sql`o.timezone`)},
            last_run_at = ${at}, last_error = null
          from organizations o
          where o.id = s.organization_id and s.is_active and s.next_run_at <= ${at}
          returning s.id, s.organization_id, o.name as organization_name, s.report_type,
            s.schedule, s.format, s.recipients, s.filters, s.created_by,
            ${lastPeriodSql(at, sql`s.schedule`, sql`o.timezone`).from} as period_from,
            ${lastPeriodSql(at, sql`s.schedule`, sql`o.timezone`).to} as period_to,
            (select u.language from users u where u.id = s.created_by) as language,
            s.failed_runs`,
      ),
    );
    let sent = 0;
    const succeeded: string[] = [];
    for (const schedule of claimed) {
      const spec = reportSpecOf(schedule.report_type);
      if (!spec) continue;
      const key = schedule.report_type as ReportKey;
      const filters: ReportFilterValues = spec.filters.includes('date_range')
        ? { from: schedule.period_from, to: schedule.period_to, ...schedule.filters }
        : schedule.filters;
      try {
        await runAsUser(
          database,
          { userId: schedule.created_by, agent: 'Automated reports', now: options.now },
          async (ctx) => {
            const storageKey = newStorageKey(randomUUID());
            await writeReportFile(ctx, {
              key,
              spec,
              filters,
              format: schedule.format,
              storage: options.storage,
              storageKey,
            });
            const language = (schedule.language ?? undefined) as Parameters<typeof translate>[0];
            const report = translate(language, REPORT_NAME_KEYS[key]);
            const frequencyKey = reportValueLabelKey(schedule.schedule);
            const values = {
              report,
              organization: schedule.organization_name,
              frequency: frequencyKey ? translate(language, frequencyKey) : schedule.schedule,
            };
            const day = options.now.toISOString().slice(0, 10);
            await ctx.tx.execute(
              sql`insert into outbox_emails (organization_id, to_address, subject, text_body,
                  attachment_storage_key, attachment_name, attachment_content_type,
                  next_attempt_at, created_at)
                select ${schedule.organization_id}, recipient,
                  ${translate(language, 'reports.schedule.email_subject', values)},
                  ${translate(language, 'reports.schedule.email_body', values)},
                  ${storageKey}, ${`${key}-${day}.${schedule.format}`},
                  ${REPORT_CONTENT_TYPES[schedule.format]},
                  ${options.now.toISOString()}::timestamptz, ${options.now.toISOString()}::timestamptz
                from unnest(${textArray(schedule.recipients)}) recipient`,
            );
          },
        );
        sent += 1;
        if (schedule.failed_runs > 0) succeeded.push(schedule.id);
      } catch (error) {
        const language = (schedule.language ?? undefined) as Parameters<typeof translate>[0];
        await runSystem(ownerConnection(database), async (tx) => {
          // Retried with back-off while retries remain and the retry comes before the next
          // regular run (decision 0079); the claim already moved next_run_at to that run.
          const retryAt = sql`${at} + make_interval(mins =>
            (${`{${REPORT_SCHEDULE_RETRY_MINUTES.join(',')}}`}::int[])[failed_runs + 1])`;
          const retries = sql`coalesce(${retryAt} < next_run_at, false)`;
          const [outcome] = await queryRows<{ retrying: boolean }>(
            tx,
            sql`update automated_reports
              set last_error = ${(error as Error).message.slice(0, 500)},
                next_run_at = case when ${retries} then ${retryAt} else next_run_at end,
                failed_runs = case when ${retries} then failed_runs + 1 else 0 end
              where organization_id = ${schedule.organization_id} and id = ${schedule.id}
              returning failed_runs > 0 as retrying`,
          );
          if (outcome?.retrying) return;
          // Issue 14: the schedule's owner hears of the failure in their feed, once the retries
          // are spent.
          await notifyStaff(tx, {
            organizationId: schedule.organization_id,
            userIds: [schedule.created_by],
            kind: 'report_failed',
            title: 'notifications.feed.report_failed',
            values: { report: translate(language, REPORT_NAME_KEYS[key]) },
            link: '/reports',
          });
        });
      }
    }
    if (succeeded.length > 0) {
      await ownerConnection(database).execute(
        sql`update automated_reports set failed_runs = 0
          where id = any(${`{${succeeded.join(',')}}`}::uuid[])`,
      );
    }
    if (sent > 0) kickOutboxDelivery(database);
    return sent;
  });
}

/** Workers by database, so the schedule route can ask for a run without a decorator. */
const kicks = new WeakMap<Database, () => void>();

/** Asks the running worker, if any, to run the due reports now (a new schedule's first one). */
export function kickReportSchedules(database: Database): void {
  kicks.get(database)?.();
}

/**
 * Runs the due reports at start (a missed run catches up once) and every minute after; first, each
 * time, fails the long exports and demo data generations an instance that is gone left running.
 */
export function startReportSchedulesWorker(options: {
  database: Database;
  storage: DocumentStorage;
  clock: () => Date;
  intervalMs?: number;
  logger?: { error(object: unknown, message?: string): void };
}): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    // Long exports left running by an instance that is gone fail first (decision 0079), and so
    // do demo data generations (decision 0081).
    failStaleReportExports(options.database, { now: options.clock() })
      .then(() => failStaleDemoDataRuns(options.database, { now: options.clock() }))
      .then(() =>
        runDueReportSchedules(options.database, {
          now: options.clock(),
          storage: options.storage,
        }),
      )
      .catch((error: unknown) => options.logger?.error({ err: error }, 'Automated reports failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? REPORT_SCHEDULES_INTERVAL_MS);
  timer.unref();
  kicks.set(options.database, run);
  return {
    stop: () => {
      clearInterval(timer);
      kicks.delete(options.database);
    },
  };
}
