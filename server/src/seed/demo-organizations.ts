import {
  CreateOrganizationRequestSchema,
  type CreateOrganizationRequestInput,
} from '@lendline/core';
import { createOrganization } from '../modules/organizations/create-organization.ts';
import { asDemoUser, type DemoLender, type DemoSeed } from './demo-context.ts';

/** The lenders, created by the platform owner; the branch under Acme. */
const DEMO_LENDERS: readonly {
  key: DemoLender;
  body: CreateOrganizationRequestInput;
  parent?: DemoLender;
}[] = [
  { key: 'acme', body: { name: 'Acme Microfinance', organization_type: 'microfinance' } },
  {
    key: 'acmeNorth',
    body: { name: 'Acme North Branch', organization_type: 'branch' },
    parent: 'acme',
  },
  { key: 'beacon', body: { name: 'Beacon Lending', organization_type: 'microfinance' } },
];

/** Creates the lending organizations as the platform owner would, through the service. */
export async function seedOrganizations(
  seed: Pick<DemoSeed, 'database' | 'userIds'>,
  platformId: string,
): Promise<DemoSeed['organizationIds']> {
  const ids = { platform: platformId } as DemoSeed['organizationIds'];
  for (const lender of DEMO_LENDERS) {
    const body = CreateOrganizationRequestSchema.parse({
      ...lender.body,
      // The demo lenders work in India: their phone inputs start on +91.
      default_phone_country: 'IN',
      // Every demo account signs in with its password alone (decision 0066).
      mfa_policy: 'optional',
      parent_organization_id: lender.parent ? ids[lender.parent] : undefined,
    });
    const organization = await asDemoUser(seed, 'owner@lendline.test', (ctx) =>
      createOrganization(ctx, body),
    );
    ids[lender.key] = organization.id;
  }
  return ids;
}
