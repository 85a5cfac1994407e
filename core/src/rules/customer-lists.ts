import type { MessageKey } from '../i18n/catalogs.ts';

// Beside, not inside, schemas/customers.ts: the customer lists' filters and badges read these
// and would otherwise load zod and the phone numbers' metadata with them.

/** Spec part 2 §2, §8 and the texts the spec leaves unnamed. */
export const CUSTOMER_MESSAGES = {
  created: 'messages.customers.created',
  updated: 'messages.customers.updated',
  saveFailed: 'messages.customers.save_failed',
  notFound: 'messages.customers.not_found',
  categoryNotFound: 'messages.customers.category_not_found',
  categoriesFailed: 'messages.customers.categories_failed',
  nothingToUpdate: 'messages.customers.nothing_to_update',
  empty: 'messages.customers.empty',
  searchPlaceholder: 'messages.customers.search_placeholder',
  notProvided: 'messages.customers.not_provided',
  /** The maps link's own words (MAPS_LINK_MESSAGES.coordinates): latitude ±90, longitude ±180. */
  coordinatesInvalid: 'messages.maps_link.coordinates',
  residentialRequired: 'messages.customers.residential_required',
  /** The invite form's wording for the same choice. */
  organizationRequired: 'messages.customers.organization_required',
  pageSize: 'messages.customers.page_size',
} as const satisfies Record<string, MessageKey>;

export const CUSTOMER_STATUSES = ['active', 'inactive', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const CUSTOMER_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type CustomerRiskLevel = (typeof CUSTOMER_RISK_LEVELS)[number];

export const CUSTOMER_BUSINESS_TYPES = [
  'retail',
  'manufacturing',
  'services',
  'agriculture',
] as const;
export type CustomerBusinessType = (typeof CUSTOMER_BUSINESS_TYPES)[number];

/** "A missing status shows as active" (spec part 2 §2, §4). */
export function customerStatusOf(status: string | null | undefined): CustomerStatus {
  return CUSTOMER_STATUSES.includes(status as CustomerStatus)
    ? (status as CustomerStatus)
    : 'active';
}
