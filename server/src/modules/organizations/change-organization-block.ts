import {
  MESSAGES,
  refuseOrganizationBlock,
  refuseOrganizationUnblock,
  type ApprovalRequest,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import {
  blockOrganization,
  throwRefusal,
  unblockOrganization,
  type OrganizationBlockResult,
} from './block-organization.ts';
import { getOrganizationInScope } from './get-organization.ts';

export type OrganizationBlockOutcome =
  | { kind: 'done'; result: OrganizationBlockResult }
  | { kind: 'pending'; approvalRequest: ApprovalRequest };

/**
 * POST /organizations/:id/block and /unblock: platform_super_admin carries it out at once; an
 * organization_admin's block or unblock of an organization in its tree becomes an approval
 * request for a platform_super_admin; anyone else is refused. Nobody blocks their own
 * organization (the platform's would lock its administrators out).
 */
export async function changeOrganizationBlock(
  ctx: RequestContext,
  options: { organizationId: string; block: boolean; reason: string | null },
): Promise<OrganizationBlockOutcome> {
  const { roles } = ctx.auth;
  const isPlatformAdmin = roles.includes('platform_super_admin');
  if (!isPlatformAdmin && !roles.includes('organization_admin')) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  const organization = await getOrganizationInScope(ctx, options.organizationId, {
    forUpdate: true,
  });
  throwRefusal(
    options.block
      ? refuseOrganizationBlock(organization, ctx.auth.organization?.id ?? null)
      : refuseOrganizationUnblock(organization),
  );

  if (isPlatformAdmin) {
    const result = options.block
      ? await blockOrganization(ctx, {
          organization,
          reason: options.reason ?? '',
          blockedBy: ctx.auth.user.id,
        })
      : await unblockOrganization(ctx, { organization, reason: options.reason });
    return { kind: 'done', result };
  }

  const approvalRequest = await createApprovalRequest(ctx, {
    requestType: options.block ? 'organization_block' : 'organization_unblock',
    organizationId: organization.id,
    entityId: organization.id,
    requestData: { organization_name: organization.name, reason: options.reason },
    notes: options.reason,
  });
  return { kind: 'pending', approvalRequest };
}
