import {
  describeOrganizationDeleteRefusal,
  ORGANIZATION_MESSAGES,
  type CreateOrganizationRequest,
  type Organization,
  type OrganizationListQuery,
  type OrganizationListResponse,
  type UpdateOrganizationRequest,
} from '@lendline/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import type { OrganizationVisibility } from './organization-read-scope.ts';
import {
  countOrganizationDependents,
  findOrganizationById,
  isSelfOrDescendant,
  selectOrganizations,
} from './organizations.repository.ts';

const ENTITY_TYPE = 'organization';

/** The fields an audit row keeps of an organization. */
export function organizationAuditValues(organization: Organization): Record<string, unknown> {
  return {
    name: organization.name,
    organization_type: organization.organization_type,
    parent_organization_id: organization.parent_organization_id,
    timezone: organization.timezone,
    currency: organization.currency,
    is_active: organization.is_active,
    is_blocked: organization.is_blocked,
    blocked_reason: organization.blocked_reason,
    blocked_at: organization.blocked_at,
    blocked_by: organization.blocked_by,
  };
}

function isVisible(visibility: OrganizationVisibility, organizationId: string): boolean {
  return visibility === null || visibility.includes(organizationId);
}

export async function listOrganizations(
  tx: Tx,
  options: { visibility: OrganizationVisibility; query: OrganizationListQuery },
): Promise<OrganizationListResponse> {
  const { rows, total } = await selectOrganizations(tx, {
    visibleIds: options.visibility,
    query: options.query,
  });
  return { data: rows, page: options.query.page, page_size: options.query.page_size, total };
}

/** The organization, or 404 when it does not exist or lies outside the caller's scope. */
export async function getOrganization(
  tx: Tx,
  options: { id: string; visibility: OrganizationVisibility; forUpdate?: boolean },
): Promise<Organization> {
  const organization = isVisible(options.visibility, options.id)
    ? await findOrganizationById(tx, options.id, { forUpdate: options.forUpdate })
    : null;
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}

async function requireParent(tx: Tx, parentId: string): Promise<void> {
  if (!(await findOrganizationById(tx, parentId))) {
    throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.parentNotFound);
  }
}

export async function createOrganization(
  tx: Tx,
  options: { body: CreateOrganizationRequest; actor: AuditActor; now: Date },
): Promise<Organization> {
  const { body } = options;
  if (body.parent_organization_id) await requireParent(tx, body.parent_organization_id);
  const [inserted] = await tx
    .insert(organizations)
    .values({
      name: body.name,
      organization_type: body.organization_type,
      parent_organization_id: body.parent_organization_id ?? null,
      timezone: body.timezone,
      currency: body.currency,
      default_phone_country: body.default_phone_country,
      is_active: body.is_active,
      created_at: options.now,
      updated_at: options.now,
    })
    .returning({ id: organizations.id });
  const organization = (await findOrganizationById(tx, inserted!.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: organization.id,
    action: 'create',
    entityType: ENTITY_TYPE,
    entityId: organization.id,
    newValues: organizationAuditValues(organization),
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: organization.id });
  return organization;
}

export async function updateOrganization(
  tx: Tx,
  options: { id: string; body: UpdateOrganizationRequest; actor: AuditActor; now: Date },
): Promise<Organization> {
  const { body } = options;
  const before = await getOrganization(tx, { id: options.id, visibility: null, forUpdate: true });
  if (body.parent_organization_id) {
    await requireParent(tx, body.parent_organization_id);
    if (await isSelfOrDescendant(tx, before.id, body.parent_organization_id)) {
      throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.parentCycle);
    }
  }
  await tx
    .update(organizations)
    .set({
      name: body.name,
      organization_type: body.organization_type,
      parent_organization_id: body.parent_organization_id,
      timezone: body.timezone,
      currency: body.currency,
      default_phone_country: body.default_phone_country,
      is_active: body.is_active,
      updated_at: options.now,
    })
    .where(eq(organizations.id, before.id));
  const after = (await findOrganizationById(tx, before.id))!;
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: after.id,
    action: 'update',
    entityType: ENTITY_TYPE,
    entityId: after.id,
    oldValues: organizationAuditValues(before),
    newValues: organizationAuditValues(after),
  });
  return after;
}

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
export async function deleteOrganization(
  tx: Tx,
  options: { id: string; actor: AuditActor },
): Promise<void> {
  const organization = await getOrganization(tx, {
    id: options.id,
    visibility: null,
    forUpdate: true,
  });
  const dependents = await countOrganizationDependents(tx, organization.id);
  const refusal = describeOrganizationDeleteRefusal(organization.name, dependents);
  if (refusal) throw new AppError('CONFLICT', refusal, { details: { dependents } });
  try {
    // A savepoint, so a refused delete leaves the transaction usable for the error answer.
    await tx.transaction((savepoint) =>
      savepoint.delete(organizations).where(eq(organizations.id, organization.id)),
    );
  } catch (error) {
    if (STILL_REFERENCED.has(databaseErrorCode(error) ?? '')) {
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.hasRelatedRecords);
    }
    throw error;
  }
  await writeAudit(tx, {
    actor: options.actor,
    organizationId: organization.id,
    action: 'delete',
    entityType: ENTITY_TYPE,
    entityId: organization.id,
    oldValues: organizationAuditValues(organization),
  });
  await publishEvent(tx, { type: 'counts.changed', organization_id: organization.id });
}
