import { type MessageKey } from '@lendline/core';
import type { AuditLog, AuditLogListQuery, AuditLogListResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import { asPolicyViolation } from '../security/policy-violations.ts';
import { auditFilterCondition } from './audit.repository.ts';

const DEFAULT_TIMEZONE = 'Asia/Kolkata';

/** Audit filter dates are whole days in the user's organization's timezone. */
export const auditTimezoneOf = (ctx: Pick<RequestContext, 'auth'>) =>
  ctx.auth.organization?.timezone ?? DEFAULT_TIMEZONE;

export const AUDIT_MESSAGES = {
  notFound: 'messages.audit.not_found',
  userNotFound: 'messages.users.not_found',
} as const satisfies Record<string, MessageKey>;

/**
 * One page of the audit trail in scope, newest first, with the filtered total. A page past the
 * end is clamped to the last page.
 */
export async function listAuditLogs(
  ctx: RequestContext,
  query: AuditLogListQuery,
): Promise<AuditLogListResponse> {
  const audit = repositories(ctx).audit;
  const where = auditFilterCondition(organizationScopeOf(ctx), query, auditTimezoneOf(ctx));
  const pageOf = (page: number) =>
    audit.select({
      where,
      limit: query.page_size,
      offset: (page - 1) * query.page_size,
      withTotal: true,
    });
  let page = query.page;
  let { rows, total } = await pageOf(page);
  if (rows.length === 0) {
    // Another tenant's user is as unknown here as in the user list.
    if (query.user_id && !(await audit.isUserInScope(query.user_id))) {
      throw asPolicyViolation(new AppError('NOT_FOUND', AUDIT_MESSAGES.userNotFound), {
        refused_user_id: query.user_id,
      });
    }
    if (page > 1) {
      total = await audit.count(where);
      const lastPage = Math.max(1, Math.ceil(total / query.page_size));
      if (lastPage < page) {
        page = lastPage;
        if (total > 0) ({ rows, total } = await pageOf(page));
      }
    }
  }
  return { data: rows, page, page_size: query.page_size, total };
}

export async function getAuditLog(ctx: RequestContext, id: string): Promise<AuditLog> {
  const { rows } = await repositories(ctx).audit.select({ where: sql`a.id = ${id}`, limit: 1 });
  if (!rows[0]) throw new AppError('NOT_FOUND', AUDIT_MESSAGES.notFound);
  return rows[0];
}
