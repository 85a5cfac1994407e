import { z } from 'zod';
import { SearchTextSchema } from '../validation/storable.ts';
import { PendingRequestSchema } from './approvals.ts';
import {
  GenericEmailSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import { PhoneSchema } from '../validation/phone.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { COLLECTOR_MESSAGES, COLLECTOR_STATUSES } from '../rules/collectors.ts';

export * from '../rules/collectors.ts';

/** One debt collector (spec part 1 §3) with its organization's name and the blocker's name. */
export const CollectorSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  /** While true, the collector cannot be unblocked (spec part 1 §5). */
  organization_is_blocked: z.boolean(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  territory: z.string().nullable(),
  /** The staff user who works as this collector when signed in (issue 11: 'Mine', cash in hand). */
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  blocked_due_to_org: z.boolean(),
  blocked_reason: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_by: z.uuid().nullable(),
  blocked_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The block or unblock waiting for approval on this row, if any. */
  pending_request: PendingRequestSchema.nullable(),
});
export type Collector = z.infer<typeof CollectorSchema>;

export const CollectorStatusSchema = z.enum(COLLECTOR_STATUSES);

/**
 * GET /collectors: active and unblocked first, then by name. Without organization_id it lists
 * every organization in the user's scope.
 */
export const CollectorListQuerySchema = PaginationQuerySchema.extend({
  organization_id: UuidSchema.optional(),
  /** Matches name, phone, e-mail or territory, case-insensitive. */
  search: SearchTextSchema(),
  status: CollectorStatusSchema.optional(),
});
export type CollectorListQuery = z.infer<typeof CollectorListQuerySchema>;
export type CollectorListQueryInput = z.input<typeof CollectorListQuerySchema>;

export const CollectorListResponseSchema = ListResponseSchema(CollectorSchema);
export type CollectorListResponse = z.infer<typeof CollectorListResponseSchema>;

export const CollectorIdParamsSchema = z.object({ id: UuidSchema });

/**
 * POST /collectors; organization_id defaults to the user's organization. The phone follows the
 * one phone rule customers follow (PhoneSchema: E.164, valid for its country), so '12' is
 * refused here as it is there (issue 8).
 */
export const CreateCollectorRequestSchema = z.object({
  name: SafeTextSchema(255),
  phone: PhoneSchema,
  email: GenericEmailSchema.nullish(),
  territory: OptionalSafeTextSchema(255),
  /** An active user of the collector's organization, who then works as it (one collector each). */
  user_id: UuidSchema.nullish(),
  organization_id: UuidSchema.optional(),
});
export type CreateCollectorRequest = z.infer<typeof CreateCollectorRequestSchema>;
export type CreateCollectorRequestInput = z.input<typeof CreateCollectorRequestSchema>;

/**
 * PATCH /collectors/:id: only the fields sent change; null clears e-mail or territory.
 * is_active deactivates or reactivates an unblocked collector; blocking has its own call.
 */
export const UpdateCollectorRequestSchema = z
  .object({
    name: SafeTextSchema(255).optional(),
    phone: PhoneSchema.optional(),
    email: GenericEmailSchema.nullish(),
    territory: OptionalSafeTextSchema(255),
    /** null: no user works as this collector any more. */
    user_id: UuidSchema.nullish(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: COLLECTOR_MESSAGES.nothingToUpdate,
  });
export type UpdateCollectorRequest = z.infer<typeof UpdateCollectorRequestSchema>;
export type UpdateCollectorRequestInput = z.input<typeof UpdateCollectorRequestSchema>;

/** POST /collectors/:id/block. */
export const BlockCollectorRequestSchema = z.object({ reason: SafeTextSchema(500) });
export type BlockCollectorRequest = z.infer<typeof BlockCollectorRequestSchema>;

/** POST /collectors/:id/unblock: an optional note kept with the audit row or request. */
export const UnblockCollectorRequestSchema = z
  .object({ reason: OptionalSafeTextSchema(500) })
  // A POST without a body arrives as null.
  .nullish();
export type UnblockCollectorRequest = z.infer<typeof UnblockCollectorRequestSchema>;

/** What create, update and a block or unblock carried out at once answer. */
export const CollectorMutationResponseSchema = z.object({
  message: z.string(),
  collector: CollectorSchema,
});
export type CollectorMutationResponse = z.infer<typeof CollectorMutationResponseSchema>;
