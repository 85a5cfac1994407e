import { count, sql } from 'drizzle-orm';
import { join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { markFirstLateThirty } from '../modules/analytics/mark-first-late.ts';
import { backfillRecentSnapshots } from '../modules/analytics/portfolio-snapshot.ts';
import { createDiskDocumentStorage } from '../storage/disk-storage.ts';
import type { DocumentStorage } from '../storage/document-storage.ts';
import { seedApprovalRequests } from './demo-approvals.ts';
import { generateOrganizationHistory } from './organization-history.ts';
import { seedCollections } from './demo-collections.ts';
import { seedCollectors } from './demo-collectors.ts';
import type { DemoSeed } from './demo-context.ts';
import { seedCustomers } from './demo-customers.ts';
import { DEMO_HISTORY_DAYS, seedLoans } from './demo-loans.ts';
import { seedOrganizations } from './demo-organizations.ts';
import { bootstrapPlatform } from './demo-platform.ts';
import { seedRiskProfiles } from './demo-risk-profiles.ts';
import { seedEnhancedRiskProfiles } from './demo-enhanced-risk-profiles.ts';
import { DEMO_USERS, seedUsers } from './demo-users.ts';

export { DEMO_PASSWORD } from './demo-context.ts';
export { DEMO_USERS } from './demo-users.ts';

/**
 * The generated part of the demo (organization-history.ts): Acme's half year. The seed is the
 * ids' prefix (the curated loans use DEMO_LOAN_SEED, 1); the surnames mark these customers (none
 * a curated customer has; short, as the curated ones: the layout journey checks the customer
 * list fits 1,366 px).
 */
export const DEMO_GENERATED_HISTORY = {
  customers: 60,
  months: 6,
  seed: 2,
  lastNames: [
    'Gokhale',
    'Apte',
    'Dhillon',
    'Rathod',
    'Purohit',
    'Mahajan',
    'Oberoi',
    'Sengupta',
    'Zaveri',
    'Lokhande',
  ],
} as const;

/** The advisory-lock key of seeding: instances started together seed once. */
export const SEED_LOCK_KEY = 72_002;

export interface SeedDemoOptions {
  /** Where Lendline is reached, for the links in the invitation e-mails. */
  publicUrl?: string;
  /**
   * Where the demo document's bytes go: the storage the app serves documents from. Default the
   * app's default, `./data/documents`.
   */
  documentStorage?: DocumentStorage;
  /**
   * The instant the loans' history and the collection work are seeded at (each organization's
   * today follows from it); default the current time.
   */
  now?: Date;
}

/**
 * Seeds the demo organizations, users, collectors, customers, loans, approval requests, the
 * day's collection work and the prospects' risk profiles, once, on an empty database. Past the
 * platform and its owner, every row but the loans' is written by a demo user through the
 * area's service, so it passes the rules a request meets and has its audit rows; the loans'
 * history (demo-loans.ts) is generated in SQL by the rules.
 */
export function seedDemoData(database: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
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
    await seedLoans(seed, now);
    await seedApprovalRequests(seed, collectorIds);
    await seedCollections(seed, {
      now,
      documentStorage:
        options.documentStorage ?? createDiskDocumentStorage(join(resolve('./data'), 'documents')),
    });
    // Last: the customers it registers from approved prospects come after the loans' history.
    await seedRiskProfiles(seed, now);
    await seedEnhancedRiskProfiles(seed, now);
    // Six months of generated history for Acme (issue 14 "Demo data"), on customers of its own
    // (surnames no curated customer has), so the dashboard, BI and reports show half a year —
    // without promises and visits, which the collections screens list with the curated ones;
    // its snapshots before the last 120 days here, those the statement below writes.
    await generateOrganizationHistory(ownerConnection(database), {
      organizationId: organizationIds.acme,
      ...DEMO_GENERATED_HISTORY,
      fallbackUserId: ownerId,
      now,
      snapshotsUntilDaysAgo: DEMO_HISTORY_DAYS + 1,
      checkLedger: false,
      fieldWork: false,
    });
    // The portfolio snapshots of the loans' history (issue 14), so trends and roll rates show
    // real months on a fresh install; the start-of-day job writes each day from then on.
    await runSystem(ownerConnection(database), async (tx) => {
      await backfillRecentSnapshots(tx, { now, days: DEMO_HISTORY_DAYS });
      // And when each of its loans first passed 30 days late (the vintage curves).
      await markFirstLateThirty(
        tx,
        sql`select o.id, (${now.toISOString()}::timestamptz at time zone o.timezone)::date as today
          from organizations o`,
      );
    });
    return true;
  });
}
