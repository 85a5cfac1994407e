import { APPROVAL_MESSAGES, type ApprovalRequestDetail } from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';

/** A request in scope with its notes, or 404. */
export async function getApprovalRequest(
  ctx: RequestContext,
  id: string,
): Promise<ApprovalRequestDetail> {
  const detail = await repositories(ctx).approvals.findDetail(id);
  if (!detail) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
  return detail;
}
