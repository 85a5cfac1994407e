import type { Role } from '../constants.ts';
import { holdsPermission } from '../permissions/matrix.ts';
import type { Message } from '../i18n/catalogs.ts';

/**
 * Field-level rules for customers (spec part 2 §2 "Customer form", "Customer detail dialog",
 * §6 "UI gating"). The server refuses what these functions refuse, and the web hides exactly
 * the same sections, so both read them from here.
 */

/** The business section of the form (spec part 2 §2). */
export const CUSTOMER_BUSINESS_FIELDS = ['business_name', 'business_type', 'category_id'] as const;
/** The risk section of the form. */
export const CUSTOMER_RISK_FIELDS = ['risk_level'] as const;
/** What "Address Information" shows: both addresses and both coordinate pairs. */
export const CUSTOMER_ADDRESS_FIELDS = [
  'residential_address',
  'business_address',
  'residential_latitude',
  'residential_longitude',
  'business_latitude',
  'business_longitude',
] as const;
/** Sensitive contact data. */
export const CUSTOMER_SENSITIVE_FIELDS = ['email'] as const;

export type CustomerBusinessField = (typeof CUSTOMER_BUSINESS_FIELDS)[number];
export type CustomerAddressField = (typeof CUSTOMER_ADDRESS_FIELDS)[number];
/** A field a role may be denied reading (answered as null and named in `hidden_fields`). */
export type CustomerHiddenField = CustomerAddressField | (typeof CUSTOMER_SENSITIVE_FIELDS)[number];

export const CUSTOMER_BUSINESS_ROLES: readonly Role[] = [
  'loan_officer',
  'manager',
  'organization_admin',
  'platform_super_admin',
];
export const CUSTOMER_RISK_ROLES: readonly Role[] = [
  'manager',
  'organization_admin',
  'platform_super_admin',
];
/**
 * Spec part 2 §6: "high only to manager and organization_admin". Taken literally: a
 * platform_super_admin may set low or medium but not high (the platform operator does not
 * judge a lender's customers; the organization's own manager or admin does).
 */
export const CUSTOMER_HIGH_RISK_ROLES: readonly Role[] = ['manager', 'organization_admin'];
/** Spec part 2 §2 "Address Information (visible to loan_officer, manager, organization_admin)"; the platform operator sees everything. */
export const CUSTOMER_ADDRESS_ROLES: readonly Role[] = [
  'loan_officer',
  'manager',
  'organization_admin',
  'platform_super_admin',
];

/**
 * Spec part 2 §2 "Risk Profile (loan_officer, manager, organization_admin)" of the detail dialog,
 * with the platform owner, who sees everything: who reads and assesses enhanced risk profiles.
 */
export const CUSTOMER_RISK_PROFILE_ROLES: readonly Role[] = [
  'loan_officer',
  'manager',
  'organization_admin',
  'platform_super_admin',
];

/** Risk levels a role may choose (empty: the risk section is hidden). */
export type CustomerRiskOption = 'low' | 'medium' | 'high';

export interface CustomerFieldAccess {
  /** Business Information section of the form (business_name, business_type, category_id). */
  editBusiness: boolean;
  /** Risk Assessment section of the form. */
  editRisk: boolean;
  /** The risk levels offered in the form / accepted by the server. */
  riskOptions: readonly CustomerRiskOption[];
  /** Address Information (addresses and coordinates) is shown. */
  readAddress: boolean;
  /**
   * The e-mail is shown: "roles permitted to read sensitive customer data" — decided as the
   * roles holding customers:update or customers:export (loan_officer, manager, partner_admin,
   * organization_admin, platform_super_admin, compliance_officer, auditor). field_agent and
   * collection_agent hold only customers:read and never see it.
   */
  readEmail: boolean;
  /** Risk Profile tab of the detail dialog (loan_officer, manager, organization_admin). */
  readRiskProfile: boolean;
  /** Audit Trail tab of the detail dialog (manager, organization_admin). */
  readAuditTrail: boolean;
}

const holdsAny = (roles: readonly Role[], allowed: readonly Role[]) =>
  roles.some((role) => allowed.includes(role));

export function customerFieldAccess(roles: readonly Role[]): CustomerFieldAccess {
  const editRisk = holdsAny(roles, CUSTOMER_RISK_ROLES);
  const high = holdsAny(roles, CUSTOMER_HIGH_RISK_ROLES);
  return {
    editBusiness: holdsAny(roles, CUSTOMER_BUSINESS_ROLES),
    editRisk,
    riskOptions: editRisk ? (high ? ['low', 'medium', 'high'] : ['low', 'medium']) : [],
    readAddress: holdsAny(roles, CUSTOMER_ADDRESS_ROLES),
    readEmail:
      holdsPermission(roles, 'customers', 'update') ||
      holdsPermission(roles, 'customers', 'export'),
    readRiskProfile: holdsAny(roles, CUSTOMER_RISK_PROFILE_ROLES),
    readAuditTrail: holdsAny(roles, ['manager', 'organization_admin', 'platform_super_admin']),
  };
}

/** The fields a role may not read, in a stable order. */
export function hiddenCustomerFields(roles: readonly Role[]): CustomerHiddenField[] {
  const access = customerFieldAccess(roles);
  return [
    ...(access.readEmail ? [] : CUSTOMER_SENSITIVE_FIELDS),
    ...(access.readAddress ? [] : CUSTOMER_ADDRESS_FIELDS),
  ];
}

/** Messages of a refused field (the spec is silent; decided here). */
export const CUSTOMER_FIELD_MESSAGES = {
  business: (field: string): Message => ({
    key: 'messages.customers.business_field_refused',
    values: { field },
  }),
  risk: { key: 'messages.customers.risk_refused' },
  highRisk: { key: 'messages.customers.high_risk_refused' },
} as const satisfies Record<string, Message | ((field: string) => Message)>;

export interface CustomerFieldRefusal {
  field: string;
  message: Message;
}

/**
 * The first field of `payload` the roles may not set, or null when every field is allowed.
 * Only fields present in the payload count (undefined = not sent); sending null to clear a
 * field is setting it.
 */
export function refuseCustomerFields(
  roles: readonly Role[],
  payload: Readonly<Record<string, unknown>>,
): CustomerFieldRefusal | null {
  const access = customerFieldAccess(roles);
  const sent = (field: string) => payload[field] !== undefined;
  if (!access.editBusiness) {
    const field = CUSTOMER_BUSINESS_FIELDS.find(sent);
    if (field) return { field, message: CUSTOMER_FIELD_MESSAGES.business(field) };
  }
  if (sent('risk_level')) {
    if (!access.editRisk) return { field: 'risk_level', message: CUSTOMER_FIELD_MESSAGES.risk };
    if (!access.riskOptions.includes(payload.risk_level as CustomerRiskOption)) {
      return { field: 'risk_level', message: CUSTOMER_FIELD_MESSAGES.highRisk };
    }
  }
  return null;
}
