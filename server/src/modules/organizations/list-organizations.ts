import {
  ORGANIZATION_MESSAGES,
  type Organization,
  type OrganizationListQuery,
  type OrganizationListResponse,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';

/**
 * GET /organizations, in the scope organization lists use (spec part 1 §6 "Organization
 * scope", narrowed by DESIGN.md): platform_super_admin every organization; organization_admin
 * and partner_admin their own and its descendants (their data scope); everyone else their own
 * organization and its direct children. The database's listable_organizations() draws that
 * line from the transaction's own scope settings.
 */
export async function listOrganizations(
  ctx: RequestContext,
  query: OrganizationListQuery,
): Promise<OrganizationListResponse> {
  const { rows, total, page } = await fetchClampedPage(query.page, query.page_size, (page) =>
    repositories(ctx).organizations.listListable({ ...query, page }),
  );
  return { data: rows, page, page_size: query.page_size, total };
}

/** GET /organizations/:id: an organization the caller's lists show, or 404. */
export async function getListedOrganization(
  ctx: RequestContext,
  id: string,
): Promise<Organization> {
  const organization = await repositories(ctx).organizations.findListableById(id);
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}
