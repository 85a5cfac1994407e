import { changeCollectorBlock } from '../modules/collectors/change-collector-block.ts';
import { changeOrganizationBlock } from '../modules/organizations/change-organization-block.ts';
import { asDemoUser, type DemoSeed } from './demo-context.ts';

/**
 * Pending requests, each made as its requester would make it, through the same service: the
 * rules decide that it needs an approval and the routing picks the approver.
 */
export async function seedApprovalRequests(
  seed: DemoSeed,
  collectorIds: ReadonlyMap<string, string>,
): Promise<void> {
  // A manager may not block a collector: routed to admin@acme.test.
  await asDemoUser(seed, 'manager@acme.test', (ctx) =>
    changeCollectorBlock(ctx, {
      collectorId: collectorIds.get('Mahesh Gaikwad')!,
      block: true,
      reason: 'Repeated missed collection visits in Kurla',
    }),
  );
  // The branch has no admin of its own: routed to its parent's, admin@acme.test.
  await asDemoUser(seed, 'branch.manager@acme.test', (ctx) =>
    changeCollectorBlock(ctx, {
      collectorId: collectorIds.get('Asif Shaikh')!,
      block: false,
      reason: 'Complaints resolved after review',
    }),
  );
  // An organization admin's block of an organization: routed to owner@lendline.test.
  await asDemoUser(seed, 'admin@acme.test', (ctx) =>
    changeOrganizationBlock(ctx, {
      organizationId: seed.organizationIds.acmeNorth,
      block: true,
      reason: 'Branch audit pending',
    }),
  );
}
