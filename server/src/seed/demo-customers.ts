import {
  CreateCustomerRequestSchema,
  UpdateCustomerRequestSchema,
  type CustomerRiskLevel,
  type CustomerStatus,
} from '@lendline/core';
import { customerCategories } from '../db/schema/index.ts';
import { writeAudit } from '../modules/audit/write-audit.ts';
import { createCustomer } from '../modules/customers/create-customer.ts';
import { updateCustomer } from '../modules/customers/update-customer.ts';
import { asDemoUser, type DemoLender, type DemoSeed } from './demo-context.ts';

// About 60 customers per lending organization, deterministic.

/** A seeded pseudo-random generator (mulberry32): the same demo data on every fresh database. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const DEMO_CUSTOMER_CATEGORIES = [
  'Dairy',
  'Kirana Store',
  'Mobile Repair',
  'Tailoring',
  'Tea Stall',
  'Vegetable Vendor',
] as const;

/** Business kinds: category, business_type and a name pattern ({name} = the owner's first name). */
const DEMO_BUSINESSES: readonly {
  category: (typeof DEMO_CUSTOMER_CATEGORIES)[number];
  type: 'retail' | 'manufacturing' | 'services' | 'agriculture';
  names: readonly string[];
}[] = [
  {
    category: 'Kirana Store',
    type: 'retail',
    names: ['{name} Kirana Store', 'Shree {name} General Stores', '{name} Provision Mart'],
  },
  {
    category: 'Tailoring',
    type: 'manufacturing',
    names: ['{name} Tailors', '{name} Ladies Tailoring', 'New {name} Stitching Centre'],
  },
  {
    category: 'Vegetable Vendor',
    type: 'retail',
    names: ['{name} Vegetable Cart', 'Fresh Sabzi by {name}', '{name} Fruits & Vegetables'],
  },
  {
    category: 'Dairy',
    type: 'agriculture',
    names: ['{name} Dairy', 'Gokul Milk Centre ({name})', '{name} Dairy Farm'],
  },
  {
    category: 'Tea Stall',
    type: 'services',
    names: ['{name} Chai Stall', '{name} Tea Point', 'Chai Corner by {name}'],
  },
  {
    category: 'Mobile Repair',
    type: 'services',
    names: ['{name} Mobile Repair', '{name} Mobile Point'],
  },
];

const DEMO_FIRST_NAMES = [
  'Aarti',
  'Abdul',
  'Anil',
  'Anita',
  'Asha',
  'Deepak',
  'Fatima',
  'Ganesh',
  'Geeta',
  'Harish',
  'Imran',
  'Jyoti',
  'Kavita',
  'Lakshmi',
  'Mahesh',
  'Manju',
  'Meena',
  'Mohan',
  'Nasreen',
  'Pooja',
  'Prakash',
  'Rajesh',
  'Ramesh',
  'Rekha',
  'Salim',
  'Santosh',
  'Savita',
  'Shabana',
  'Sunil',
  'Sunita',
  'Suresh',
  'Usha',
  'Vijay',
  'Yusuf',
] as const;
const DEMO_LAST_NAMES = [
  'Ansari',
  'Chauhan',
  'Das',
  'Gupta',
  'Iyer',
  'Jadhav',
  'Khan',
  'Kumar',
  'Mishra',
  'Naidu',
  'Patel',
  'Pawar',
  'Reddy',
  'Sharma',
  'Shaikh',
  'Singh',
  'Verma',
  'Yadav',
] as const;

/** Each lending organization's city: localities and a centre to scatter coordinates around. */
const DEMO_CUSTOMER_CITIES = {
  acme: {
    city: 'Mumbai',
    state: 'Maharashtra',
    center: [19.076, 72.8777],
    localities: ['Dharavi', 'Kurla West', 'Andheri East', 'Govandi', 'Malad West', 'Ghatkopar'],
  },
  acmeNorth: {
    city: 'Delhi',
    state: 'Delhi',
    center: [28.6139, 77.209],
    localities: ['Seelampur', 'Jahangirpuri', 'Sangam Vihar', 'Karol Bagh', 'Shahdara', 'Narela'],
  },
  beacon: {
    city: 'Bengaluru',
    state: 'Karnataka',
    center: [12.9716, 77.5946],
    localities: ['Shivajinagar', 'KR Puram', 'Yeshwanthpur', 'Jayanagar', 'Peenya', 'Hebbal'],
  },
} as const;

/** The officer who registers each organization's demo customers. */
const DEMO_CUSTOMER_CREATORS = {
  acme: 'officer@acme.test',
  acmeNorth: 'branch.manager@acme.test',
  beacon: 'officer@beacon.test',
} as const;

const DEMO_CUSTOMERS_PER_ORGANIZATION = 60;
/** Indian mobile number prefixes (first two digits of the ten). */
const DEMO_MOBILE_PREFIXES = ['98', '99', '97', '96', '94', '93', '90', '88', '87', '81', '70'];

/** Who assesses each organization's customers (risk level, status) after registration. */
const DEMO_CUSTOMER_ASSESSORS = {
  acme: 'manager@acme.test',
  acmeNorth: 'branch.manager@acme.test',
  beacon: 'admin@beacon.test',
} as const;

const HOUR_MS = 3_600_000;

interface DemoCustomer {
  createdAt: Date;
  body: ReturnType<typeof CreateCustomerRequestSchema.parse>;
  /** The assessment after registration: kept at the defaults (medium, active) when null. */
  riskLevel: CustomerRiskLevel;
  status: CustomerStatus;
}

/** One organization's customers, drawn from its own seeded generator. */
function drawCustomers(
  lender: DemoLender,
  index: number,
  categoryId: ReadonlyMap<string, string>,
  now: number,
): DemoCustomer[] {
  const random = seededRandom(4000 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const place = DEMO_CUSTOMER_CITIES[lender];
  return Array.from({ length: DEMO_CUSTOMERS_PER_ORGANIZATION }, (_, position) => {
    const firstName = pick(DEMO_FIRST_NAMES);
    const lastName = pick(DEMO_LAST_NAMES);
    const business = random() < 0.8 ? pick(DEMO_BUSINESSES) : null;
    const locality = pick(place.localities);
    const jitter = () => (random() - 0.5) * 0.12;
    const latitude = place.center[0] + jitter();
    const longitude = place.center[1] + jitter();
    const statusDraw = random();
    const riskDraw = random();
    const phone = `+91${pick(DEMO_MOBILE_PREFIXES)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    const houseNumber = 1 + Math.floor(random() * 250);
    const email =
      random() < 0.6
        ? `${firstName}.${lastName}${position}@${pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`.toLowerCase()
        : undefined;
    const businessName = business ? pick(business.names).replace('{name}', firstName) : undefined;
    const shop = business ? 1 + Math.floor(random() * 40) : 0;
    const businessJitter = business ? [jitter() / 10, jitter() / 10] : [0, 0];
    return {
      createdAt: new Date(now - (DEMO_CUSTOMERS_PER_ORGANIZATION - position) * 36 * HOUR_MS),
      body: CreateCustomerRequestSchema.parse({
        first_name: firstName,
        last_name: lastName,
        phone,
        email,
        business_name: businessName,
        business_type: business?.type,
        category_id: business ? categoryId.get(business.category) : undefined,
        residential_address: `${houseNumber}, ${locality}, ${place.city}, ${place.state}, India`,
        residential_latitude: Number(latitude.toFixed(6)),
        residential_longitude: Number(longitude.toFixed(6)),
        ...(business && {
          business_address: `Shop ${shop}, Main Market, ${locality}, ${place.city}, ${place.state}, India`,
          business_latitude: Number((latitude + businessJitter[0]!).toFixed(6)),
          business_longitude: Number((longitude + businessJitter[1]!).toFixed(6)),
        }),
      }),
      riskLevel: riskDraw < 0.4 ? 'low' : riskDraw < 0.82 ? 'medium' : 'high',
      status: statusDraw < 0.8 ? 'active' : statusDraw < 0.93 ? 'inactive' : 'archived',
    };
  });
}

/**
 * Each lender's categories and customers: the officer registers every customer (backdated
 * over the last three months, so lists and trends have history), then the manager assesses
 * the risk and status of those that are not at the defaults — each step through its service,
 * with its audit row.
 */
export async function seedCustomers(seed: DemoSeed): Promise<void> {
  const now = Date.now();
  const lenders = Object.keys(DEMO_CUSTOMER_CITIES) as DemoLender[];
  for (const [index, lender] of lenders.entries()) {
    const organizationId = seed.organizationIds[lender];
    const creator = DEMO_CUSTOMER_CREATORS[lender];
    const registered = await asDemoUser(seed, creator, async (ctx) => {
      // Categories have no screen of their own yet: written in the creator's scope, audited.
      const categories = await ctx.tx
        .insert(customerCategories)
        .values(DEMO_CUSTOMER_CATEGORIES.map((name) => ({ organization_id: organizationId, name })))
        .returning();
      for (const category of categories) {
        await writeAudit(ctx.tx, {
          actor: ctx.actor,
          organizationId,
          action: 'create',
          entityType: 'customer_category',
          entityId: category.id,
          newValues: { name: category.name },
        });
      }
      const categoryId = new Map(categories.map((category) => [category.name, category.id]));
      const customers = drawCustomers(lender, index, categoryId, now);
      const created = [];
      for (const customer of customers) {
        const body = { ...customer.body, organization_id: organizationId };
        const row = await createCustomer({ ...ctx, now: customer.createdAt }, body);
        created.push({ ...customer, id: row.id });
      }
      return created;
    });
    await asDemoUser(seed, DEMO_CUSTOMER_ASSESSORS[lender], async (ctx) => {
      for (const customer of registered) {
        if (customer.riskLevel === 'medium' && customer.status === 'active') continue;
        await updateCustomer(
          { ...ctx, now: new Date(customer.createdAt.getTime() + 2 * HOUR_MS) },
          {
            id: customer.id,
            body: UpdateCustomerRequestSchema.parse({
              ...(customer.riskLevel !== 'medium' && { risk_level: customer.riskLevel }),
              ...(customer.status !== 'active' && { status: customer.status }),
            }),
          },
        );
      }
    });
  }
}
