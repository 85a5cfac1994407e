import type { AuditLog, AuditLogListQuery, AuditLogListResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  auditFilterCondition,
  countAuditLogs,
  isUserInScope,
  selectAuditLogs,
} from './audit.repository.ts';

export const AUDIT_MESSAGES = {
  notFound: 'Audit log entry not found',
  userNotFound: 'User not found',
} as const;

/**
 * One page of the audit trail in scope (row-level security), newest first, with the total in
 * the same query. A page past the end is clamped to the last page.
 */
export async function listAuditLogs(
  tx: Tx,
  options: { query: AuditLogListQuery; timezone: string },
): Promise<AuditLogListResponse> {
  const { query } = options;
  const where = auditFilterCondition(query, options.timezone);
  const pageOf = (page: number) =>
    selectAuditLogs(tx, {
      where,
      limit: query.page_size,
      offset: (page - 1) * query.page_size,
      withTotal: true,
    });
  let page = query.page;
  let { rows, total } = await pageOf(page);
  if (rows.length === 0) {
    // Another tenant's user is as unknown here as in the user list.
    if (query.user_id && !(await isUserInScope(tx, query.user_id))) {
      throw new AppError('NOT_FOUND', AUDIT_MESSAGES.userNotFound);
    }
    if (page > 1) {
      total = await countAuditLogs(tx, where);
      const lastPage = Math.max(1, Math.ceil(total / query.page_size));
      if (lastPage < page) {
        page = lastPage;
        if (total > 0) ({ rows, total } = await pageOf(page));
      }
    }
  }
  return { data: rows, page, page_size: query.page_size, total };
}

export async function getAuditLog(tx: Tx, id: string): Promise<AuditLog> {
  const { rows } = await selectAuditLogs(tx, { where: sql`a.id = ${id}`, limit: 1 });
  if (!rows[0]) throw new AppError('NOT_FOUND', AUDIT_MESSAGES.notFound);
  return rows[0];
}
