import { ORGANIZATION_MESSAGES, type CustomerCategory } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../errors.ts';

/** The categories of one organization in scope (the user's own by default), ordered by name. */
export async function listCustomerCategories(
  ctx: RequestContext,
  options: { organizationId?: string | undefined },
): Promise<CustomerCategory[]> {
  const organizationId = options.organizationId ?? ctx.auth.organization?.id ?? null;
  if (!organizationId || !reaches(ctx, organizationId)) {
    throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  }
  const exists = await queryRows<{ found: number }>(
    ctx.tx,
    sql`select 1 as found from organizations where id = ${organizationId}`,
  );
  if (exists.length === 0) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return repositories(ctx).customers.categoriesOf(organizationId);
}
