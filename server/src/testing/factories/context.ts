import type { RequestContext } from '../../context/request-context.ts';
import { runAsUser } from '../../context/run-as-user.ts';
import type { Database } from '../../db/client.ts';
import { userIdByEmail } from '../demo-lookups.ts';

/**
 * Runs `work` as a signed-in user would: the same request context (scoped transaction, roles,
 * audit actor) a route would hand a service.
 */
export async function asUser<T>(
  database: Database,
  email: string,
  work: (ctx: RequestContext) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const userId = await userIdByEmail(database, email);
  return runAsUser(database, { userId, agent: 'lendline-test-factory', now }, work);
}

let sequence = 0;
/** A number no other factory call in this process has used: unique names and phones. */
export function nextTestNumber(): number {
  sequence += 1;
  return sequence;
}
