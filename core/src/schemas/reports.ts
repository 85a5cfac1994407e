import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { CalendarDateSchema } from '../validation/storable.ts';

/*
 * Reports (issue 14, /reports): a catalogue of the registers and summaries a micro-lender runs,
 * each previewed as a page of rows and exported as CSV, XLSX or PDF.
 */

export const REPORT_KEYS = [
  'portfolio_summary',
  'par_aging',
  'disbursement_register',
  'repayment_register',
  'overdue_list',
  'collection_sheet',
  'collector_performance',
  'loan_officer_performance',
  'promises_visits',
  'trial_balance',
  'journal',
  'customer_list',
  'audit_extract',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The filters a report may take; each report lists the ones that apply to it. */
export const REPORT_FILTERS = [
  'date_range',
  'organization',
  'loan_officer',
  'collector',
  'status',
] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** How a column's cells read: money in the organization's currency, dates, counts, percentages. */
export const REPORT_COLUMN_TYPES = [
  'text',
  'money',
  'integer',
  'percent',
  'date',
  'datetime',
] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/**
 * Cells whose text is a code the catalogs translate (`reports.value.<column>.<code>`): statuses,
 * methods, outcomes, buckets, accounts.
 */
export const ReportColumnSchema = z.object({
  key: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
  /** The cell holds a code with a catalog text (reports.value.<code>). */
  coded: z.boolean(),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportDefinitionSchema = z.object({
  key: z.enum(REPORT_KEYS),
  /** In the request's language. */
  name: z.string(),
  filters: z.array(z.enum(REPORT_FILTERS)),
  /** The values the status filter takes (empty when the report has no status filter). */
  statuses: z.array(z.string()),
  columns: z.array(ReportColumnSchema),
  /** Whether the signed-in user may export it (reports:export or the data's own export). */
  exportable: z.boolean(),
});
export type ReportDefinition = z.infer<typeof ReportDefinitionSchema>;

/** Not `data`: its entries are the app's reports, not rows of a tenant. */
export const ReportCatalogueSchema = z.object({ reports: z.array(ReportDefinitionSchema) });
export type ReportCatalogue = z.infer<typeof ReportCatalogueSchema>;

/** At most this many rows in a PDF (a printable document; CSV and XLSX carry every row). */
export const REPORT_PDF_ROW_LIMIT = 5_000;

export const ReportQuerySchema = z.object({
  /** Without it: a page of rows as JSON for the screen. */
  format: z.enum(REPORT_FORMATS).optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  organization_id: z.uuid().optional(),
  loan_officer_id: z.uuid().optional(),
  collector_id: z.uuid().optional(),
  status: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;
/** The filters of a report query: what a schedule keeps. */
export type ReportFilterValues = Omit<ReportQuery, 'format' | 'page' | 'page_size'>;

export const ReportKeyParamsSchema = z.object({ key: z.string().max(60) });

/** A cell: text, a number (money in rupees with 2 decimals, counts, percentages) or empty. */
export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);

export const ReportPreviewSchema = z.object({
  key: z.enum(REPORT_KEYS),
  columns: z.array(ReportColumnSchema),
  /** Each row carries its organization_id besides the columns. */
  data: z.array(z.record(z.string(), ReportCellSchema)),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** The organization's currency (the first organization in scope). */
  currency: z.string(),
});
export type ReportPreview = z.infer<typeof ReportPreviewSchema>;

/** Above this many rows the screen runs an export as a job with progress (POST …/exports). */
export const REPORT_LONG_EXPORT_ROWS = 5_000;

/** POST /reports/:key/exports: a long export, run in the background into the file storage. */
export const ReportExportRequestSchema = z.object({
  format: z.enum(REPORT_FORMATS),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  organization_id: z.uuid().optional(),
  loan_officer_id: z.uuid().optional(),
  collector_id: z.uuid().optional(),
  status: z.string().max(40).optional(),
});
export type ReportExportRequest = z.infer<typeof ReportExportRequestSchema>;

export const REPORT_EXPORT_STATUSES = ['running', 'ready', 'failed'] as const;
/**
 * Why an export failed (decision 0079): the instance writing it stopped (a crash or restart),
 * it ran past the time limit, or another error (a full disk).
 */
export const REPORT_EXPORT_FAILURES = ['interrupted', 'timed_out', 'error'] as const;
export type ReportExportFailure = (typeof REPORT_EXPORT_FAILURES)[number];

export const ReportExportSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  report_key: z.enum(REPORT_KEYS),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_EXPORT_STATUSES),
  total_rows: z.number().int(),
  /** Rows written so far (while running, as far as the instance writing it knows). */
  rows_written: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Why it failed; null unless `status` is failed. */
  failure: z.enum(REPORT_EXPORT_FAILURES).nullable(),
});
export type ReportExport = z.infer<typeof ReportExportSchema>;

export const ReportExportIdParamsSchema = z.object({ id: z.uuid() });

/** Automated reports (spec automated_reports): how often a schedule sends its report. */
export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];

/** Filters a schedule keeps (without from/to it covers the period just ended). */
export const ReportScheduleFiltersSchema = ReportExportRequestSchema.omit({ format: true });

/** POST /reports/schedules. Recipients are staff: e-mail addresses of users in scope. */
export const ReportScheduleRequestSchema = z.object({
  report_key: z.enum(REPORT_KEYS),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  recipients: z.array(z.email().max(254)).min(1).max(20),
  filters: ReportScheduleFiltersSchema.default({}),
  format: z.enum(REPORT_FORMATS).default('xlsx'),
});
export type ReportScheduleRequest = z.input<typeof ReportScheduleRequestSchema>;

export const ReportScheduleSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  report_key: z.enum(REPORT_KEYS),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  recipients: z.array(z.string()),
  filters: z.record(z.string(), z.string()),
  is_active: z.boolean(),
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

export const ReportScheduleListSchema = z.object({
  data: z.array(ReportScheduleSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ReportScheduleList = z.infer<typeof ReportScheduleListSchema>;

/** PATCH /reports/schedules/:id: pause (false) or resume (true). */
export const ReportScheduleUpdateSchema = z.object({ is_active: z.boolean() });
