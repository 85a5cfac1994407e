import {
  ApprovalRequestSchema,
  AuditLogSchema,
  CollectorSchema,
  CustomerCategorySchema,
  CustomerSchema,
  DocumentSchema,
  OrganizationSchema,
  OutboxEmailSchema,
  RiskProfileSchema,
  SessionResponseSchema,
  UserSchema,
} from '@lendline/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../error-response.ts';

/**
 * The schemas the OpenAPI document names as components (`#/components/schemas/<id>`), so
 * clients get one type per entity instead of a copy per operation. Registered here, in one
 * place, rather than with `.meta({ id })` across core (DocumentSchema already carries its id).
 * Ids never end with `Input`: fastify-type-provider-zod adds it to request-side copies.
 */
export const API_COMPONENTS = {
  ErrorResponse: ErrorResponseSchema,
  Session: SessionResponseSchema,
  Organization: OrganizationSchema,
  User: UserSchema,
  Collector: CollectorSchema,
  ApprovalRequest: ApprovalRequestSchema,
  AuditLog: AuditLogSchema,
  OutboxEmail: OutboxEmailSchema,
  Customer: CustomerSchema,
  CustomerCategory: CustomerCategorySchema,
  Document: DocumentSchema,
  RiskProfile: RiskProfileSchema,
} satisfies Record<string, z.ZodType>;

/** Idempotent: a schema already registered under its id (`.meta({ id })`) is left alone. */
export function registerApiComponents(): void {
  for (const [id, schema] of Object.entries(API_COMPONENTS)) {
    const registered = z.globalRegistry.get(schema)?.id;
    if (registered === id) continue;
    if (registered !== undefined) {
      throw new Error(`Schema registered as ${registered}, expected ${id}`);
    }
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
