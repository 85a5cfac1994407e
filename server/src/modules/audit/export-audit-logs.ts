import {
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_ROW_LIMIT,
  type AuditLog,
  type AuditLogFilter,
} from '@lendline/core';
import type { Tx } from '../../db/client.ts';
import { auditFilterCondition, selectAuditLogs, type AuditCursor } from './audit.repository.ts';
import { toCsvLine } from './csv.ts';
import { writeAudit, type AuditActor } from './write-audit.ts';

const BATCH_SIZE = 1_000;

function exportCell(log: AuditLog, column: (typeof AUDIT_EXPORT_COLUMNS)[number]): unknown {
  if (column === 'changed_fields') return log.changed_fields.join('; ');
  return log[column];
}

/**
 * The filtered audit trail as CSV lines, newest first, at most AUDIT_EXPORT_ROW_LIMIT rows.
 * Each batch runs in its own scoped transaction (`scoped`), walking a keyset cursor, so a large
 * export neither holds one transaction open nor loads every row at once. The export itself is
 * audited with the first batch.
 */
export async function* exportAuditLogs(options: {
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  filter: AuditLogFilter;
  timezone: string;
  actor: AuditActor;
  organizationId: string | null;
}): AsyncGenerator<string> {
  const where = auditFilterCondition(options.filter, options.timezone);
  yield toCsvLine(AUDIT_EXPORT_COLUMNS);
  let cursor: AuditCursor | null = null;
  let written = 0;
  while (written < AUDIT_EXPORT_ROW_LIMIT) {
    const limit = Math.min(BATCH_SIZE, AUDIT_EXPORT_ROW_LIMIT - written);
    const first = cursor === null;
    const batch = await options.scoped(async (tx) => {
      if (first) {
        await writeAudit(tx, {
          actor: options.actor,
          organizationId: options.organizationId,
          action: 'export',
          entityType: 'audit_logs',
          newValues: { filters: options.filter },
        });
      }
      return selectAuditLogs(tx, { where, limit, after: cursor });
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
