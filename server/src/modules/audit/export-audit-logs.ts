import {
  AUDIT_CHAIN_ENTITY_TYPE,
  AUDIT_CHAIN_HEAD_ACTION,
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_ROW_LIMIT,
  type AuditLog,
  type AuditLogFilter,
} from '@lendline/core';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { auditChainHeads, sealAuditChain, type AuditChainHead } from './audit-chain.ts';
import { auditFilterCondition, type AuditCursor } from './audit.repository.ts';
import { toCsvLine } from '@lendline/core';
import { auditTimezoneOf } from './list-audit-logs.ts';
import { writeAudit } from './write-audit.ts';

const BATCH_SIZE = 1_000;

function exportCell(log: AuditLog, column: (typeof AUDIT_EXPORT_COLUMNS)[number]): unknown {
  if (column === 'changed_fields') return log.changed_fields.join('; ');
  return log[column];
}

/**
 * A chain head as a row of the export's own columns (docs/decisions/0069), so the file stays
 * one table for a spreadsheet.
 */
function chainHeadLine(head: AuditChainHead, exportedAt: Date): string {
  const cells: Partial<Record<(typeof AUDIT_EXPORT_COLUMNS)[number], unknown>> = {
    created_at: exportedAt,
    action: AUDIT_CHAIN_HEAD_ACTION,
    entity_type: AUDIT_CHAIN_ENTITY_TYPE,
    entity_id: head.organization_id,
    new_values: head,
  };
  return toCsvLine(AUDIT_EXPORT_COLUMNS.map((column) => cells[column] ?? null));
}

/**
 * The filtered audit trail as CSV lines, newest first, at most AUDIT_EXPORT_ROW_LIMIT rows.
 * Each batch runs in its own request context (`withContext`), walking a keyset cursor, so a large
 * export neither holds one transaction open nor loads every row at once. The export itself is
 * audited with the first batch. The header comes out with the first batch, so the first `next()`
 * has run a query: the route awaits it before answering 200, and a failure there gets an error
 * status instead of a 200 whose stream is cut. The first batch also seals the rows committed so
 * far and reads each chain head in scope; the file ends with one head row per organization.
 */
export async function* exportAuditLogs(options: {
  withContext: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;
  filter: AuditLogFilter;
}): AsyncGenerator<string> {
  let cursor: AuditCursor | null = null;
  let written = 0;
  let heads: AuditChainHead[] = [];
  let exportedAt = new Date();
  while (written < AUDIT_EXPORT_ROW_LIMIT) {
    const limit = Math.min(BATCH_SIZE, AUDIT_EXPORT_ROW_LIMIT - written);
    const first = cursor === null;
    const batch = await options.withContext(async (ctx) => {
      if (first) {
        exportedAt = ctx.now;
        await sealAuditChain(ctx.tx, organizationScopeOf(ctx));
        heads = await auditChainHeads(ctx.tx, organizationScopeOf(ctx));
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
    const lines = batch.rows
      .map((log) => toCsvLine(AUDIT_EXPORT_COLUMNS.map((column) => exportCell(log, column))))
      .join('');
    if (first) yield toCsvLine(AUDIT_EXPORT_COLUMNS) + lines;
    else if (lines !== '') yield lines;
    written += batch.rows.length;
    if (batch.rows.length < limit || !batch.cursor) break;
    cursor = batch.cursor;
  }
  if (heads.length > 0) yield heads.map((head) => chainHeadLine(head, exportedAt)).join('');
}

/** The lines with the first one already read: a stream for `reply.send`. */
export async function* continueLines(
  first: IteratorResult<string>,
  rest: AsyncGenerator<string>,
): AsyncGenerator<string> {
  if (!first.done) yield first.value;
  yield* rest;
}
