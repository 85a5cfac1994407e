import type { RequestContext } from '../context/request-context.ts';
import { runAsUser } from '../context/run-as-user.ts';
import type { Database } from '../db/client.ts';

export const DEMO_PASSWORD = 'Demo1234!';
/** The audit rows' user agent for everything the seed does. */
export const DEMO_AGENT = 'Demo data';

/** The demo tenants: the platform, two lenders, and a branch of one of them. */
export type DemoOrganization = 'platform' | 'acme' | 'acmeNorth' | 'beacon';
/** The lenders: every demo organization but the platform. */
export type DemoLender = Exclude<DemoOrganization, 'platform'>;

/** What the seed has created so far, for the steps after it. */
export interface DemoSeed {
  database: Database;
  organizationIds: Record<DemoOrganization, string>;
  /** Demo users' ids by e-mail. */
  userIds: Map<string, string>;
  /** Where Lendline is reached, for the links in the invitation e-mails. */
  publicUrl: string;
}

/**
 * Runs a step as a demo user, through the same request context a route would hand the service,
 * so the seeded rows pass every rule a request meets and carry their audit rows.
 */
export function asDemoUser<T>(
  seed: Pick<DemoSeed, 'database' | 'userIds'>,
  email: string,
  work: (ctx: RequestContext) => Promise<T>,
  now?: Date,
): Promise<T> {
  const userId = seed.userIds.get(email);
  if (!userId) throw new Error(`The demo seed has no user ${email} yet`);
  return runAsUser(seed.database, { userId, agent: DEMO_AGENT, now }, work);
}
