import type { Organization } from '@lendline/core';

export const ORGANIZATION_ENTITY_TYPE = 'organization';

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
