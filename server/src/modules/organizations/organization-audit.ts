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
    default_phone_country: organization.default_phone_country,
    collection_days: organization.collection_days,
    holidays: organization.holidays,
    default_daily_interest_rate: organization.default_daily_interest_rate,
    default_upfront_interest: organization.default_upfront_interest,
    default_max_repayment_days: organization.default_max_repayment_days,
    second_loan_approver: organization.second_loan_approver,
    mfa_policy: organization.mfa_policy,
    is_active: organization.is_active,
    is_blocked: organization.is_blocked,
    blocked_reason: organization.blocked_reason,
    blocked_at: organization.blocked_at,
    blocked_by: organization.blocked_by,
  };
}
