import type { UserListQuery, UserListResponse } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';

/**
 * A page of users in scope, newest first. The page number is clamped between 1 and the last
 * page (spec part 1 §5), and the answer names the page actually served.
 */
export async function listUsersPage(
  ctx: RequestContext,
  query: UserListQuery,
): Promise<UserListResponse> {
  const users = repositories(ctx).users;
  const total = await users.count(ctx.auth.scope, query);
  const lastPage = Math.max(1, Math.ceil(total / query.page_size));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const data = total === 0 ? [] : await users.list(ctx.auth.scope, { ...query, page });
  return { data, page, page_size: query.page_size, total };
}
