import type { Message, MessageKey } from '../i18n/catalogs.ts';

// Beside, not inside, schemas/collectors.ts: the collectors' list and badges read these and
// would otherwise load zod and the phone numbers' metadata with them.

/** Spec part 1 §5 "Collector unblock" and the texts the spec leaves unnamed. */
export const COLLECTOR_MESSAGES = {
  notFound: 'messages.collectors.not_found',
  blockedDueToOrganization: 'messages.collectors.blocked_due_to_organization',
  created: 'messages.collectors.created',
  updated: 'messages.collectors.updated',
  blocked: 'messages.collectors.blocked',
  unblocked: 'messages.collectors.unblocked',
  blockSubmitted: 'messages.collectors.block_submitted',
  unblockSubmitted: 'messages.collectors.unblock_submitted',
  alreadyBlocked: 'messages.collectors.already_blocked',
  notBlocked: 'messages.collectors.not_blocked',
  activateBlocked: 'messages.collectors.activate_blocked',
  loadFailed: 'messages.collectors.load_failed',
  nothingToUpdate: 'messages.collectors.nothing_to_update',
  userNotInOrganization: 'messages.collectors.user_not_in_organization',
  userTaken: 'messages.collectors.user_taken',
} as const satisfies Record<string, MessageKey>;

/** 'Cannot unblock collector while organization "{name}" is blocked.' (spec part 1 §5). */
export function collectorOrganizationBlockedMessage(organizationName: string): Message {
  return { key: 'messages.collectors.organization_blocked', values: { name: organizationName } };
}

/** Refusal to add a collector to a blocked organization (the spec is silent; decided here). */
export function collectorCreateInBlockedOrganizationMessage(organizationName: string): Message {
  return {
    key: 'messages.collectors.create_in_blocked_organization',
    values: { name: organizationName },
  };
}

/** active: active and unblocked; inactive: deactivated, not blocked; blocked: blocked. */
export const COLLECTOR_STATUSES = ['active', 'inactive', 'blocked'] as const;
export type CollectorStatus = (typeof COLLECTOR_STATUSES)[number];

export function collectorStatusOf(collector: {
  is_active: boolean;
  is_blocked: boolean;
}): CollectorStatus {
  if (collector.is_blocked) return 'blocked';
  return collector.is_active ? 'active' : 'inactive';
}
