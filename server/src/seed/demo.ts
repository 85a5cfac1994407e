import type { Role } from '@lendline/core';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runSystem } from '../db/scope.ts';
import { organizations, userProfiles, userRoles, users } from '../db/schema/index.ts';
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

/** Seeds the demo organizations and users, once, on an empty database. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(organizations);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await runSystem(db, async (tx) => {
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
  });
  return true;
}
