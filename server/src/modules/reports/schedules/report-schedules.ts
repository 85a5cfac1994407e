import type { ReportScheduleRequestSchema } from '@lendline/core';
import {
  type ReportSchedule,
  type ReportScheduleList,
  type ReportScheduleRequest,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mayDo } from '../../../context/effective-permissions.ts';
import { reaches, type RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { AppError, notFound } from '../../../errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { textArray } from '../report-filters.ts';
import { reportSpecOf } from '../report-registry.ts';

const COLUMNS = sql`s.id, s.organization_id, s.report_type as report_key, s.schedule as frequency,
  s.format, s.recipients, s.filters, s.is_active, s.next_run_at, s.last_run_at, s.last_error,
  s.created_at`;

type Row = Omit<ReportSchedule, 'next_run_at' | 'last_run_at' | 'created_at'> & {
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
  created_at: Date | string;
};
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const toSchedule = (row: Row): ReportSchedule => ({
  ...row,
  filters: row.filters ?? {},
  next_run_at: iso(row.next_run_at),
  last_run_at: iso(row.last_run_at),
  created_at: iso(row.created_at)!,
});

const forbidden = () =>
  new AppError('FORBIDDEN', 'messages.errors.access_denied', {
    details: { required: 'reports:export' },
  });

/**
 * Schedules a report (issue 14): by e-mail to staff of the user's organizations, as a file the
 * user may export. A new schedule sends its first report at once (its recipients see what they
 * will get), then at the start of each period in the organization's timezone.
 */
export async function createReportSchedule(
  ctx: RequestContext,
  input: z.output<typeof ReportScheduleRequestSchema>,
): Promise<ReportSchedule> {
  const spec = reportSpecOf(input.report_key)!;
  if (!mayDo(ctx, 'reports', 'export') && !mayDo(ctx, spec.resource, 'export')) throw forbidden();
  const organizationId = ctx.auth.organization?.id;
  if (!organizationId) throw forbidden();
  if (input.filters.organization_id && !reaches(ctx, input.filters.organization_id)) {
    throw notFound();
  }
  const recipients = [...new Set(input.recipients.map((email) => email.toLowerCase()))];
  const staff = await queryRows<{ email: string }>(
    ctx.tx,
    sql`select lower(u.email) as email from users u
      join user_profiles p on p.user_id = u.id
      where ${inScope(sql`p.organization_id`)} and lower(u.email) = any(${textArray(recipients)})`,
  );
  const known = new Set(staff.map((row) => row.email));
  const strangers = recipients.filter((email) => !known.has(email));
  if (strangers.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      { key: 'reports.schedule.not_staff', values: { emails: strangers.join(', ') } },
      { details: { recipients: strangers } },
    );
  }
  const filters = Object.fromEntries(Object.entries(input.filters).filter(([, value]) => value));
  const [row] = await queryRows<Row>(
    ctx.tx,
    sql`insert into automated_reports as s (organization_id, name, report_type, schedule, format,
        recipients, filters, next_run_at, created_by)
      values (${organizationId}, ${input.report_key}, ${input.report_key}, ${input.frequency},
        ${input.format}, ${textArray(recipients)}, ${JSON.stringify(filters)}::jsonb,
        ${ctx.now.toISOString()}::timestamptz, ${ctx.auth.user.id})
      returning ${COLUMNS}`,
  );
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId,
    action: 'create',
    entityType: 'automated_reports',
    entityId: row!.id,
    newValues: { ...input, recipients, filters },
  });
  return toSchedule(row!);
}

export async function listReportSchedules(
  ctx: RequestContext,
  page: number,
  pageSize: number,
): Promise<ReportScheduleList> {
  const rows = await queryRows<Row & { total: number }>(
    ctx.tx,
    sql`select ${COLUMNS}, count(*) over () as total from automated_reports s
      where ${inScope(sql`s.organization_id`)}
      order by s.created_at desc, s.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from automated_reports s where ${inScope(sql`s.organization_id`)}`,
    );
    total = Number(counted?.total ?? 0);
    if (total > 0) {
      return listReportSchedules(ctx, Math.max(1, Math.ceil(total / pageSize)), pageSize);
    }
  }
  return {
    data: rows.map(({ total: _total, ...row }) => toSchedule(row)),
    page,
    page_size: pageSize,
    total,
  };
}

/** Pauses or resumes a schedule; a resumed one catches up once if a run fell due meanwhile. */
export async function setReportScheduleActive(
  ctx: RequestContext,
  id: string,
  isActive: boolean,
): Promise<ReportSchedule> {
  const [row] = await queryRows<Row>(
    ctx.tx,
    sql`update automated_reports s set is_active = ${isActive}, updated_at = now()
      where ${inScope(sql`s.organization_id`)} and s.id = ${id}
      returning ${COLUMNS}`,
  );
  if (!row) throw notFound();
  const spec = reportSpecOf(row.report_key)!;
  if (!mayDo(ctx, 'reports', 'export') && !mayDo(ctx, spec.resource, 'export')) throw forbidden();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: row.organization_id,
    action: isActive ? 'resume' : 'pause',
    entityType: 'automated_reports',
    entityId: id,
    newValues: { is_active: isActive },
  });
  return toSchedule(row);
}

export type { ReportScheduleRequest };
