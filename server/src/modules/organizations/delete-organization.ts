import { translate, translateMessage } from '../../i18n/translate.ts';
import {
  describeOrganizationDeleteRefusal,
  ORGANIZATION_MESSAGES,
  type Language,
} from '@lendline/core';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { getOrganizationInScope } from './get-organization.ts';
import { ORGANIZATION_ENTITY_TYPE, organizationAuditValues } from './organization-audit.ts';

/** The PostgreSQL error code of a failed query, wherever the driver wrapped it. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

// ON DELETE RESTRICT answers restrict_violation; NO ACTION answers foreign_key_violation.
const STILL_REFERENCED = new Set(['23001', '23503']);

/**
 * Deletes an organization with nothing left on it. Refused (409) naming what remains while it
 * still has users, loans, child organizations, customers or collectors; any other record still
 * referring to it (approval requests, e-mail) refuses it too.
 */
// en-GB lists without the serial comma ('3 users, 2 loans and 1 child organization').
const LIST_LOCALES = { en: 'en-GB', hi: 'hi', sw: 'sw' } as const satisfies Record<
  Language,
  string
>;

export async function deleteOrganization(ctx: RequestContext, id: string): Promise<void> {
  const organizations = repositories(ctx).organizations;
  const organization = await getOrganizationInScope(ctx, id, { forUpdate: true });
  const dependents = await organizations.countDependents(organization.id);
  const refusal = describeOrganizationDeleteRefusal(organization.name, dependents);
  if (refusal) {
    // The remaining records as a list in the reader's language ("3 users and 1 loan").
    const text = (language: Language) =>
      translate(language, 'messages.organizations.delete_refused', {
        name: refusal.name,
        remaining: new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(
          refusal.parts.map((part) => translateMessage(language, part)),
        ),
      });
    throw new AppError('CONFLICT', text, { details: { dependents } });
  }
  try {
    await organizations.delete(organization.id);
  } catch (error) {
    if (STILL_REFERENCED.has(databaseErrorCode(error) ?? '')) {
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.hasRelatedRecords);
    }
    throw error;
  }
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: organization.id,
    action: 'delete',
    entityType: ORGANIZATION_ENTITY_TYPE,
    entityId: organization.id,
    oldValues: organizationAuditValues(organization),
  });
  await publishEvent(ctx.tx, { type: 'counts.changed', organization_id: organization.id });
}
