import {
  APPROVAL_MESSAGES,
  type ApprovalRequest,
  type MessageKey,
  type PendingApprovalResponse,
} from '@lendline/core';
import type { FastifyReply } from 'fastify';

/** An action that must wait for approval answers 202 with the request it created. */
export function replyPendingApproval(
  reply: FastifyReply,
  approvalRequest: ApprovalRequest,
  message: MessageKey = APPROVAL_MESSAGES.created,
) {
  const body: PendingApprovalResponse = {
    status: 'pending_approval',
    message,
    approval_request: approvalRequest,
  };
  return reply.status(202).send(body);
}
