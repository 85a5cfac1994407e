import {
  hiddenCustomerFields,
  type CustomerFilter,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSummary,
} from '@lendline/core';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { presentCustomer } from './customer-access.ts';
import {
  customerListCondition,
  customerMatchesOf,
  customerOrderBy,
  customerSearchOf,
} from './customers.repository.ts';

/** One page of the customers in scope, searched, filtered and sorted (spec part 2 §2). */
export async function listCustomers(
  ctx: RequestContext,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { roles } = ctx.auth;
  const scope = organizationScopeOf(ctx);
  const where = customerListCondition(scope, query);
  // Sorting by a field the viewer may not read would reveal it: newest first instead.
  const [sort, order] = (hiddenCustomerFields(roles) as string[]).includes(query.sort)
    ? (['created_at', 'desc'] as const)
    : [query.sort, query.order];
  const orderBy = customerOrderBy(sort, order);
  const search = customerSearchOf(scope, query, sort, order);
  const { rows, total, page } = await fetchClampedPage(query.page, query.page_size, (page) =>
    repositories(ctx).customers.list({
      where,
      search,
      orderBy,
      limit: query.page_size,
      offset: (page - 1) * query.page_size,
    }),
  );
  return {
    data: rows.map((row) => presentCustomer(row, roles)),
    page,
    page_size: query.page_size,
    total,
  };
}

/** The four summary cards over the whole filtered scope. */
export async function summarizeCustomerList(
  ctx: RequestContext,
  filter: CustomerFilter,
): Promise<CustomerSummary> {
  return repositories(ctx).customers.summarize(
    customerListCondition(organizationScopeOf(ctx), filter),
    customerMatchesOf(filter),
  );
}
