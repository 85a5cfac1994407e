import { z } from 'zod';
import type { Role } from '../constants.ts';
import { RoleSchema } from '../schemas/auth.ts';
import { APPROVAL_REQUEST_TYPES, type ApprovalRequestType } from '../schemas/approvals.ts';
import type { Message, MessageKey } from '../i18n/catalogs.ts';

/**
 * One kind of request that waits for approval (spec part 1 §4), as data: what it acts on, who
 * approves it, the shape of its stored details and the sentence lists show. The server pairs
 * each kind with one executor (server/src/approval-executors.ts); a kind missing there is a
 * compile error.
 */
export interface ApprovalKind<TData> {
  /** The entity_type stored with the request. */
  entityType: string;
  /** Who approves when the request is created. */
  requiredRole: Role;
  /** request_data is validated with this before it is stored and again before it runs. */
  dataSchema: z.ZodType<TData>;
  /** A sentence for lists and the bell, e.g. 'Block collector Ravi Kumar'. */
  summarize(data: TData): Message;
  /** The 409 text when the same action on the same entity already waits for approval. */
  alreadyPendingMessage: MessageKey;
}

function defineApprovalKind<TData>(kind: ApprovalKind<TData>): ApprovalKind<TData> {
  return kind;
}

const CollectorBlockDataSchema = z.object({
  collector_name: z.string(),
  organization_name: z.string(),
  reason: z.string().min(1),
});
const CollectorUnblockDataSchema = CollectorBlockDataSchema.extend({
  reason: z.string().nullish(),
});
const OrganizationBlockDataSchema = z.object({
  organization_name: z.string(),
  reason: z.string().min(1),
});
const OrganizationUnblockDataSchema = OrganizationBlockDataSchema.extend({
  reason: z.string().nullish(),
});
const RoleChangeDataSchema = z.object({
  user_id: z.uuid(),
  old_role: RoleSchema,
  new_role: RoleSchema,
  /** For the summary line only. */
  user_name: z.string().optional(),
});
/** A loan waiting for approval: who borrows how much (issue 10). */
const LoanApprovalDataSchema = z.object({
  customer_name: z.string(),
  principal_amount: z.number(),
  /** Why it waits: above the submitter's sanction limit, second approver, high-risk customer. */
  reason_code: z.enum(['above_limit', 'second_approver', 'high_risk']).optional(),
});
/** A collection agent's payment over their limit (spec part 1 §9), pending until approved. */
const PaymentApprovalDataSchema = z.object({
  customer_name: z.string(),
  loan_number: z.string(),
  amount: z.number(),
});

export const APPROVAL_KINDS = {
  collector_block: defineApprovalKind({
    entityType: 'debt_collector',
    requiredRole: 'organization_admin',
    dataSchema: CollectorBlockDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_collector_block',
      values: { name: data.collector_name },
    }),
    alreadyPendingMessage: 'messages.approvals.collector_block_pending',
  }),
  collector_unblock: defineApprovalKind({
    entityType: 'debt_collector',
    requiredRole: 'organization_admin',
    dataSchema: CollectorUnblockDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_collector_unblock',
      values: { name: data.collector_name },
    }),
    alreadyPendingMessage: 'messages.approvals.collector_unblock_pending',
  }),
  organization_block: defineApprovalKind({
    entityType: 'organization',
    requiredRole: 'platform_super_admin',
    dataSchema: OrganizationBlockDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_organization_block',
      values: { name: data.organization_name },
    }),
    alreadyPendingMessage: 'messages.approvals.organization_block_pending',
  }),
  organization_unblock: defineApprovalKind({
    entityType: 'organization',
    requiredRole: 'platform_super_admin',
    dataSchema: OrganizationUnblockDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_organization_unblock',
      values: { name: data.organization_name },
    }),
    alreadyPendingMessage: 'messages.approvals.organization_unblock_pending',
  }),
  // Role changes involving platform_super_admin wait for a platform_super_admin.
  role_change: defineApprovalKind({
    entityType: 'user_role',
    requiredRole: 'platform_super_admin',
    dataSchema: RoleChangeDataSchema,
    // The roles are named by the message itself (a select on the role), so it stays one key.
    summarize: (data) => ({
      key: data.user_name
        ? 'messages.approvals.summary_role_change'
        : 'messages.approvals.summary_role_change_unnamed',
      values: { name: data.user_name ?? '', old_role: data.old_role, new_role: data.new_role },
    }),
    alreadyPendingMessage: 'messages.approvals.role_change_pending',
  }),
  approve_high_value: defineApprovalKind({
    entityType: 'loan',
    requiredRole: 'manager',
    dataSchema: LoanApprovalDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_approve_high_value',
      values: { name: data.customer_name, amount: data.principal_amount },
    }),
    alreadyPendingMessage: 'messages.approvals.high_value_pending',
  }),
  approval: defineApprovalKind({
    entityType: 'loan',
    requiredRole: 'manager',
    dataSchema: LoanApprovalDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_approval',
      values: { name: data.customer_name, amount: data.principal_amount },
    }),
    alreadyPendingMessage: 'messages.approvals.loan_approval_pending',
  }),
  payment_approval: defineApprovalKind({
    entityType: 'loan_payment',
    requiredRole: 'manager',
    dataSchema: PaymentApprovalDataSchema,
    summarize: (data) => ({
      key: 'messages.approvals.summary_payment_approval',
      values: { name: data.customer_name, amount: data.amount, loan_number: data.loan_number },
    }),
    alreadyPendingMessage: 'messages.approvals.payment_approval_pending',
  }),
} as const satisfies { [Type in ApprovalRequestType]: ApprovalKind<unknown> };

/** The stored details of a request of one kind. */
export type ApprovalData<Type extends ApprovalRequestType> = z.infer<
  (typeof APPROVAL_KINDS)[Type]['dataSchema']
>;

/** The kinds of request that act on one type of entity, e.g. 'debt_collector'. */
export function approvalRequestTypesFor(entityType: string): ApprovalRequestType[] {
  return APPROVAL_REQUEST_TYPES.filter((type) => APPROVAL_KINDS[type].entityType === entityType);
}

/** A request's type in words, for a request whose details do not fit its kind. */
const APPROVAL_TYPE_NAMES = {
  collector_block: 'messages.approvals.type_collector_block',
  collector_unblock: 'messages.approvals.type_collector_unblock',
  organization_block: 'messages.approvals.type_organization_block',
  organization_unblock: 'messages.approvals.type_organization_unblock',
  role_change: 'messages.approvals.type_role_change',
  approve_high_value: 'messages.approvals.type_approve_high_value',
  approval: 'messages.approvals.type_approval',
  payment_approval: 'messages.approvals.type_payment_approval',
} as const satisfies Record<ApprovalRequestType, MessageKey>;

/** The request's sentence, or its type in words when its details do not fit the kind. */
export function summarizeApprovalRequest(
  requestType: ApprovalRequestType,
  requestData: unknown,
): Message {
  const kind = APPROVAL_KINDS[requestType] as ApprovalKind<unknown>;
  const parsed = kind.dataSchema.safeParse(requestData);
  return parsed.success ? kind.summarize(parsed.data) : { key: APPROVAL_TYPE_NAMES[requestType] };
}
