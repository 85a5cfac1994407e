import type { CollectorListQuery, CollectorListResponse } from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { collectorListCondition } from './collectors.repository.ts';
import { requireOrganizationInScope } from './get-collector.ts';

/** GET /collectors: one page of the collectors in scope, or of one organization of it. */
export async function listCollectors(
  ctx: RequestContext,
  query: CollectorListQuery,
): Promise<CollectorListResponse> {
  const collectors = repositories(ctx).collectors;
  let organizationIds = organizationScopeOf(ctx);
  if (query.organization_id) {
    await requireOrganizationInScope(ctx, query.organization_id);
    organizationIds = [query.organization_id];
  }
  const where = collectorListCondition(organizationIds, query);
  const { rows, total, page } = await fetchClampedPage(
    query.page,
    query.page_size,
    async (page) => {
      const offset = (page - 1) * query.page_size;
      const answer = await collectors.list({ where, limit: query.page_size, offset });
      // The list counts with a window: an empty page past the end counts on its own.
      if (answer.rows.length > 0 || offset === 0) return answer;
      return { rows: answer.rows, total: await collectors.count(where) };
    },
  );
  return { data: rows, page, page_size: query.page_size, total };
}
