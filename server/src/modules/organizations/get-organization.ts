import { ORGANIZATION_MESSAGES, type Organization } from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';

/**
 * An organization in the caller's data scope, for changing it, or 404 (also for another
 * tenant's id). `forUpdate` locks it until the transaction ends.
 */
export async function getOrganizationInScope(
  ctx: RequestContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Organization> {
  const organization = reaches(ctx, id)
    ? await repositories(ctx).organizations.findById(id, options)
    : null;
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}
