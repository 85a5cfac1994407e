import type { ApprovalRequestType, Role } from '@lendline/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AuditActor } from '../audit/write-audit.ts';

/** The stored request an executor carries out. */
export interface StoredApprovalRequest {
  id: string;
  organization_id: string;
  entity_type: string;
  entity_id: string;
  request_type: ApprovalRequestType;
  request_data: Record<string, unknown>;
  requested_by: string;
}

export interface ApprovalExecutionContext<TData> {
  /** The approver's scoped transaction: the action, the decision and its note commit together. */
  tx: Tx;
  request: StoredApprovalRequest;
  data: TData;
  /** The approver, for audit rows the action writes. */
  actor: AuditActor;
  now: Date;
}

/**
 * One kind of approvable action (spec part 1 §4). The area that owns the action writes its
 * executor beside its service; approvals/executors.ts lists them.
 */
export interface ApprovalExecutor<TData = Record<string, unknown>> {
  requestType: ApprovalRequestType;
  entityType: string;
  /** Who approves when the request is created for this action. */
  requiredRole: Role;
  /** request_data is validated with this before it is stored and again before it runs. */
  dataSchema: z.ZodType<TData>;
  /** A sentence for lists and the bell, e.g. 'Block collector Ravi Kumar'. */
  summarize(data: TData): string;
  /** Carries the action out; throwing AppError leaves the request pending. */
  execute(context: ApprovalExecutionContext<TData>): Promise<void>;
}

/** Lets a list hold executors of different data types. */
export function defineApprovalExecutor<TData>(executor: ApprovalExecutor<TData>) {
  return executor as unknown as ApprovalExecutor;
}
