import type { Database } from '../db/client.ts';
import { organizations, userProfiles, userRoles, users } from '../db/schema/index.ts';
import { runSystem, ownerConnection } from '../db/system.ts';
import { writeAudit } from '../modules/audit/write-audit.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DEMO_AGENT, DEMO_PASSWORD } from './demo-context.ts';
import type { DemoUser } from './demo-users.ts';

const SYSTEM_ACTOR = { userId: null, role: null, ipAddress: null, userAgent: DEMO_AGENT };

/**
 * The two things that exist before anyone can act: the platform organization and its owner.
 * Written as the system (there is no one yet to act as), with their audit rows; everything
 * after this is done by a demo user through the services.
 */
export async function bootstrapPlatform(
  database: Database,
  owner: DemoUser,
): Promise<{ platformId: string; ownerId: string }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return runSystem(ownerConnection(database), async (tx) => {
    const now = new Date();
    const [platform] = await tx
      .insert(organizations)
      .values({
        name: 'Lendline Platform',
        organization_type: 'platform',
        default_phone_country: 'IN',
        mfa_policy: 'optional',
      })
      .returning();
    await writeAudit(tx, {
      actor: SYSTEM_ACTOR,
      organizationId: platform!.id,
      action: 'create',
      entityType: 'organization',
      entityId: platform!.id,
      newValues: { name: platform!.name, organization_type: platform!.organization_type },
    });
    const [account] = await tx
      .insert(users)
      .values({ email: owner.email, password_hash: passwordHash })
      .returning({ id: users.id });
    const ownerId = account!.id;
    const profile = {
      first_name: owner.firstName,
      last_name: owner.lastName,
      phone: owner.phone,
      employee_id: owner.employeeId,
      organization_id: platform!.id,
      status: 'active' as const,
    };
    await tx.insert(userProfiles).values({ user_id: ownerId, ...profile, activated_at: now });
    await tx
      .insert(userRoles)
      .values({ user_id: ownerId, role: owner.role, organization_id: platform!.id });
    await writeAudit(tx, {
      actor: SYSTEM_ACTOR,
      organizationId: platform!.id,
      action: 'create',
      entityType: 'user',
      entityId: ownerId,
      newValues: { email: owner.email, ...profile, role: owner.role },
    });
    return { platformId: platform!.id, ownerId };
  });
}
