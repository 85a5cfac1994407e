import type {
  RiskProfile,
  RiskProfileListQuery,
  RiskProfileListResponse,
  RiskProfileSummary,
} from '@lendline/core';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { findRiskProfile, presentRiskProfile } from './risk-profile-records.ts';

/**
 * GET /risk-profiles: one page of a tab, searched and sorted, with every tab's count for the
 * same search (the tabs show them), the page clamped to the last.
 */
export async function listRiskProfiles(
  ctx: RequestContext,
  query: RiskProfileListQuery,
): Promise<RiskProfileListResponse> {
  const organizationIds = organizationScopeOf(ctx);
  const repository = repositories(ctx).riskProfiles;
  const { rows, total, page } = await fetchClampedPage(query.page, query.page_size, (page) =>
    repository.list({
      organizationIds,
      query,
      limit: query.page_size,
      offset: (page - 1) * query.page_size,
    }),
  );
  const counts = await repository.countTabs({ organizationIds, search: query.search });
  return {
    data: rows.map(presentRiskProfile),
    page,
    page_size: query.page_size,
    total,
    counts,
  };
}

/** GET /risk-profiles/summary: the dashboard's five cards over the signed-in scope. */
export function summarizeRiskProfiles(ctx: RequestContext): Promise<RiskProfileSummary> {
  return repositories(ctx).riskProfiles.summarize(organizationScopeOf(ctx));
}

/** GET /risk-profiles/:id; 404 when unknown or outside the scope. */
export async function getRiskProfile(ctx: RequestContext, id: string): Promise<RiskProfile> {
  return presentRiskProfile(await findRiskProfile(ctx.tx, id));
}
