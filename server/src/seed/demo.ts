import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { ownerConnection } from '../db/system.ts';
import { seedApprovalRequests } from './demo-approvals.ts';
import { seedCollectors } from './demo-collectors.ts';
import type { DemoSeed } from './demo-context.ts';
import { seedCustomers } from './demo-customers.ts';
import { seedLoans } from './demo-loans.ts';
import { seedOrganizations } from './demo-organizations.ts';
import { bootstrapPlatform } from './demo-platform.ts';
import { DEMO_USERS, seedUsers } from './demo-users.ts';

export { DEMO_PASSWORD } from './demo-context.ts';
export { DEMO_USERS } from './demo-users.ts';

/** The advisory-lock key of seeding: instances started together seed once. */
export const SEED_LOCK_KEY = 72_002;

/**
 * Seeds the demo organizations, users, collectors, customers, loans and approval requests,
 * once, on an empty database. Past the platform and its owner, every row but the loans' is
 * written by a demo user through the area's service, so it passes the rules a request meets and
 * has its audit rows; the loans' history (demo-loans.ts) is generated in SQL by the rules.
 */
export function seedDemoData(
  database: Database,
  options: { publicUrl?: string } = {},
): Promise<boolean> {
  return database.withExclusiveLock(SEED_LOCK_KEY, async () => {
    const [existing] = await ownerConnection(database)
      .select({ value: count() })
      .from(organizations);
    if ((existing?.value ?? 0) > 0) return false;

    const owner = DEMO_USERS.find((user) => user.role === 'platform_super_admin')!;
    const { platformId, ownerId } = await bootstrapPlatform(database, owner);
    const userIds = new Map([[owner.email, ownerId]]);
    const organizationIds = await seedOrganizations({ database, userIds }, platformId);
    const seed: DemoSeed = {
      database,
      organizationIds,
      userIds,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    };
    await seedUsers(seed);
    const collectorIds = await seedCollectors(seed);
    await seedCustomers(seed);
    await seedLoans(seed);
    await seedApprovalRequests(seed, collectorIds);
    return true;
  });
}
