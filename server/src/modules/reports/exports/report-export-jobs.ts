import {
  REPORT_EXPORT_FAILURES,
  REPORT_PDF_ROW_LIMIT,
  type ReportExport,
  type ReportExportFailure,
  type ReportFilterValues,
  type ReportFormat,
  type ReportKey,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { notFound } from '../../../errors.ts';
import { notifyStaff } from '../../notifications/notify-staff.ts';
import { newStorageKey, type DocumentStorage } from '../../../storage/document-storage.ts';
import { describeFilters } from '../describe-filters.ts';
import { exportReportRows, type ReportSink } from '../report-data.ts';
import { csvSink, pdfSink, xlsxSink, type ReportFileHeading } from '../report-files.ts';
import type { ReportSpec } from '../report-registry.ts';

/** Rows written so far by the exports this instance is running, by export id. */
const progress = new Map<string, number>();

/** The ids of the exports this instance is writing (the sweeper leaves them alone). */
export function exportsRunningHere(): string[] {
  return [...progress.keys()];
}

/**
 * The longest a long export may run (decision 0079): the instance writing it stops it past this,
 * and the sweeper fails a row left running this long by an instance that is gone.
 */
export const REPORT_EXPORT_TIME_LIMIT_MS = 30 * 60_000;

/** An export that ran past its time limit. */
export class ExportTimedOut extends Error {
  constructor() {
    super('timed_out');
  }
}

/** The sink writing a report in `format` to `out`. */
export function fileSinkFor(format: ReportFormat, out: Writable, heading: ReportFileHeading) {
  return format === 'csv'
    ? csvSink(out, heading)
    : format === 'xlsx'
      ? xlsxSink(out, heading)
      : pdfSink(out, heading, REPORT_PDF_ROW_LIMIT);
}

/** Runs a report into the file storage; resolves with the rows written. */
export async function writeReportFile(
  ctx: RequestContext,
  options: {
    key: ReportKey;
    spec: ReportSpec;
    filters: ReportFilterValues;
    format: ReportFormat;
    storage: DocumentStorage;
    storageKey: string;
    onRows?: (written: number) => void;
  },
): Promise<number> {
  const out = new PassThrough();
  // A failure destroys `out` with its error, which is thrown below: the stream's own 'error'
  // event must not become an uncaught exception when the store has not attached to it yet.
  out.on('error', () => {});
  // A store that fails (a full disk) reads `out` no more: drain it to nowhere so the sink's writes
  // never wait for a reader that is gone, and keep the failure to throw below (never left as an
  // unhandled rejection meanwhile).
  let storeFailure: unknown = null;
  const stored = options.storage.put(options.storageKey, out).catch((error: unknown) => {
    storeFailure = error ?? new Error('The report file could not be stored');
    out.resume();
  });
  const heading: ReportFileHeading = {
    key: options.key,
    columns: options.spec.columns,
    language: ctx.language,
    filters: await describeFilters(ctx, options.filters, ctx.language),
    generatedAt: ctx.now,
  };
  const sink = fileSinkFor(options.format, out, heading);
  let written = 0;
  const counted: ReportSink = {
    start: (organization) => sink.start(organization),
    rows: async (batch) => {
      await sink.rows(batch);
      written += batch.length;
      options.onRows?.(written);
    },
    end: () => sink.end(),
  };
  try {
    const rows = await exportReportRows(ctx, { ...options, sink: counted });
    await stored;
    if (storeFailure) throw storeFailure;
    return rows;
  } catch (error) {
    out.destroy(error as Error);
    await stored;
    throw storeFailure ?? error;
  }
}

interface ExportRow {
  id: string;
  organization_id: string;
  report_key: ReportKey;
  format: ReportFormat;
  status: ReportExport['status'];
  total_rows: number;
  rows_written: number;
  file_name: string;
  storage_key: string | null;
  error?: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

/** The failure an export's `error` column records ('interrupted', 'timed_out', or a message). */
function failureOf(row: ExportRow): ReportExportFailure | null {
  if (row.status !== 'failed') return null;
  return (REPORT_EXPORT_FAILURES as readonly string[]).includes(row.error ?? '')
    ? (row.error as ReportExportFailure)
    : 'error';
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toReportExport(row: ExportRow): ReportExport {
  return {
    id: row.id,
    organization_id: row.organization_id,
    report_key: row.report_key,
    format: row.format,
    status: row.status,
    total_rows: Number(row.total_rows),
    rows_written: row.status === 'running' ? (progress.get(row.id) ?? 0) : Number(row.rows_written),
    file_name: row.file_name,
    created_at: iso(row.created_at)!,
    completed_at: iso(row.completed_at),
    failure: failureOf(row),
  };
}

/** The signed-in user's own export with this id (another user's answers 404). */
export async function readReportExport(
  ctx: Pick<RequestContext, 'tx' | 'auth'>,
  id: string,
): Promise<ExportRow> {
  const [row] = await queryRows<ExportRow>(
    ctx.tx,
    sql`select id, organization_id, report_key, format, status, total_rows, rows_written,
        file_name, storage_key, error, created_at, completed_at
      from report_exports
      where ${inScope(sql`organization_id`)} and id = ${id} and user_id = ${ctx.auth.user.id}`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * Starts a long export: counts its rows and records it (in the request's transaction), then
 * writes the file in the background in a transaction of its own; the row says when it is ready.
 */
export async function startReportExport(
  ctx: RequestContext,
  options: {
    key: ReportKey;
    spec: ReportSpec;
    filters: ReportFilterValues;
    format: ReportFormat;
    fileName: string;
  },
): Promise<ExportRow> {
  const parts = options.spec.query(options.filters, ctx.now);
  const [counted] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from (${parts.select}) r`,
  );
  const organizationId = ctx.auth.organization?.id;
  if (!organizationId) throw notFound();
  const [row] = await queryRows<ExportRow>(
    ctx.tx,
    sql`insert into report_exports (organization_id, user_id, report_key, format, filters,
        total_rows, file_name, storage_key, created_at)
      values (${organizationId}, ${ctx.auth.user.id}, ${options.key}, ${options.format},
        ${JSON.stringify(options.filters)}::jsonb, ${Number(counted?.total ?? 0)},
        ${options.fileName}, ${newStorageKey(randomUUID())}, ${ctx.now.toISOString()})
      returning id, organization_id, report_key, format, status, total_rows, rows_written,
        file_name, storage_key, created_at, completed_at`,
  );
  progress.set(row!.id, 0);
  return row!;
}

/** The background half of startReportExport: the file, then the row's outcome. */
export async function runReportExport(options: {
  withContext: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;
  storage: DocumentStorage;
  job: ExportRow;
  spec: ReportSpec;
  filters: ReportFilterValues;
  timeLimitMs?: number;
}): Promise<void> {
  const { job } = options;
  const deadline = Date.now() + (options.timeLimitMs ?? REPORT_EXPORT_TIME_LIMIT_MS);
  try {
    await options.withContext(async (ctx) => {
      // The row stays locked while this instance writes it: the sweeper of any instance skips a
      // locked row, and fails one whose writer's connection (and lock) is gone (decision 0079).
      await ctx.tx.execute(
        sql`select id from report_exports
          where organization_id = ${job.organization_id} and id = ${job.id} for update`,
      );
      const rows = await writeReportFile(ctx, {
        key: job.report_key,
        spec: options.spec,
        filters: options.filters,
        format: job.format,
        storage: options.storage,
        storageKey: job.storage_key!,
        onRows: (written) => {
          progress.set(job.id, written);
          if (Date.now() > deadline) throw new ExportTimedOut();
        },
      });
      await ctx.tx.execute(
        sql`update report_exports set status = 'ready', rows_written = ${rows},
            completed_at = now()
          where organization_id = ${job.organization_id} and id = ${job.id}`,
      );
      await notifyExporter(ctx, job, 'ready');
    });
  } catch (error) {
    await options.withContext(async (ctx) => {
      await ctx.tx.execute(
        sql`update report_exports set status = 'failed', completed_at = now(),
            error = ${error instanceof ExportTimedOut ? 'timed_out' : (error as Error).message.slice(0, 500)}
          where organization_id = ${job.organization_id} and id = ${job.id}`,
      );
      await notifyExporter(ctx, job, 'failed');
    });
  } finally {
    progress.delete(job.id);
  }
}

/** Issue 14: the user who started a long export hears in their feed when it is ready or failed. */
function notifyExporter(ctx: RequestContext, job: ExportRow, outcome: 'ready' | 'failed') {
  return notifyStaff(ctx, {
    organizationId: job.organization_id,
    userIds: [ctx.auth.user.id],
    kind: outcome === 'ready' ? 'export_ready' : 'export_failed',
    title:
      outcome === 'ready' ? 'notifications.feed.export_ready' : 'notifications.feed.export_failed',
    values: { name: job.file_name },
    link: '/reports',
  });
}
