import {
  NOTIFICATION_MESSAGES,
  ORGANIZATION_MESSAGES,
  type MessageTemplate,
  type MessageTemplateInput,
  type MessageTemplatePatch,
  type PaginationQuery,
} from '@lendline/core';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { writeAudit } from '../audit/write-audit.ts';

type TemplateRow = typeof messageTemplates.$inferSelect;
export const TEMPLATE_ENTITY_TYPE = 'message_template';

export function presentTemplate(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    channel: row.channel,
    language: row.language,
    subject: row.subject,
    body: row.body,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const auditValues = (row: TemplateRow) => ({
  name: row.name,
  channel: row.channel,
  language: row.language,
  subject: row.subject,
  body: row.body,
});

/** The user's own organization: templates and rules belong to the organization that sends. */
export function sendingOrganizationOf(ctx: RequestContext): string {
  const organizationId = ctx.auth.organization?.id;
  if (!organizationId) throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.noneFound);
  return organizationId;
}

/** GET /notification-templates: the scope's templates, newest first (the page and its total). */
export async function listTemplates(ctx: RequestContext, query: PaginationQuery) {
  const { rows, total, page } = await fetchClampedPage(
    query.page,
    query.page_size,
    async (page) => {
      // One after the other: a transaction's statements share its one connection.
      const rows = await ctx.tx
        .select()
        .from(messageTemplates)
        .orderBy(desc(messageTemplates.created_at), desc(messageTemplates.id))
        .limit(query.page_size)
        .offset((page - 1) * query.page_size);
      const [count] = await ctx.tx
        .select({ total: sql<number>`count(*)::int` })
        .from(messageTemplates);
      return { rows, total: Number(count?.total ?? 0) };
    },
  );
  return { data: rows.map(presentTemplate), page, page_size: query.page_size, total };
}

export async function findTemplate(ctx: RequestContext, id: string): Promise<TemplateRow> {
  const [row] = await ctx.tx
    .select()
    .from(messageTemplates)
    .where(rowInScope(messageTemplates, id));
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.templateNotFound);
  return row;
}

async function refuseTakenName(
  ctx: RequestContext,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organization_id, organizationId),
        eq(messageTemplates.name, name),
        exceptId ? ne(messageTemplates.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw new AppError('CONFLICT', NOTIFICATION_MESSAGES.templateNameTaken, {
      details: { fieldErrors: { name: [NOTIFICATION_MESSAGES.templateNameTaken] } },
    });
  }
}

/** POST /notification-templates: a template of the user's organization, audited. */
export async function createTemplate(
  ctx: RequestContext,
  input: MessageTemplateInput,
): Promise<MessageTemplate> {
  const organizationId = sendingOrganizationOf(ctx);
  await refuseTakenName(ctx, organizationId, input.name);
  const [row] = await ctx.tx
    .insert(messageTemplates)
    .values({
      organization_id: organizationId,
      name: input.name,
      channel: input.channel,
      language: input.language,
      subject: input.channel === 'email' ? (input.subject ?? null) : null,
      body: input.body,
      created_by: ctx.auth.user.id,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId,
    action: 'create',
    entityType: TEMPLATE_ENTITY_TYPE,
    entityId: row!.id,
    newValues: auditValues(row!),
  });
  return presentTemplate(row!);
}

/** PATCH /notification-templates/:id: changed fields, validated again as a whole, audited. */
export async function updateTemplate(
  ctx: RequestContext,
  id: string,
  patch: MessageTemplatePatch,
): Promise<MessageTemplate> {
  const before = await findTemplate(ctx, id);
  const channel = patch.channel ?? before.channel;
  const subject = channel === 'email' ? (patch.subject ?? before.subject) : null;
  if (channel === 'email' && !subject) {
    throw new AppError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.subjectRequired, {
      details: { fieldErrors: { subject: [NOTIFICATION_MESSAGES.subjectRequired] } },
    });
  }
  if (patch.name && patch.name !== before.name) {
    await refuseTakenName(ctx, before.organization_id, patch.name, id);
  }
  const [after] = await ctx.tx
    .update(messageTemplates)
    .set({
      name: patch.name ?? before.name,
      channel,
      language: patch.language ?? before.language,
      subject,
      body: patch.body ?? before.body,
      updated_at: ctx.now,
    })
    .where(rowInScope(messageTemplates, id))
    .returning();
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'update',
    entityType: TEMPLATE_ENTITY_TYPE,
    entityId: id,
    oldValues: auditValues(before),
    newValues: auditValues(after!),
  });
  return presentTemplate(after!);
}

/**
 * DELETE /notification-templates/:id: refused (409, naming the rules) while a reminder rule
 * uses the template; messages already queued keep their own copy of its text. Audited.
 */
export async function deleteTemplate(ctx: RequestContext, id: string): Promise<void> {
  const before = await findTemplate(ctx, id);
  const rules = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select name from reminder_rules
        where organization_id = ${before.organization_id} and template_id = ${id}
        order by name limit 6`,
  );
  if (rules.length > 0) {
    const names = rules.slice(0, 5).map((rule) => rule.name);
    throw new AppError('CONFLICT', {
      key: NOTIFICATION_MESSAGES.templateInUse,
      values: { rules: rules.length > 5 ? `${names.join(', ')}, …` : names.join(', ') },
    });
  }
  await ctx.tx.delete(messageTemplates).where(rowInScope(messageTemplates, id));
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: before.organization_id,
    action: 'delete',
    entityType: TEMPLATE_ENTITY_TYPE,
    entityId: id,
    oldValues: auditValues(before),
  });
}
