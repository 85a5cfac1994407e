import type { UserListQuery, UserListResponse } from '@lendline/core';
import type { Tx } from '../../db/client.ts';
import type { DataScope } from '../../db/scope.ts';
import { countUsers, listUsers } from './users.repository.ts';

/**
 * A page of users in scope, newest first. The page number is clamped between 1 and the last
 * page (spec part 1 §5), and the answer names the page actually served.
 */
export async function listUsersPage(
  tx: Tx,
  options: { scope: DataScope; query: UserListQuery },
): Promise<UserListResponse> {
  const { scope, query } = options;
  const total = await countUsers(tx, scope, query);
  const lastPage = Math.max(1, Math.ceil(total / query.page_size));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const data = total === 0 ? [] : await listUsers(tx, scope, { ...query, page });
  return { data, page, page_size: query.page_size, total };
}
