import type { ApprovalExecutor } from '../approvals/approval-executor.ts';
import { blockOrganization, unblockOrganization } from './block-organization.ts';
import { getOrganizationInScope } from './get-organization.ts';

/**
 * An organization_admin's block of an organization in its tree, approved by a
 * platform_super_admin and carried out in the approver's context and scope. The requester is
 * recorded as the blocker; the approver is the actor of the audit rows.
 */
export const organizationBlockExecutor: ApprovalExecutor<'organization_block'> = async ({
  ctx,
  request,
  data,
}) => {
  const organization = await getOrganizationInScope(ctx, request.entity_id, { forUpdate: true });
  await blockOrganization(ctx, {
    organization,
    reason: data.reason,
    blockedBy: request.requested_by,
  });
};

export const organizationUnblockExecutor: ApprovalExecutor<'organization_unblock'> = async ({
  ctx,
  request,
  data,
}) => {
  const organization = await getOrganizationInScope(ctx, request.entity_id, { forUpdate: true });
  await unblockOrganization(ctx, { organization, reason: data.reason ?? null });
};
