import {
  COLLECT_MESSAGES,
  type ReassignCollectionsRequest,
  type ReassignCollectionsResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { executeTogether } from '../../db/together.ts';
import { AppError } from '../../errors.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { auditStatement } from '../audit/write-audit.ts';
import { collectorFieldError, findScopedCollector } from './scoped-collector.ts';

export const ENTRY_ENTITY_TYPE = 'daily_collection_entry';

/**
 * POST /collections/reassign (issue 11: a manager reassigns one or many entries): the entries go
 * to an active, unblocked collector of their own organization, in one update, with one audit row
 * naming each entry and the collector it had. All or nothing: an entry out of scope is 404, and a
 * completed entry is refused — the cash collected on it stays with the collector who took it, so
 * the entry does too. The entries are locked in id order, so two reassignments cannot deadlock.
 * The loan's own collector (tomorrow's entries) is left alone.
 */
export async function reassignEntries(
  ctx: RequestContext,
  request: ReassignCollectionsRequest,
): Promise<ReassignCollectionsResponse> {
  const ids = [...new Set(request.entry_ids)];
  const entries = await queryRows<{
    id: string;
    organization_id: string;
    collector_id: string | null;
    payment_status: string;
  }>(
    ctx.tx,
    sql`select e.id, e.organization_id, e.collector_id, e.payment_status
        from daily_collection_entries e
        where ${inScope(sql`e.organization_id`)}
          and e.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        order by e.id
        for update`,
  );
  if (entries.length < ids.length) {
    throw new AppError('NOT_FOUND', COLLECT_MESSAGES.entryNotFound);
  }
  const collector = await findScopedCollector(ctx, request.collector_id);
  if (!collector.is_active || collector.is_blocked) {
    throw collectorFieldError({
      key: COLLECT_MESSAGES.collectorUnavailable,
      values: { name: collector.name },
    });
  }
  if (entries.some((entry) => entry.organization_id !== collector.organization_id)) {
    throw collectorFieldError({
      key: COLLECT_MESSAGES.collectorOtherOrganization,
      values: { name: collector.name },
    });
  }
  const completed = entries.filter((entry) => entry.payment_status === 'completed').length;
  if (completed > 0) {
    throw new AppError('BUSINESS_RULE', {
      key: COLLECT_MESSAGES.reassignCompleted,
      values: { count: completed },
    });
  }
  const changed = entries.filter((entry) => entry.collector_id !== collector.id);
  if (changed.length > 0) {
    await executeTogether(ctx.tx, [
      sql`update daily_collection_entries e set collector_id = ${collector.id}, updated_at = ${ctx.now}
          where e.organization_id = ${collector.organization_id}
            and e.id in (${sql.join(
              changed.map((entry) => sql`${entry.id}::uuid`),
              sql`, `,
            )})`,
      auditStatement(ctx.tx, {
        actor: ctx.actor,
        organizationId: collector.organization_id,
        action: 'reassign_collections',
        entityType: ENTRY_ENTITY_TYPE,
        newValues: {
          collector_id: collector.id,
          collector_name: collector.name,
          entries: changed.map((entry) => ({
            id: entry.id,
            previous_collector_id: entry.collector_id,
          })),
        },
      }),
    ]);
  }
  return {
    message: translateMessage(ctx.language ?? null, {
      key: COLLECT_MESSAGES.reassigned,
      values: { count: changed.length, collector: collector.name },
    }),
    updated: changed.length,
  };
}
