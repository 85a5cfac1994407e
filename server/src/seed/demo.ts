import type { ApprovalRequestType, Role } from '@lendline/core';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runScoped, runSystem } from '../db/scope.ts';
import {
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
        .values(values)
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
      createApprovalRequest(tx, {
        requestType: demo.requestType,
        organizationId,
        entityId: demo.collector ? seeded.collectorIdByName.get(demo.collector)! : organizationId,
        requestData: demo.requestData,
        notes: demo.notes,
        actor: {
          userId,
          role: DEMO_USERS.find((user) => user.email === demo.requester)!.role,
          ipAddress: null,
          userAgent: 'Demo data',
        },
        now: new Date(),
      }),
    );
  }
  return true;
}
