import type { Collector } from '@lendline/core';

export const COLLECTOR_ENTITY_TYPE = 'debt_collector';

/** The fields an audit row keeps of a collector. */
export function collectorAuditValues(collector: Collector): Record<string, unknown> {
  return {
    organization_id: collector.organization_id,
    name: collector.name,
    phone: collector.phone,
    email: collector.email,
    territory: collector.territory,
    user_id: collector.user_id,
    is_active: collector.is_active,
    is_blocked: collector.is_blocked,
    blocked_due_to_org: collector.blocked_due_to_org,
    blocked_reason: collector.blocked_reason,
    blocked_at: collector.blocked_at,
    blocked_by: collector.blocked_by,
  };
}
