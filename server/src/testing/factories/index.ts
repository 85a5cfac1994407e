/**
 * Test factories per area (STYLE.md §8): each creates its entity through the area's service,
 * as a given user, so the rows carry their audit trail and pass every rule a real request
 * would (bodies go through the route's own zod schema first, defaults included). Tests build
 * what they assert on here instead of leaning on the demo seed.
 */
import {
  CreateCollectorRequestSchema,
  CreateCustomerRequestSchema,
  CreateOrganizationRequestSchema,
  InviteUserRequestSchema,
  type Collector,
  type CreateCollectorRequestInput,
  type CreateOrganizationRequestInput,
  type Customer,
  type InviteUserRequest,
  type Organization,
  type User,
} from '@lendline/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createCollector } from '../../modules/collectors/create-collector.ts';
import { createCustomer } from '../../modules/customers/create-customer.ts';
import { createOrganization } from '../../modules/organizations/create-organization.ts';
import { inviteUser } from '../../modules/users/invite-user.ts';
import { asUser, nextTestNumber } from './context.ts';

export { asUser } from './context.ts';

/** An Indian mobile number unique within the test process. */
const testPhone = (n: number) => `+9198${String(70_000_000 + n).padStart(8, '0')}`;

export function createTestOrganization(
  database: Database,
  options: { as?: string } & Partial<CreateOrganizationRequestInput> = {},
): Promise<Organization> {
  const { as = 'owner@lendline.test', ...body } = options;
  const n = nextTestNumber();
  return asUser(database, as, (ctx) =>
    createOrganization(
      ctx,
      CreateOrganizationRequestSchema.parse({
        name: `Test Organization ${n}`,
        organization_type: 'lender',
        // Test admins sign in with a password alone unless a test asks for a policy.
        mfa_policy: 'optional',
        ...body,
      }),
    ),
  );
}

export function createTestCustomer(
  database: Database,
  options: { as?: string } & Partial<z.input<typeof CreateCustomerRequestSchema>> = {},
): Promise<Customer> {
  const { as = 'officer@acme.test', ...body } = options;
  const n = nextTestNumber();
  return asUser(database, as, (ctx) =>
    createCustomer(
      ctx,
      CreateCustomerRequestSchema.parse({
        first_name: 'Test',
        last_name: `Customer ${n}`,
        phone: testPhone(n),
        residential_address: `${n}, Station Road, Pune`,
        ...body,
      }),
    ),
  );
}

export function createTestCollector(
  database: Database,
  options: { as?: string } & Partial<CreateCollectorRequestInput> = {},
): Promise<Collector> {
  const { as = 'admin@acme.test', ...body } = options;
  const n = nextTestNumber();
  return asUser(database, as, (ctx) =>
    createCollector(
      ctx,
      CreateCollectorRequestSchema.parse({
        name: `Test Collector ${n}`,
        phone: testPhone(n),
        residential_address: `${n}, Station Road, Pune`,
        ...body,
      }),
    ),
  );
}

/** An invited (pending) user with one role, as an admin would invite them. */
export async function createTestUser(
  database: Database,
  options: { as?: string } & Pick<InviteUserRequest, 'role' | 'organization_id'> &
    Partial<InviteUserRequest>,
): Promise<User> {
  const { as = 'admin@acme.test', ...invite } = options;
  const n = nextTestNumber();
  const temporaryPasswordHash = await hashPassword(`Temporary-${n}!`);
  const { user } = await asUser(database, as, (ctx) =>
    inviteUser(ctx, {
      invite: InviteUserRequestSchema.parse({
        email: `test-user-${n}@lendline.test`,
        first_name: 'Test',
        last_name: `User ${n}`,
        ...invite,
      }),
      temporaryPasswordHash,
      publicUrl: 'http://localhost:3000',
      invitationTtlHours: 72,
    }),
  );
  return user;
}
