import {
  NOTIFICATION_MESSAGES,
  ReminderRuleInputSchema,
  type MessageKey,
  type PaginationQuery,
  type ReminderRule,
  type ReminderRuleInput,
  type ReminderRulePatch,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { reminderRules } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findTemplate, sendingOrganizationOf } from './message-templates.ts';

type RuleRow = typeof reminderRules.$inferSelect;
const RULE_ENTITY_TYPE = 'reminder_rule';

const RULE_COLUMNS = sql`r.id, r.organization_id, r.name, r.trigger, r.min_days_overdue,
  r.max_days_overdue, r.days_before, r.cadence_days, r.template_id, t.name as template_name,
  t.channel, t.language, r.quiet_hours_start, r.quiet_hours_end, r.stop_on_payment, r.is_active,
  r.created_at, r.updated_at`;

type RuleListRow = Omit<ReminderRule, 'created_at' | 'updated_at'> & {
  created_at: string | Date;
  updated_at: string | Date;
};
const presentRule = (row: RuleListRow): ReminderRule => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** GET /reminder-rules: the scope's rules with their template's name, channel and language. */
export async function listRules(ctx: RequestContext, query: PaginationQuery) {
  const { rows, total, page } = await fetchClampedPage(
    query.page,
    query.page_size,
    async (page) => {
      const rows = await queryRows<RuleListRow & { total: number }>(
        ctx.tx,
        sql`select ${RULE_COLUMNS}, count(*) over ()::int as total
          from reminder_rules r
          join message_templates t on t.organization_id = r.organization_id and t.id = r.template_id
          order by r.created_at desc, r.id desc
          limit ${query.page_size} offset ${(page - 1) * query.page_size}`,
      );
      // Past the end, the window count is gone with the rows: count again.
      const total = rows[0]?.total ?? (await countRules(ctx));
      return { rows: rows.map(({ total: _total, ...row }) => presentRule(row)), total };
    },
  );
  return { data: rows, page, page_size: query.page_size, total };
}

async function countRules(ctx: RequestContext): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from reminder_rules`,
  );
  return Number(row?.total ?? 0);
}

async function readRule(ctx: RequestContext, id: string): Promise<ReminderRule> {
  const [row] = await queryRows<RuleListRow>(
    ctx.tx,
    sql`select ${RULE_COLUMNS} from reminder_rules r
        join message_templates t on t.organization_id = r.organization_id and t.id = r.template_id
        where r.id = ${id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.ruleNotFound);
  return presentRule(row);
}

async function findRuleRow(ctx: RequestContext, id: string): Promise<RuleRow> {
  const [row] = await ctx.tx.select().from(reminderRules).where(rowInScope(reminderRules, id));
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.ruleNotFound);
  return row;
}

/** Only the days the trigger reads are kept, so a rule never carries a stale range. */
function ruleColumns(input: ReminderRuleInput) {
  const overdue = input.trigger === 'days_overdue';
  return {
    name: input.name,
    trigger: input.trigger,
    min_days_overdue: overdue ? (input.min_days_overdue ?? null) : null,
    max_days_overdue: overdue ? (input.max_days_overdue ?? null) : null,
    days_before: overdue ? null : (input.days_before ?? null),
    cadence_days: input.cadence_days,
    template_id: input.template_id,
    quiet_hours_start: input.quiet_hours_start ?? null,
    quiet_hours_end: input.quiet_hours_end ?? null,
    stop_on_payment: input.stop_on_payment,
    is_active: input.is_active,
  };
}

const auditValues = (row: RuleRow) => {
  const { id: _id, created_at: _c, updated_at: _u, created_by: _b, ...values } = row;
  return values;
};

/** The template must be one of the rule's organization's (404 otherwise, as for any id). */
async function checkTemplate(ctx: RequestContext, templateId: string, organizationId: string) {
  const template = await findTemplate(ctx, templateId);
  if (template.organization_id !== organizationId) {
    throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.templateNotFound);
  }
}

/** POST /reminder-rules: a rule of the user's organization, audited. */
export async function createRule(
  ctx: RequestContext,
  input: ReminderRuleInput,
): Promise<ReminderRule> {
  const organizationId = sendingOrganizationOf(ctx);
  await checkTemplate(ctx, input.template_id, organizationId);
  const [row] = await ctx.tx
    .insert(reminderRules)
    .values({
      ...ruleColumns(input),
      organization_id: organizationId,
      created_by: ctx.auth.user.id,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId,
    action: 'create',
    entityType: RULE_ENTITY_TYPE,
    entityId: row!.id,
    newValues: auditValues(row!),
  });
  return readRule(ctx, row!.id);
}

/** PATCH /reminder-rules/:id: the rule with the changes, checked again as a whole, audited. */
export async function updateRule(
  ctx: RequestContext,
  id: string,
  patch: ReminderRulePatch,
): Promise<ReminderRule> {
  const before = await findRuleRow(ctx, id);
  const merged = ReminderRuleInputSchema.safeParse({
    ...auditValues(before),
    ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
  });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    const message = issue.message as MessageKey;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { [String(issue.path[0] ?? 'trigger')]: [message] } },
    });
  }
  if (patch.template_id) await checkTemplate(ctx, patch.template_id, before.organization_id);
  const [after] = await ctx.tx
    .update(reminderRules)
    .set({ ...ruleColumns(merged.data), updated_at: ctx.now })
    .where(rowInScope(reminderRules, id))
    .returning();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'update',
    entityType: RULE_ENTITY_TYPE,
    entityId: id,
    oldValues: auditValues(before),
    newValues: auditValues(after!),
  });
  return readRule(ctx, id);
}

/**
 * DELETE /reminder-rules/:id: the rule goes; messages it already queued stay in the log and are
 * still sent, with the text they were queued with (docs/decisions/0080). Audited.
 */
export async function deleteRule(ctx: RequestContext, id: string): Promise<void> {
  const before = await findRuleRow(ctx, id);
  await ctx.tx.delete(reminderRules).where(rowInScope(reminderRules, id));
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'delete',
    entityType: RULE_ENTITY_TYPE,
    entityId: id,
    oldValues: auditValues(before),
  });
}
