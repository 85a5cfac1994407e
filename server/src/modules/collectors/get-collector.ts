import { COLLECTOR_MESSAGES, ORGANIZATION_MESSAGES, type Collector } from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';

/** The collector, or 404 'Collector not found' when unknown or outside the caller's scope. */
export async function getCollector(
  ctx: RequestContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Collector> {
  const collector = await repositories(ctx).collectors.findById(id, options);
  if (!collector || !reaches(ctx, collector.organization_id)) {
    throw new AppError('NOT_FOUND', COLLECTOR_MESSAGES.notFound);
  }
  return collector;
}

/** An organization the caller reaches, or 404 (also for another tenant's id). */
export async function requireOrganizationInScope(ctx: RequestContext, organizationId: string) {
  const organization = reaches(ctx, organizationId)
    ? await repositories(ctx).collectors.findOrganization(organizationId)
    : null;
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}
