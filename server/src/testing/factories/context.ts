import type { RequestContext } from '../../context/request-context.ts';
import type { Database } from '../../db/client.ts';
import { runScoped } from '../../db/scope.ts';
import { ownerConnection } from '../../db/system.ts';
import { startSession } from '../../modules/auth/auth.service.ts';
import { toAuthContext } from '../../plugins/auth.ts';
import { userIdByEmail } from '../demo-lookups.ts';

const TEST_ACTOR = { ipAddress: '127.0.0.1', userAgent: 'lendline-test-factory' };

/**
 * Runs `work` as a signed-in user would: a real session for the user, and the same request
 * context (scoped transaction, roles, audit actor) a route would hand a service.
 */
export async function asUser<T>(
  database: Database,
  email: string,
  work: (ctx: RequestContext) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const owner = ownerConnection(database);
  const userId = await userIdByEmail(database, email);
  const { record } = await startSession(owner, {
    userId,
    actor: { userId, role: null, ...TEST_ACTOR },
    now,
    policy: { idleMinutes: 60, absoluteHours: 12 },
  });
  const auth = toAuthContext(record);
  const actor = { userId, role: auth.roles[0] ?? null, ...TEST_ACTOR };
  return runScoped(owner, auth.scope, (tx) => work({ tx, auth, actor, now }));
}

let sequence = 0;
/** A number no other factory call in this process has used: unique names and phones. */
export function nextTestNumber(): number {
  sequence += 1;
  return sequence;
}
