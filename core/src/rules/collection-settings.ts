import type { Role } from '../constants.ts';

// Beside, not inside, schemas/collections.ts and schemas/field-work.ts: Due Today and the
// collection rules read these and would otherwise load zod with them.

/** Spec part 2 §9 "Default due cut-off hour 17:00 next day", in the organization's timezone. */
export const COLLECTION_CUTOFF_HOUR = 17;

/** A visit recorded farther than this from the customer, beyond the GPS accuracy, is flagged. */
export const VISIT_FAR_METRES = 500;

/** How far from an organization's today entries may be generated (issue 11). */
export const COLLECTION_GENERATE_DAYS = 7;

/**
 * Roles that collect in person: /due-today shows them the entries of the collector they work as
 * (debt_collectors.user_id) first and offers the 'Mine' filter.
 */
export const COLLECTION_AGENT_ROLES = [
  'collection_agent',
  'field_agent',
] as const satisfies readonly Role[];

export function worksAsCollector(roles: readonly Role[]): boolean {
  return roles.some((role) => (COLLECTION_AGENT_ROLES as readonly Role[]).includes(role));
}

/** The two tabs of /due-today: Pending (pending, partial and completed) and Overdue. */
export const COLLECTION_TABS = ['pending', 'overdue'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** A promise is for a day from the organization's today up to this many days ahead. */
export const PROMISE_DAYS_AHEAD = 30;

/** Broken promises stay on the alerts this many days after their promised date. */
export const BROKEN_PROMISE_ALERT_DAYS = 7;

/** Documents expiring within this many days are an alert (spec part 2 §9). */
export const DOCUMENT_EXPIRY_ALERT_DAYS = 7;

/** Collector days closed with a cash variance stay on the alerts this many days. */
export const CASH_VARIANCE_ALERT_DAYS = 7;
