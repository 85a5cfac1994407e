import { InviteUserRequestSchema, UpdateUserRequestSchema, type Role } from '@lendline/core';
import { completeSetup } from '../modules/auth/complete-setup.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { generateTemporaryPassword } from '../modules/users/invitation-token.ts';
import { inviteUser } from '../modules/users/invite-user.ts';
import { updateUser } from '../modules/users/update-user.ts';
import { ownerConnection } from '../db/system.ts';
import {
  asDemoUser,
  DEMO_AGENT,
  DEMO_PASSWORD,
  type DemoOrganization,
  type DemoSeed,
} from './demo-context.ts';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organization: DemoOrganization;
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

/** Who invites each demo user: the owner invites the lenders' admins, who invite their staff. */
function inviterOf(user: DemoUser): string {
  if (user.role === 'organization_admin') return 'owner@lendline.test';
  return user.organization === 'beacon' ? 'admin@beacon.test' : 'admin@acme.test';
}

/**
 * Every demo user but the owner joins as a real user would: invited by their administrator
 * (the invitation e-mail goes to the outbox), then setting their password through the
 * invitation, then given their employee id. Administrators come first: they invite the rest.
 */
export async function seedUsers(seed: DemoSeed): Promise<void> {
  const invited = DEMO_USERS.filter((user) => user.role !== 'platform_super_admin');
  const ordered = [
    ...invited.filter((user) => user.role === 'organization_admin'),
    ...invited.filter((user) => user.role !== 'organization_admin'),
  ];
  for (const user of ordered) {
    const inviter = inviterOf(user);
    const [temporaryPasswordHash, passwordHash] = await Promise.all([
      hashPassword(generateTemporaryPassword()),
      hashPassword(DEMO_PASSWORD),
    ]);
    const invitation = await asDemoUser(seed, inviter, (ctx) =>
      inviteUser(ctx, {
        invite: InviteUserRequestSchema.parse({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          organization_id: seed.organizationIds[user.organization],
          role: user.role,
        }),
        temporaryPasswordHash,
        publicUrl: seed.publicUrl,
        invitationTtlHours: 72,
      }),
    );
    await completeSetup(ownerConnection(seed.database), {
      token: invitation.invitationToken,
      passwordHash,
      actor: { userId: null, role: null, ipAddress: null, userAgent: DEMO_AGENT },
      now: new Date(),
    });
    seed.userIds.set(user.email, invitation.user.user_id);
    await asDemoUser(seed, inviter, (ctx) =>
      updateUser(ctx, {
        userId: invitation.user.user_id,
        changes: UpdateUserRequestSchema.parse({ employee_id: user.employeeId }),
      }),
    );
  }
}
