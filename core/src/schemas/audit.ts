import { z } from 'zod';
import { CalendarDateSchema, SearchTextSchema } from '../validation/storable.ts';
import { PAGE_SIZE } from '../constants.ts';
import { ListResponseSchema } from './common.ts';

/** Spec part 1 §9: the audit browser shows 50 rows a page. */
/** The most rows one CSV export carries; narrow the filters for more. */
export const AUDIT_EXPORT_ROW_LIMIT = 50_000;

const JsonObjectSchema = z.record(z.string(), z.unknown());
const BooleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** One audit_logs row (spec part 1 §3) with the acting user's name and e-mail. */
export const AuditLogSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  old_values: JsonObjectSchema.nullable(),
  new_values: JsonObjectSchema.nullable(),
  changed_fields: z.array(z.string()),
  reason: z.string().nullable(),
  approval_required: z.boolean(),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_role: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

/**
 * Filters shared by the browser and the CSV export. `action` matches any part of the action
 * (case-insensitive); the dates are calendar days in the signed-in user's organization
 * timezone, both inclusive.
 */
export const AuditLogFilterSchema = z.object({
  action: SearchTextSchema(100),
  entity_type: SearchTextSchema(100),
  entity_id: SearchTextSchema(100),
  user_id: z.uuid().optional(),
  date_from: CalendarDateSchema.optional(),
  date_to: CalendarDateSchema.optional(),
  approval_required: BooleanQuerySchema.optional(),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** GET /audit-logs: newest first. */
export const AuditLogListQuerySchema = AuditLogFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.auditLogs),
});
export type AuditLogListQuery = z.infer<typeof AuditLogListQuerySchema>;

export const AuditLogListResponseSchema = ListResponseSchema(AuditLogSchema);
export type AuditLogListResponse = z.infer<typeof AuditLogListResponseSchema>;

/** The columns of GET /audit-logs/export, in order. */
export const AUDIT_EXPORT_COLUMNS = [
  'created_at',
  'action',
  'entity_type',
  'entity_id',
  'user_name',
  'user_email',
  'user_role',
  'approval_required',
  'changed_fields',
  'old_values',
  'new_values',
  'reason',
  'ip_address',
  'user_agent',
] as const;

/**
 * GET /audit-logs/verify (issue 13): every chain in the reader's scope recomputed in chain
 * order. `checked` counts the rows examined; `first_broken_id` is the first row whose content
 * or link does not hold (null when the chains are whole).
 */
export const AuditChainVerificationSchema = z.object({
  valid: z.boolean(),
  checked: z.number().int().min(0),
  first_broken_id: z.uuid().nullable(),
});
export type AuditChainVerification = z.infer<typeof AuditChainVerificationSchema>;

/**
 * The export's last rows, one per organization in scope, carry its chain head in the CSV's own
 * columns (docs/decisions/0069): action 'chain_head', entity_type 'audit_chain', entity_id the
 * organization and new_values `{ organization_id, chain_position, chain_hash }`.
 */
export const AUDIT_CHAIN_HEAD_ACTION = 'chain_head';
export const AUDIT_CHAIN_ENTITY_TYPE = 'audit_chain';
