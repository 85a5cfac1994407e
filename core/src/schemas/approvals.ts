import { z } from 'zod';
import { StorableTextSchema } from '../validation/storable.ts';
import { RoleSchema } from './auth.ts';
import { PAGE_SIZE } from '../constants.ts';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);

/**
 * The kinds of request that can wait for approval (spec part 1 §4). Each is described in
 * APPROVAL_KINDS (rules/approval-kinds.ts) and has one executor on the server.
 */
export const APPROVAL_REQUEST_TYPES = [
  'collector_block',
  'collector_unblock',
  'organization_block',
  'organization_unblock',
  'role_change',
  'approve_high_value',
  'approval',
  'payment_approval',
] as const;
export const ApprovalRequestTypeSchema = z.enum(APPROVAL_REQUEST_TYPES);
export type ApprovalRequestType = z.infer<typeof ApprovalRequestTypeSchema>;

/** What an approver's note on a request records. */
export const APPROVAL_NOTE_ACTIONS = ['approve', 'reject', 'escalate', 'comment'] as const;

export const ApprovalNoteSchema = z.object({
  id: z.uuid(),
  approver_id: z.uuid(),
  approver_name: z.string(),
  note: z.string().nullable(),
  action: z.enum(APPROVAL_NOTE_ACTIONS),
  created_at: z.string(),
});
export type ApprovalNote = z.infer<typeof ApprovalNoteSchema>;

export const ApprovalRequestSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  entity_type: z.string(),
  entity_id: z.uuid(),
  request_type: ApprovalRequestTypeSchema,
  request_data: z.record(z.string(), z.unknown()),
  /** A sentence describing what approving will do, e.g. 'Block collector Ravi Kumar'. */
  summary: z.string(),
  notes: z.string().nullable(),
  requested_by: z.uuid(),
  requested_by_name: z.string(),
  status: ApprovalStatusSchema,
  current_approver_id: z.uuid().nullable(),
  current_approver_name: z.string().nullable(),
  /** The role the request was routed to. */
  required_role: RoleSchema,
  approved_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

export const ApprovalRequestDetailSchema = ApprovalRequestSchema.extend({
  approval_notes: z.array(ApprovalNoteSchema),
});
export type ApprovalRequestDetail = z.infer<typeof ApprovalRequestDetailSchema>;

/** GET /approvals?status=&page=&page_size= (spec part 1 §9: default page size 25, bell 10). */
export const ApprovalListQuerySchema = z.object({
  status: ApprovalStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const ApprovalListResponseSchema = z.object({
  data: z.array(ApprovalRequestSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ApprovalListResponse = z.infer<typeof ApprovalListResponseSchema>;

/** GET /approvals/summary: what the header bell shows. */
export const ApprovalBellSchema = z.object({
  pending_total: z.number().int(),
  awaiting_mine_total: z.number().int(),
  others_total: z.number().int(),
  /** The first 3 awaiting the signed-in user. */
  awaiting_mine: z.array(ApprovalRequestSchema),
  /** The first 2 pending with another approver. */
  others: z.array(ApprovalRequestSchema),
});
export type ApprovalBell = z.infer<typeof ApprovalBellSchema>;

export const ApprovalDecisionSchema = z.object({
  note: StorableTextSchema(1000).optional(),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

/** POST /approvals/:id/approve|reject|escalate: the spec's toast text and the request after it. */
export const ApprovalDecisionResponseSchema = z.object({
  message: z.string(),
  approval_request: ApprovalRequestDetailSchema,
});
export type ApprovalDecisionResponse = z.infer<typeof ApprovalDecisionResponseSchema>;

/**
 * What an action that may need approval answers: 200 with the result when carried out at
 * once, 202 with the created request when it must wait.
 */
export const PendingApprovalResponseSchema = z.object({
  status: z.literal('pending_approval'),
  message: z.string(),
  approval_request: ApprovalRequestSchema,
});
export type PendingApprovalResponse = z.infer<typeof PendingApprovalResponseSchema>;

/** What a list row shows of the request waiting on it: "Request pending". */
export const PendingRequestSchema = z.object({
  id: z.uuid(),
  request_type: ApprovalRequestTypeSchema,
});
export type PendingRequest = z.infer<typeof PendingRequestSchema>;
