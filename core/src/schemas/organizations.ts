import { DEFAULT_PHONE_COUNTRY, findCountry } from '../validation/countries.ts';
import { z } from 'zod';
import { CalendarDateSchema, SearchTextSchema } from '../validation/storable.ts';
import { PendingRequestSchema } from './approvals.ts';
import {
  COLLECTION_DAYS,
  DailyInterestRateSchema,
  RepaymentDaysSchema,
  UpfrontInterestSchema,
} from './loans.ts';
import { OptionalSafeTextSchema, SafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { MfaPolicySchema } from './mfa.ts';
import type { Message, MessageKey } from '../i18n/catalogs.ts';

/** Spec part 1 §9: the timezone an organization gets unless told otherwise. */
export const DEFAULT_ORGANIZATION_TIMEZONE = 'Asia/Kolkata';
/** DESIGN.md: one currency per organization, INR by default. */
export const DEFAULT_ORGANIZATION_CURRENCY = 'INR';

/** Types offered when creating an organization; any other non-empty type is accepted. */
export const ORGANIZATION_TYPE_SUGGESTIONS = [
  'platform',
  'lender',
  'microfinance',
  'branch',
  'partner',
  'agency',
] as const;

export const ORGANIZATION_MESSAGES = {
  notFound: 'messages.organizations.not_found',
  created: 'messages.organizations.created',
  updated: 'messages.organizations.updated',
  deleted: 'messages.organizations.deleted',
  blocked: 'messages.organizations.blocked',
  unblocked: 'messages.organizations.unblocked',
  blockSubmitted: 'messages.organizations.block_submitted',
  unblockSubmitted: 'messages.organizations.unblock_submitted',
  alreadyBlocked: 'messages.organizations.already_blocked',
  notBlocked: 'messages.organizations.not_blocked',
  cannotBlockOwn: 'messages.organizations.cannot_block_own',
  parentNotFound: 'messages.organizations.parent_not_found',
  parentCycle: 'messages.organizations.parent_cycle',
  invalidTimezone: 'messages.organizations.invalid_timezone',
  invalidCurrency: 'messages.organizations.invalid_currency',
  nothingToUpdate: 'messages.organizations.nothing_to_update',
  hasRelatedRecords: 'messages.organizations.has_related_records',
  unknownCountry: 'messages.organizations.unknown_country',
  noneFound: 'messages.organizations.none_found',
} as const satisfies Record<string, MessageKey>;

/** What still hangs on an organization; it can be deleted only when every count is 0. */
export interface OrganizationDependents {
  users: number;
  loans: number;
  child_organizations: number;
  customers: number;
  collectors: number;
}

/**
 * What a refused delete names, e.g. 'Cannot delete organization "Acme": it still has 3 users and
 * 1 child organization.': the organization and one counted part per kind of record that remains
 * (the server joins the parts as a list in the reader's language). Null when nothing remains.
 */
export function describeOrganizationDeleteRefusal(
  name: string,
  dependents: OrganizationDependents,
): { name: string; parts: Message[] } | null {
  const counted = (count: number, key: MessageKey): Message[] =>
    count > 0 ? [{ key, values: { count } }] : [];
  const parts = [
    ...counted(dependents.users, 'messages.organizations.remaining_users'),
    ...counted(dependents.loans, 'messages.organizations.remaining_loans'),
    ...counted(dependents.child_organizations, 'messages.organizations.remaining_children'),
    ...counted(dependents.customers, 'messages.organizations.remaining_customers'),
    ...counted(dependents.collectors, 'messages.organizations.remaining_collectors'),
  ];
  return parts.length === 0 ? null : { name, parts };
}

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name ('Asia/Kolkata', 'UTC'), not a bare offset ('+05:30') some engines take. */
export const TimezoneSchema = z
  .string({ error: ORGANIZATION_MESSAGES.invalidTimezone })
  .trim()
  .min(1, ORGANIZATION_MESSAGES.invalidTimezone)
  .max(64, ORGANIZATION_MESSAGES.invalidTimezone)
  .regex(/^[A-Za-z]/, ORGANIZATION_MESSAGES.invalidTimezone)
  .refine(isValidTimezone, ORGANIZATION_MESSAGES.invalidTimezone);

/** Whether a code is an ISO 4217 currency the platform's Intl knows (issue 13). */
export function isIsoCurrency(code: string): boolean {
  return Intl.supportedValuesOf('currency').includes(code);
}

export const CurrencySchema = z
  .string({ error: ORGANIZATION_MESSAGES.invalidCurrency })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, ORGANIZATION_MESSAGES.invalidCurrency)
  .refine(isIsoCurrency, ORGANIZATION_MESSAGES.invalidCurrency);

const OrganizationNameSchema = SafeTextSchema(255);

/** A country libphonenumber knows, as its two-letter code. */
const PhoneCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findCountry(code) !== undefined, {
    message: ORGANIZATION_MESSAGES.unknownCountry,
  });
const OrganizationTypeSchema = SafeTextSchema(50);

/** The lending settings (issue 10): the collection calendar, the loan form's defaults, policy. */
export const LendingSettingsSchema = z.object({
  collection_days: z.enum(COLLECTION_DAYS),
  /** Dates, 'YYYY-MM-DD', ascending. */
  holidays: z.array(z.string()),
  default_daily_interest_rate: z.number(),
  default_upfront_interest: z.number(),
  default_max_repayment_days: z.number().int(),
  /** Every loan waits for a second approver, whatever the submitter's limit. */
  second_loan_approver: z.boolean(),
});
export type LendingSettings = z.infer<typeof LendingSettingsSchema>;
export const LENDING_SETTING_FIELDS: readonly string[] = Object.keys(LendingSettingsSchema.shape);
/**
 * What settings:update reaches besides the lending settings, on the holder's own organization
 * only (issue 13, /settings); the rest of an organization is organizations:update's.
 */
export const ORGANIZATION_SETTING_FIELDS: readonly string[] = [
  'timezone',
  'currency',
  'default_phone_country',
];

/** The settings as PATCH /organizations/:id takes them (each optional). */
const LendingSettingsUpdateShape = {
  collection_days: z.enum(COLLECTION_DAYS).optional(),
  holidays: z
    .array(CalendarDateSchema)
    .max(366)
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  default_daily_interest_rate: DailyInterestRateSchema.optional(),
  default_upfront_interest: UpfrontInterestSchema.optional(),
  default_max_repayment_days: RepaymentDaysSchema.optional(),
  second_loan_approver: z.boolean().optional(),
};

/** One organization (spec part 1 §3) with its parent's name. */
export const OrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization_type: z.string(),
  parent_organization_id: z.uuid().nullable(),
  parent_organization_name: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  /** The phone input's default country for this organization's forms (spec part 2 §9). */
  default_phone_country: z.string(),
  ...LendingSettingsSchema.shape,
  /** Who must use multi-factor authentication (issue 13): optional, admins or everyone. */
  mfa_policy: MfaPolicySchema,
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The block or unblock waiting for approval on this row, if any. */
  pending_request: PendingRequestSchema.nullable(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

const BooleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ORGANIZATION_SORT_FIELDS = ['name', 'created_at'] as const;

/** GET /organizations (default newest first, as spec part 1 §7 lists them). */
export const OrganizationListQuerySchema = PaginationQuerySchema.extend({
  /** Matches the name, case-insensitive. */
  search: SearchTextSchema(),
  is_active: BooleanQuerySchema.optional(),
  is_blocked: BooleanQuerySchema.optional(),
  sort: z.enum(ORGANIZATION_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrganizationListQuery = z.infer<typeof OrganizationListQuerySchema>;
export type OrganizationListQueryInput = z.input<typeof OrganizationListQuerySchema>;

export const OrganizationListResponseSchema = ListResponseSchema(OrganizationSchema);
export type OrganizationListResponse = z.infer<typeof OrganizationListResponseSchema>;

export const OrganizationIdParamsSchema = z.object({ id: UuidSchema });

/** POST /organizations (platform_super_admin only: organizations:create). */
export const CreateOrganizationRequestSchema = z.object({
  name: OrganizationNameSchema,
  organization_type: OrganizationTypeSchema,
  parent_organization_id: UuidSchema.nullish(),
  timezone: TimezoneSchema.default(DEFAULT_ORGANIZATION_TIMEZONE),
  currency: CurrencySchema.default(DEFAULT_ORGANIZATION_CURRENCY),
  default_phone_country: PhoneCountrySchema.default(DEFAULT_PHONE_COUNTRY),
  is_active: z.boolean().default(true),
  /** Absent: `admins`, a new organization's default (issue 13). */
  mfa_policy: MfaPolicySchema.optional(),
});
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequestSchema>;
export type CreateOrganizationRequestInput = z.input<typeof CreateOrganizationRequestSchema>;

/** PATCH /organizations/:id: only the fields sent change; a null parent makes it a root. */
export const UpdateOrganizationRequestSchema = z
  .object({
    name: OrganizationNameSchema.optional(),
    organization_type: OrganizationTypeSchema.optional(),
    parent_organization_id: UuidSchema.nullish(),
    timezone: TimezoneSchema.optional(),
    currency: CurrencySchema.optional(),
    default_phone_country: PhoneCountrySchema.optional(),
    ...LendingSettingsUpdateShape,
    /** A setting: settings:update holders may change it (issue 13). */
    mfa_policy: MfaPolicySchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ORGANIZATION_MESSAGES.nothingToUpdate,
  });
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequestSchema>;

/** POST /organizations/:id/block. */
export const BlockOrganizationRequestSchema = z.object({ reason: SafeTextSchema(500) });
export type BlockOrganizationRequest = z.infer<typeof BlockOrganizationRequestSchema>;

/** POST /organizations/:id/unblock: an optional note kept with the audit row or request. */
export const UnblockOrganizationRequestSchema = z
  .object({ reason: OptionalSafeTextSchema(500) })
  // A POST without a body arrives as null.
  .nullish();
export type UnblockOrganizationRequest = z.infer<typeof UnblockOrganizationRequestSchema>;

/** What create, update and a block or unblock carried out at once answer (200/201). */
export const OrganizationMutationResponseSchema = z.object({
  message: z.string(),
  organization: OrganizationSchema,
  /** Block and unblock: how many of its collectors the cascade blocked or unblocked. */
  collectors_affected: z.number().int().optional(),
});
export type OrganizationMutationResponse = z.infer<typeof OrganizationMutationResponseSchema>;
