import type { ApprovalData, ApprovalRequestType } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';

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

export interface ApprovalExecution<Type extends ApprovalRequestType> {
  /**
   * The approver's request context: their transaction, scope, audit actor and clock. The action,
   * the decision and its note commit together; the action runs with the approver's rights.
   */
  ctx: RequestContext;
  request: StoredApprovalRequest;
  /** request_data, validated again with the kind's schema (core APPROVAL_KINDS). */
  data: ApprovalData<Type>;
  /** The decider's note, if any. */
  note: string | null;
}

/** Carries an approved action out; throwing AppError leaves the request pending. */
export type ApprovalExecutor<Type extends ApprovalRequestType> = (
  execution: ApprovalExecution<Type>,
) => Promise<void>;

/**
 * One executor per kind of request. The area that owns the action writes its executor beside
 * its service; server/src/approval-executors.ts composes this record and the approvals plugin
 * receives it, so the approvals module never imports the areas, and a kind without an executor
 * does not compile.
 */
export type ApprovalExecutors = {
  readonly [Type in ApprovalRequestType]: ApprovalExecutor<Type> | ApprovalHandlers<Type>;
};

/**
 * A kind whose rejection also acts (a rejected loan application ends as rejected, a rejected
 * payment as failed): what approving does, and what rejecting does, in the decider's context.
 */
export interface ApprovalHandlers<Type extends ApprovalRequestType> {
  approve: ApprovalExecutor<Type>;
  reject: ApprovalExecutor<Type>;
}
