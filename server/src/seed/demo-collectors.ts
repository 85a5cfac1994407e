import { CreateCollectorRequestSchema } from '@lendline/core';
import { changeCollectorBlock } from '../modules/collectors/change-collector-block.ts';
import { createCollector } from '../modules/collectors/create-collector.ts';
import { asDemoUser, type DemoLender, type DemoSeed } from './demo-context.ts';

interface DemoCollector {
  name: string;
  phone: string;
  territory: string;
  /** Blocked by the organization's admin for this reason. */
  blockedReason?: string;
  /** The demo user who works as this collector (issue 11: 'Mine', cash in hand). */
  user?: string;
}

/** Field collectors of each lending organization; one of each is blocked. */
export const DEMO_COLLECTORS: Record<DemoLender, DemoCollector[]> = {
  acme: [
    { name: 'Ravi Kumar', phone: '+919821100101', territory: 'Andheri East' },
    { name: 'Sunita Patil', phone: '+919821100102', territory: 'Dadar West' },
    { name: 'Mahesh Gaikwad', phone: '+919821100103', territory: 'Kurla' },
    { name: 'Pooja Shinde', phone: '+919821100104', territory: 'Borivali West' },
    {
      name: 'Vikram Singh',
      phone: '+919820000105',
      territory: 'Andheri West',
      user: 'agent@acme.test',
    },
    {
      name: 'Anil Yadav',
      phone: '+919820000106',
      territory: 'Bandra East',
      user: 'field@acme.test',
    },
    {
      name: 'Nitin Pawar',
      phone: '+919821100105',
      territory: 'Ghatkopar',
      blockedReason: 'Cash deposits not reconciled for two weeks',
    },
  ],
  acmeNorth: [
    { name: 'Harpreet Gill', phone: '+919821100201', territory: 'Thane West' },
    { name: 'Ramesh Chavan', phone: '+919821100202', territory: 'Kalyan' },
    {
      name: 'Asif Shaikh',
      phone: '+919821100203',
      territory: 'Dombivli East',
      blockedReason: 'Customer complaints under review',
    },
  ],
  beacon: [
    { name: 'Prakash Jadhav', phone: '+919821100301', territory: 'Pune Camp' },
    { name: 'Swati Deshmukh', phone: '+919821100302', territory: 'Kothrud' },
    { name: 'Ganesh More', phone: '+919821100303', territory: 'Hadapsar' },
    {
      name: 'Manoj Kale',
      phone: '+919821100304',
      territory: 'Hinjewadi',
      blockedReason: 'Device lost; access suspended',
    },
  ],
};

/** Acme's admin manages the collectors of Acme and its branch; Beacon's admin its own. */
const adminOf = (lender: DemoLender) =>
  lender === 'beacon' ? 'admin@beacon.test' : 'admin@acme.test';

/**
 * Each lender's collectors, created and (one of each) blocked by its administrator through the
 * services. Answers the collectors' ids by name, for the approval requests that name them.
 */
export async function seedCollectors(seed: DemoSeed): Promise<Map<string, string>> {
  const idByName = new Map<string, string>();
  for (const [lender, collectors] of Object.entries(DEMO_COLLECTORS) as [
    DemoLender,
    DemoCollector[],
  ][]) {
    await asDemoUser(seed, adminOf(lender), async (ctx) => {
      for (const demo of collectors) {
        const collector = await createCollector(
          ctx,
          CreateCollectorRequestSchema.parse({
            name: demo.name,
            phone: demo.phone,
            email: `${demo.name.toLowerCase().replace(/\s+/g, '.')}@collectors.test`,
            territory: demo.territory,
            user_id: demo.user ? seed.userIds.get(demo.user) : undefined,
            organization_id: seed.organizationIds[lender],
          }),
        );
        idByName.set(demo.name, collector.id);
        if (demo.blockedReason) {
          await changeCollectorBlock(ctx, {
            collectorId: collector.id,
            block: true,
            reason: demo.blockedReason,
          });
        }
      }
    });
  }
  return idByName;
}
