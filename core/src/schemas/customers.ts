import { z } from 'zod';
import { SearchTextSchema } from '../validation/storable.ts';
import { OptionalCustomerEmailSchema } from '../validation/email.ts';
import { PhoneSchema } from '../validation/phone.ts';
import { OptionalSafeTextSchema, SafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { AuditLogSchema } from './audit.ts';
import { PAGE_SIZE } from '../constants.ts';
import { ListResponseSchema } from './common.ts';
import {
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_MESSAGES,
  CUSTOMER_RISK_LEVELS,
  CUSTOMER_STATUSES,
} from '../rules/customer-lists.ts';

export * from '../rules/customer-fields.ts';
export * from '../rules/customer-lists.ts';

export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES);
export const CustomerRiskLevelSchema = z.enum(CUSTOMER_RISK_LEVELS);
export const CustomerBusinessTypeSchema = z.enum(CUSTOMER_BUSINESS_TYPES);

/** One customer as every customer endpoint answers it. Hidden fields are null and listed. */
export const CustomerSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  /** Display id: CUST + a number from one sequence. */
  customer_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  business_name: z.string().nullable(),
  business_type: z.string().nullable(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  risk_level: CustomerRiskLevelSchema,
  status: CustomerStatusSchema,
  residential_address: z.string().nullable(),
  business_address: z.string().nullable(),
  residential_latitude: z.number().nullable(),
  residential_longitude: z.number().nullable(),
  business_latitude: z.number().nullable(),
  business_longitude: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Fields the signed-in role may not read (answered as null): 'email', address fields. */
  hidden_fields: z.array(z.string()),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** Columns the list sorts by; `full_name` sorts by first then last name. */
export const CUSTOMER_SORT_COLUMNS = [
  'customer_id',
  'first_name',
  'full_name',
  'last_name',
  'phone',
  'email',
  'business_name',
  'business_type',
  'risk_level',
  'status',
  'created_at',
] as const;
export const CustomerSortSchema = z.enum(CUSTOMER_SORT_COLUMNS);
export type CustomerSort = z.infer<typeof CustomerSortSchema>;

/** Filters shared by GET /customers and GET /customers/summary. */
export const CustomerFilterSchema = z.object({
  /** Name, customer id, phone or e-mail; case-insensitive, any part. */
  search: SearchTextSchema(),
  status: CustomerStatusSchema.optional(),
  risk_level: CustomerRiskLevelSchema.optional(),
  business_type: CustomerBusinessTypeSchema.optional(),
  /** One organization of the user's scope (the Organization filter of tree admins' lists). */
  organization_id: UuidSchema.optional(),
});
export type CustomerFilter = z.infer<typeof CustomerFilterSchema>;

/** GET /customers: newest first unless sorted. */
export const CustomerListQuerySchema = CustomerFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE.options as readonly number[]).includes(size), {
      message: CUSTOMER_MESSAGES.pageSize,
      params: { values: { sizes: PAGE_SIZE.options.join(', ') } },
    })
    .default(PAGE_SIZE.default),
  sort: CustomerSortSchema.default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof CustomerListQuerySchema>;

export const CustomerListResponseSchema = ListResponseSchema(CustomerSchema);
export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>;

/** GET /customers/summary: the four cards over the whole filtered scope. */
export const CustomerSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  high_risk: z.number().int(),
  /** Customers with a business name. */
  business: z.number().int(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerIdParamsSchema = z.object({ id: UuidSchema });

/** A latitude or longitude from the form (degrees). */
const LatitudeSchema = z
  .number({ error: CUSTOMER_MESSAGES.coordinatesInvalid })
  .min(-90, CUSTOMER_MESSAGES.coordinatesInvalid)
  .max(90, CUSTOMER_MESSAGES.coordinatesInvalid);
const LongitudeSchema = z
  .number({ error: CUSTOMER_MESSAGES.coordinatesInvalid })
  .min(-180, CUSTOMER_MESSAGES.coordinatesInvalid)
  .max(180, CUSTOMER_MESSAGES.coordinatesInvalid);

/** Phone in E.164 valid for its country; normalized ('+91 98765-43210' → '+919876543210'). */
export const CustomerPhoneSchema = PhoneSchema;

const customerFields = {
  first_name: SafeTextSchema(100),
  last_name: SafeTextSchema(100),
  phone: CustomerPhoneSchema,
  email: OptionalCustomerEmailSchema,
  business_name: OptionalSafeTextSchema(255),
  business_type: CustomerBusinessTypeSchema.nullish(),
  category_id: UuidSchema.nullish(),
  risk_level: CustomerRiskLevelSchema.optional(),
  residential_address: OptionalSafeTextSchema(500),
  business_address: OptionalSafeTextSchema(500),
  residential_latitude: LatitudeSchema.nullish(),
  residential_longitude: LongitudeSchema.nullish(),
  business_latitude: LatitudeSchema.nullish(),
  business_longitude: LongitudeSchema.nullish(),
};

type CoordinateBody = {
  residential_latitude?: number | null;
  residential_longitude?: number | null;
  business_latitude?: number | null;
  business_longitude?: number | null;
};

/** Both halves of a coordinate pair are sent together (both numbers, or both null). */
function pairsComplete(body: CoordinateBody): boolean {
  const pair = (a: unknown, b: unknown) =>
    (a === undefined) === (b === undefined) && (a === null) === (b === null);
  return (
    pair(body.residential_latitude, body.residential_longitude) &&
    pair(body.business_latitude, body.business_longitude)
  );
}

/**
 * Spec part 2 §2: the form marks Residential Location required. A location is known by its
 * address or by its pin (a coordinate pair), so either one satisfies it.
 */
export function hasResidentialLocation(location: {
  residential_address?: string | null;
  residential_latitude?: number | null;
  residential_longitude?: number | null;
}): boolean {
  const address =
    typeof location.residential_address === 'string' ? location.residential_address.trim() : '';
  const pinned =
    typeof location.residential_latitude === 'number' &&
    typeof location.residential_longitude === 'number';
  return address !== '' || pinned;
}

/** The create body's fields without the residential rule (see CreateCustomerRequestSchema). */
export const CustomerFieldsSchema = z
  .object({
    ...customerFields,
    /** Defaults to the signed-in user's organization; must be in the user's scope. */
    organization_id: UuidSchema.optional(),
  })
  .refine(pairsComplete, { message: CUSTOMER_MESSAGES.coordinatesInvalid });

/**
 * POST /customers (spec part 2 §7 payload; empty values omitted). customer_id is generated on
 * the server; risk_level defaults to medium; status starts active. The web's edit form checks
 * with CustomerFieldsSchema when the role cannot see the addresses it would have to fill.
 */
export const CreateCustomerRequestSchema = CustomerFieldsSchema.refine(hasResidentialLocation, {
  message: CUSTOMER_MESSAGES.residentialRequired,
  path: ['residential_address'],
  // Checked even when other fields fail, so the form shows every missing field at once.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;
export type CreateCustomerRequestInput = z.input<typeof CreateCustomerRequestSchema>;

/** PATCH /customers/:id: only the fields sent change; null clears an optional field. */
export const UpdateCustomerRequestSchema = z
  .object({
    ...customerFields,
    first_name: customerFields.first_name.optional(),
    last_name: customerFields.last_name.optional(),
    phone: customerFields.phone.optional(),
    status: CustomerStatusSchema.optional(),
  })
  .refine(pairsComplete, { message: CUSTOMER_MESSAGES.coordinatesInvalid })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: CUSTOMER_MESSAGES.nothingToUpdate,
  });
export type UpdateCustomerRequest = z.infer<typeof UpdateCustomerRequestSchema>;
export type UpdateCustomerRequestInput = z.input<typeof UpdateCustomerRequestSchema>;

export const CustomerMutationResponseSchema = z.object({
  message: z.string(),
  customer: CustomerSchema,
});
export type CustomerMutationResponse = z.infer<typeof CustomerMutationResponseSchema>;

/** Detail dialog "Financial Summary" (sums in SQL; zeros when no loans). */
export const CustomerFinancialSummarySchema = z.object({
  /** Principal of every disbursed loan (active, overdue, completed). */
  total_borrowed: z.number(),
  /** Remaining amount of active and overdue loans. */
  outstanding: z.number(),
  active_loans: z.number().int(),
  overdue_loans: z.number().int(),
});
export type CustomerFinancialSummary = z.infer<typeof CustomerFinancialSummarySchema>;

/** One row of the detail dialog's Loans tab, newest first. */
export const CustomerLoanSchema = z.object({
  id: z.uuid(),
  loan_number: z.string(),
  principal_amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export type CustomerLoan = z.infer<typeof CustomerLoanSchema>;

/** GET /customers/:id. */
export const CustomerDetailSchema = CustomerSchema.extend({
  financial_summary: CustomerFinancialSummarySchema,
  loans: z.array(CustomerLoanSchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** GET /customers/:id/audit: this customer's audit rows, newest first. */
export const CustomerAuditResponseSchema = z.object({ data: z.array(AuditLogSchema) });
export type CustomerAuditResponse = z.infer<typeof CustomerAuditResponseSchema>;

/** Spec part 2 §3 "Customer category". */
export const CustomerCategorySchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  name: z.string(),
});
export type CustomerCategory = z.infer<typeof CustomerCategorySchema>;

/** GET /customer-categories?organization_id=: ordered by name. */
export const CustomerCategoryListQuerySchema = z.object({
  /** Defaults to the signed-in user's organization. */
  organization_id: UuidSchema.optional(),
});
export const CustomerCategoryListResponseSchema = z.object({
  data: z.array(CustomerCategorySchema),
});
export type CustomerCategoryListResponse = z.infer<typeof CustomerCategoryListResponseSchema>;
