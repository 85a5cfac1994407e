import { MESSAGES, type ApprovalRequestType } from '@lendline/core';
import { AppError } from '../../errors.ts';
import type { ApprovalExecutor } from './approval-executor.ts';
import { roleChangeExecutor } from '../users/role-change.executor.ts';
import {
  organizationBlockExecutor,
  organizationUnblockExecutor,
} from '../organizations/organization-block.executors.ts';
import {
  collectorBlockExecutor,
  collectorUnblockExecutor,
} from '../collectors/collector-block.executors.ts';

/**
 * Every approvable action, one executor each. Adding a kind of request: write its executor
 * beside the service that owns the action, and add it here.
 */
const APPROVAL_EXECUTORS: readonly ApprovalExecutor[] = [
  roleChangeExecutor,
  organizationBlockExecutor,
  organizationUnblockExecutor,
  collectorBlockExecutor,
  collectorUnblockExecutor,
];

export function executorFor(requestType: ApprovalRequestType): ApprovalExecutor {
  const executor = APPROVAL_EXECUTORS.find((candidate) => candidate.requestType === requestType);
  if (!executor) {
    throw new AppError('INTERNAL', MESSAGES.unexpected, {
      details: { reason: `No executor handles ${requestType} requests` },
    });
  }
  return executor;
}

export function summarizeApprovalRequest(
  requestType: ApprovalRequestType,
  requestData: Record<string, unknown>,
): string {
  const executor = APPROVAL_EXECUTORS.find((candidate) => candidate.requestType === requestType);
  const parsed = executor?.dataSchema.safeParse(requestData);
  return executor && parsed?.success
    ? executor.summarize(parsed.data)
    : requestType.replaceAll('_', ' ');
}
