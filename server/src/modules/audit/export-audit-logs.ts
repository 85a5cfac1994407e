import {
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_ROW_LIMIT,
  type AuditLog,
  type AuditLogFilter,
} from '@lendline/core';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { auditFilterCondition, type AuditCursor } from './audit.repository.ts';
import { toCsvLine } from './csv.ts';
import { auditTimezoneOf } from './list-audit-logs.ts';
import { writeAudit } from './write-audit.ts';

const BATCH_SIZE = 1_000;

function exportCell(log: AuditLog, column: (typeof AUDIT_EXPORT_COLUMNS)[number]): unknown {
  if (column === 'changed_fields') return log.changed_fields.join('; ');
  return log[column];
}

/**
 * The filtered audit trail as CSV lines, newest first, at most AUDIT_EXPORT_ROW_LIMIT rows.
 * Each batch runs in its own request context (`withContext`), walking a keyset cursor, so a large
 * export neither holds one transaction open nor loads every row at once. The export itself is
 * audited with the first batch.
 */
export async function* exportAuditLogs(options: {
  withContext: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;
  filter: AuditLogFilter;
}): AsyncGenerator<string> {
  yield toCsvLine(AUDIT_EXPORT_COLUMNS);
  let cursor: AuditCursor | null = null;
  let written = 0;
  while (written < AUDIT_EXPORT_ROW_LIMIT) {
    const limit = Math.min(BATCH_SIZE, AUDIT_EXPORT_ROW_LIMIT - written);
    const first = cursor === null;
    const batch = await options.withContext(async (ctx) => {
      if (first) {
        await writeAudit(ctx.tx, {
          actor: ctx.actor,
          organizationId: ctx.auth.profile?.organization_id ?? null,
          action: 'export',
          entityType: 'audit_logs',
          newValues: { filters: options.filter },
        });
      }
      const where = auditFilterCondition(
        organizationScopeOf(ctx),
        options.filter,
        auditTimezoneOf(ctx),
      );
      return repositories(ctx).audit.select({ where, limit, after: cursor });
    });
    if (batch.rows.length > 0) {
      yield batch.rows
        .map((log) => toCsvLine(AUDIT_EXPORT_COLUMNS.map((column) => exportCell(log, column))))
        .join('');
    }
    written += batch.rows.length;
    if (batch.rows.length < limit || !batch.cursor) break;
    cursor = batch.cursor;
  }
}
