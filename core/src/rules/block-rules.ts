import type { ErrorCode } from '../errors.ts';
import type { MessageLike } from '../i18n/issue-message.ts';
import {
  COLLECTOR_MESSAGES,
  collectorOrganizationBlockedMessage,
  type Collector,
} from '../schemas/collectors.ts';
import { ORGANIZATION_MESSAGES, type Organization } from '../schemas/organizations.ts';

/** Why a block or unblock cannot happen: the error code the server answers and its text. */
export interface BlockRefusal {
  code: Extract<ErrorCode, 'CONFLICT' | 'BUSINESS_RULE'>;
  message: MessageLike;
}

type BlockableCollector = Pick<
  Collector,
  'is_blocked' | 'blocked_due_to_org' | 'organization_is_blocked' | 'organization_name'
>;

/** Spec part 1 §4: a blocked collector is not blocked again. */
export function refuseCollectorBlock(collector: BlockableCollector): BlockRefusal | null {
  if (collector.is_blocked) return { code: 'CONFLICT', message: COLLECTOR_MESSAGES.alreadyBlocked };
  return null;
}

/** Spec part 1 §4–§5: an unblock is refused while the organization's block holds the collector. */
export function refuseCollectorUnblock(collector: BlockableCollector): BlockRefusal | null {
  if (!collector.is_blocked) return { code: 'CONFLICT', message: COLLECTOR_MESSAGES.notBlocked };
  if (collector.blocked_due_to_org) {
    return { code: 'BUSINESS_RULE', message: COLLECTOR_MESSAGES.blockedDueToOrganization };
  }
  if (collector.organization_is_blocked) {
    return {
      code: 'BUSINESS_RULE',
      message: collectorOrganizationBlockedMessage(collector.organization_name),
    };
  }
  return null;
}

/**
 * A blocked organization is not blocked again, and nobody blocks their own organization
 * (blocking the platform's own would lock its administrators out).
 */
export function refuseOrganizationBlock(
  organization: Pick<Organization, 'id' | 'is_blocked'>,
  /** The requester's own organization; left out when carrying out an approved request. */
  requesterOrganizationId: string | null = null,
): BlockRefusal | null {
  if (organization.is_blocked) {
    return { code: 'CONFLICT', message: ORGANIZATION_MESSAGES.alreadyBlocked };
  }
  if (requesterOrganizationId !== null && organization.id === requesterOrganizationId) {
    return { code: 'BUSINESS_RULE', message: ORGANIZATION_MESSAGES.cannotBlockOwn };
  }
  return null;
}

export function refuseOrganizationUnblock(
  organization: Pick<Organization, 'is_blocked'>,
): BlockRefusal | null {
  if (!organization.is_blocked) {
    return { code: 'CONFLICT', message: ORGANIZATION_MESSAGES.notBlocked };
  }
  return null;
}
