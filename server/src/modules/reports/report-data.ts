import {
  clampPage,
  type ReportColumn,
  type ReportFilterValues,
  type ReportKey,
  type ReportPreview,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { ReportSpec } from './report-registry.ts';

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** Rows fetched at a time from an export's cursor: a large register never sits in memory. */
export const EXPORT_BATCH_SIZE = 1_000;

/** A database row as the report's cells: money, counts and percentages as numbers. */
export function toReportRow(row: Record<string, unknown>, columns: readonly ReportColumn[]) {
  const out: ReportRow = { organization_id: String(row.organization_id) };
  for (const column of columns) {
    const value = row[column.key];
    if (value === null || value === undefined) out[column.key] = null;
    else if (column.type === 'money' || column.type === 'integer' || column.type === 'percent') {
      out[column.key] = Number(value);
    } else out[column.key] = String(value);
  }
  return out;
}

/** The organization a report is headed with: the user's own, else the first in scope. */
export interface ReportOrganization {
  name: string;
  currency: string;
  timezone: string;
}

export async function reportOrganizationOf(
  ctx: Pick<RequestContext, 'tx' | 'auth'>,
): Promise<ReportOrganization> {
  const own = ctx.auth.organization?.id ?? null;
  const [row] = await queryRows<ReportOrganization>(
    ctx.tx,
    sql`select o.name, o.currency, o.timezone from organizations o
      where ${inScope(sql`o.id`)}
      order by (o.id = ${own}) desc nulls last, o.name limit 1`,
  );
  return row ?? { name: 'Lendline', currency: 'INR', timezone: 'Asia/Kolkata' };
}

/** A page of the report for the screen, the page clamped to the last (spec part 1 §5). */
export async function previewReport(
  ctx: Pick<RequestContext, 'tx' | 'now' | 'auth'>,
  options: {
    key: ReportKey;
    spec: ReportSpec;
    filters: ReportFilterValues;
    page: number;
    pageSize: number;
  },
): Promise<ReportPreview> {
  const parts = options.spec.query(options.filters, ctx.now);
  const [counted] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from (${parts.select}) r`,
  );
  const total = Number(counted?.total ?? 0);
  const page = clampPage(options.page, total, options.pageSize);
  const rows = await queryRows<Record<string, unknown>>(
    ctx.tx,
    sql`select r.* from (${parts.select}) r order by ${parts.orderBy}
      limit ${options.pageSize} offset ${(page - 1) * options.pageSize}`,
  );
  const organization = await reportOrganizationOf(ctx);
  return {
    key: options.key,
    columns: [...options.spec.columns],
    data: rows.map((row) => toReportRow(row, options.spec.columns)),
    page,
    page_size: options.pageSize,
    total,
    currency: organization.currency,
  };
}

/** Receives an export's rows, batch by batch, then its end. */
export interface ReportSink {
  start(organization: ReportOrganization): Promise<void> | void;
  rows(batch: ReportRow[]): Promise<void>;
  end(): Promise<void>;
}

/**
 * Runs the report through a cursor in one transaction (one consistent snapshot), handing the
 * rows to `sink` a batch at a time; the export is audited in the same transaction.
 */
export async function exportReportRows(
  ctx: RequestContext,
  options: {
    key: ReportKey;
    spec: ReportSpec;
    filters: ReportFilterValues;
    format: string;
    sink: ReportSink;
  },
): Promise<number> {
  const parts = options.spec.query(options.filters, ctx.now);
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: ctx.auth.organization?.id ?? null,
    action: 'export',
    entityType: 'reports',
    entityId: options.key,
    newValues: { report: options.key, format: options.format, filters: options.filters },
  });
  await options.sink.start(await reportOrganizationOf(ctx));
  await ctx.tx.execute(
    sql`declare report_rows no scroll cursor for
      select r.* from (${parts.select}) r order by ${parts.orderBy}`,
  );
  let count = 0;
  for (;;) {
    const batch = await queryRows<Record<string, unknown>>(
      ctx.tx,
      sql.raw(`fetch ${EXPORT_BATCH_SIZE} from report_rows`),
    );
    count += batch.length;
    if (batch.length > 0) {
      await options.sink.rows(batch.map((row) => toReportRow(row, options.spec.columns)));
    }
    if (batch.length < EXPORT_BATCH_SIZE) break;
  }
  await ctx.tx.execute(sql`close report_rows`);
  await options.sink.end();
  return count;
}
