import type {
  EnhancedRiskProfile,
  EnhancedRiskProfileListResponse,
  PaginationQuery,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { requireCustomer } from '../customers/customer-access.ts';
import {
  presentEnhancedRiskProfile,
  requireEnhancedRiskProfile,
} from './enhanced-risk-profile-records.ts';
import { enhancedRiskProfilesRepository } from './enhanced-risk-profiles.repository.ts';

/**
 * GET /customers/:id/risk-profiles: the customer's enhanced profiles, newest first (the detail
 * dialog's Risk Profile tab: the latest, then the history), the page clamped to the last.
 */
export async function listCustomerRiskProfiles(
  ctx: RequestContext,
  options: { customerId: string; query: PaginationQuery },
): Promise<EnhancedRiskProfileListResponse> {
  const customer = await requireCustomer(ctx, options.customerId);
  const { page_size: pageSize } = options.query;
  const { rows, total, page } = await fetchClampedPage(options.query.page, pageSize, (page) =>
    enhancedRiskProfilesRepository(ctx.tx).listForCustomer({
      organizationId: customer.organization_id,
      customerId: customer.id,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  );
  return { data: rows.map(presentEnhancedRiskProfile), page, page_size: pageSize, total };
}

/** GET /enhanced-risk-profiles/:id; 404 when unknown or outside the scope. */
export async function getEnhancedRiskProfile(
  ctx: RequestContext,
  id: string,
): Promise<EnhancedRiskProfile> {
  return presentEnhancedRiskProfile(await requireEnhancedRiskProfile(ctx, id));
}
