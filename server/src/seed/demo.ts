import type { ApprovalRequestType, Role } from '@lendline/core';
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { runScoped } from '../db/scope.ts';
import { runSystem } from '../db/system.ts';
import {
  customerCategories,
  customers,
  debtCollectors,
  organizations,
  userProfiles,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { createApprovalRequest } from '../modules/approvals/create-approval-request.ts';
import { scopeOfUser } from '../modules/approvals/scope-of-user.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_PASSWORD = 'Demo1234!';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization: 'platform' | 'acme' | 'acmeNorth' | 'beacon';
  employeeId: string;
  phone: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@lendline.test',
    firstName: 'Priya',
    lastName: 'Raman',
    role: 'platform_super_admin',
    organization: 'platform',
    employeeId: 'LL-001',
    phone: '+919820000001',
  },
  {
    email: 'admin@acme.test',
    firstName: 'Arjun',
    lastName: 'Mehta',
    role: 'organization_admin',
    organization: 'acme',
    employeeId: 'AC-001',
    phone: '+919820000101',
  },
  {
    email: 'partner@acme.test',
    firstName: 'Kavya',
    lastName: 'Iyer',
    role: 'partner_admin',
    organization: 'acme',
    employeeId: 'AC-002',
    phone: '+919820000102',
  },
  {
    email: 'manager@acme.test',
    firstName: 'Rohan',
    lastName: 'Desai',
    role: 'manager',
    organization: 'acme',
    employeeId: 'AC-003',
    phone: '+919820000103',
  },
  {
    email: 'officer@acme.test',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    role: 'loan_officer',
    organization: 'acme',
    employeeId: 'AC-004',
    phone: '+919820000104',
  },
  {
    email: 'agent@acme.test',
    firstName: 'Vikram',
    lastName: 'Singh',
    role: 'collection_agent',
    organization: 'acme',
    employeeId: 'AC-005',
    phone: '+919820000105',
  },
  {
    email: 'field@acme.test',
    firstName: 'Anil',
    lastName: 'Yadav',
    role: 'field_agent',
    organization: 'acme',
    employeeId: 'AC-006',
    phone: '+919820000106',
  },
  {
    email: 'compliance@acme.test',
    firstName: 'Meera',
    lastName: 'Nair',
    role: 'compliance_officer',
    organization: 'acme',
    employeeId: 'AC-007',
    phone: '+919820000107',
  },
  {
    email: 'auditor@acme.test',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    role: 'auditor',
    organization: 'acme',
    employeeId: 'AC-008',
    phone: '+919820000108',
  },
  {
    email: 'branch.manager@acme.test',
    firstName: 'Deepa',
    lastName: 'Joshi',
    role: 'manager',
    organization: 'acmeNorth',
    employeeId: 'AN-001',
    phone: '+919820000201',
  },
  {
    email: 'admin@beacon.test',
    firstName: 'Suresh',
    lastName: 'Pillai',
    role: 'organization_admin',
    organization: 'beacon',
    employeeId: 'BL-001',
    phone: '+919820000301',
  },
  {
    email: 'officer@beacon.test',
    firstName: 'Lakshmi',
    lastName: 'Reddy',
    role: 'loan_officer',
    organization: 'beacon',
    employeeId: 'BL-002',
    phone: '+919820000302',
  },
];

type DemoOrganization = DemoUser['organization'];

interface DemoCollector {
  name: string;
  phone: string;
  territory: string;
  /** Blocked by the organization's admin for this reason. */
  blockedReason?: string;
}

/** Field collectors of each lending organization; one of each is blocked. */
export const DEMO_COLLECTORS: Record<Exclude<DemoOrganization, 'platform'>, DemoCollector[]> = {
  acme: [
    { name: 'Ravi Kumar', phone: '+919821100101', territory: 'Andheri East' },
    { name: 'Sunita Patil', phone: '+919821100102', territory: 'Dadar West' },
    { name: 'Mahesh Gaikwad', phone: '+919821100103', territory: 'Kurla' },
    { name: 'Pooja Shinde', phone: '+919821100104', territory: 'Borivali West' },
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

interface DemoApprovalRequest {
  requester: string;
  requestType: ApprovalRequestType;
  organization: DemoOrganization;
  /** A collector's name, or null when the organization itself is the entity. */
  collector: string | null;
  requestData: Record<string, unknown>;
  notes: string;
}

/** Pending requests, each created as its requester would, so routing picks the approver. */
const DEMO_APPROVAL_REQUESTS: readonly DemoApprovalRequest[] = [
  {
    // A manager may not block a collector: routed to admin@acme.test.
    requester: 'manager@acme.test',
    requestType: 'collector_block',
    organization: 'acme',
    collector: 'Mahesh Gaikwad',
    requestData: {
      collector_name: 'Mahesh Gaikwad',
      organization_name: 'Acme Microfinance',
      reason: 'Repeated missed collection visits in Kurla',
    },
    notes: 'Three customers reported no visit this week.',
  },
  {
    // The branch has no admin of its own: routed to its parent's, admin@acme.test.
    requester: 'branch.manager@acme.test',
    requestType: 'collector_unblock',
    organization: 'acmeNorth',
    collector: 'Asif Shaikh',
    requestData: {
      collector_name: 'Asif Shaikh',
      organization_name: 'Acme North Branch',
      reason: 'Complaints resolved after review',
    },
    notes: 'Review closed; please reinstate.',
  },
  {
    // An organization admin's block of an organization: routed to owner@lendline.test.
    requester: 'admin@acme.test',
    requestType: 'organization_block',
    organization: 'acmeNorth',
    collector: null,
    requestData: {
      organization_name: 'Acme North Branch',
      reason: 'Branch audit pending',
    },
    notes: 'Pause operations until the branch audit is complete.',
  },
];

/** Seeds the demo organizations and users, once, on an empty database. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(organizations);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const seeded = await runSystem(db, async (tx) => {
    const insertOrganization = async (values: typeof organizations.$inferInsert) => {
      const [row] = await tx
        .insert(organizations)
        // The demo lenders work in India: their phone inputs start on +91.
        .values({ default_phone_country: 'IN', ...values })
        .returning({ id: organizations.id });
      return row!.id;
    };
    const platform = await insertOrganization({
      name: 'Lendline Platform',
      organization_type: 'platform',
    });
    const acme = await insertOrganization({
      name: 'Acme Microfinance',
      organization_type: 'microfinance',
    });
    const acmeNorth = await insertOrganization({
      name: 'Acme North Branch',
      organization_type: 'branch',
      parent_organization_id: acme,
    });
    const beacon = await insertOrganization({
      name: 'Beacon Lending',
      organization_type: 'microfinance',
    });
    const organizationIds = { platform, acme, acmeNorth, beacon };

    const insertedUsers = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          email: user.email,
          password_hash: passwordHashes[index]!,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(insertedUsers.map((user) => [user.email, user.id]));
    const activatedAt = new Date();
    await tx.insert(userProfiles).values(
      DEMO_USERS.map((user) => ({
        user_id: idByEmail.get(user.email)!,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        employee_id: user.employeeId,
        organization_id: organizationIds[user.organization],
        status: 'active',
        activated_at: activatedAt,
      })),
    );
    await tx.insert(userRoles).values(
      DEMO_USERS.map((user) => ({
        user_id: idByEmail.get(user.email)!,
        role: user.role,
        organization_id: organizationIds[user.organization],
      })),
    );

    const blockedAt = new Date();
    const collectorRows = Object.entries(DEMO_COLLECTORS).flatMap(([organization, collectors]) =>
      collectors.map((collector) => ({
        organization_id: organizationIds[organization as DemoOrganization],
        name: collector.name,
        phone: collector.phone,
        email: `${collector.name.toLowerCase().replace(/\s+/g, '.')}@collectors.test`,
        territory: collector.territory,
        ...(collector.blockedReason && {
          is_active: false,
          is_blocked: true,
          blocked_reason: collector.blockedReason,
          blocked_at: blockedAt,
          blocked_by: idByEmail.get(
            organization === 'beacon' ? 'admin@beacon.test' : 'admin@acme.test',
          ),
        }),
      })),
    );
    const insertedCollectors = await tx
      .insert(debtCollectors)
      .values(collectorRows)
      .returning({ id: debtCollectors.id, name: debtCollectors.name });
    await seedDemoCustomers(tx, organizationIds, idByEmail);
    return {
      organizationIds,
      idByEmail,
      collectorIdByName: new Map(insertedCollectors.map((row) => [row.name, row.id])),
    };
  });

  // Each request in its requester's scope, as the service would create it.
  for (const demo of DEMO_APPROVAL_REQUESTS) {
    const userId = seeded.idByEmail.get(demo.requester)!;
    const organizationId = seeded.organizationIds[demo.organization];
    const scope = await scopeOfUser(db, userId);
    await runScoped(db, scope, (tx) =>
      createApprovalRequest(
        {
          tx,
          actor: {
            userId,
            role: DEMO_USERS.find((user) => user.email === demo.requester)!.role,
            ipAddress: null,
            userAgent: 'Demo data',
          },
          now: new Date(),
        },
        {
          requestType: demo.requestType,
          organizationId,
          entityId: demo.collector ? seeded.collectorIdByName.get(demo.collector)! : organizationId,
          requestData: demo.requestData,
          notes: demo.notes,
        },
      ),
    );
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Demo customers (issue 4): about 60 per lending organization, deterministic.

/** A seeded pseudo-random generator (mulberry32): the same demo data on every fresh database. */
function seededRandom(seed: number): () => number {
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

/** Categories and customers for each lending organization. */
async function seedDemoCustomers(
  tx: Tx,
  organizationIds: Record<DemoOrganization, string>,
  idByEmail: ReadonlyMap<string, string>,
): Promise<void> {
  const now = Date.now();
  const organizationKeys = Object.keys(
    DEMO_CUSTOMER_CITIES,
  ) as (keyof typeof DEMO_CUSTOMER_CITIES)[];
  for (const [orgIndex, key] of organizationKeys.entries()) {
    const random = seededRandom(4000 + orgIndex);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const organizationId = organizationIds[key];
    const place = DEMO_CUSTOMER_CITIES[key];
    const categories = await tx
      .insert(customerCategories)
      .values(DEMO_CUSTOMER_CATEGORIES.map((name) => ({ organization_id: organizationId, name })))
      .returning({ id: customerCategories.id, name: customerCategories.name });
    const categoryId = new Map(categories.map((category) => [category.name, category.id]));
    const rows = Array.from({ length: DEMO_CUSTOMERS_PER_ORGANIZATION }, (_, index) => {
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
      const createdAt = new Date(now - (DEMO_CUSTOMERS_PER_ORGANIZATION - index) * 36 * 3_600_000);
      return {
        organization_id: organizationId,
        customer_id: sql`'CUST' || nextval('customer_number_seq')`,
        first_name: firstName,
        last_name: lastName,
        phone,
        email:
          random() < 0.6
            ? `${firstName}.${lastName}${index}@${pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`.toLowerCase()
            : null,
        business_name: business ? pick(business.names).replace('{name}', firstName) : null,
        business_type: business?.type ?? null,
        category_id: business ? categoryId.get(business.category)! : null,
        risk_level:
          riskDraw < 0.4
            ? ('low' as const)
            : riskDraw < 0.82
              ? ('medium' as const)
              : ('high' as const),
        status:
          statusDraw < 0.8
            ? ('active' as const)
            : statusDraw < 0.93
              ? ('inactive' as const)
              : ('archived' as const),
        residential_address: `${houseNumber}, ${locality}, ${place.city}, ${place.state}, India`,
        business_address: business
          ? `Shop ${1 + Math.floor(random() * 40)}, Main Market, ${locality}, ${place.city}, ${place.state}, India`
          : null,
        residential_latitude: latitude.toFixed(6),
        residential_longitude: longitude.toFixed(6),
        business_latitude: business ? (latitude + jitter() / 10).toFixed(6) : null,
        business_longitude: business ? (longitude + jitter() / 10).toFixed(6) : null,
        created_by: idByEmail.get(DEMO_CUSTOMER_CREATORS[key])!,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    await tx.insert(customers).values(rows);
  }
}
