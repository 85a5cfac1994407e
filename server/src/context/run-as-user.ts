import { USER_MESSAGES } from '@lendline/core';
import type { Database } from '../db/client.ts';
import { runScoped } from '../db/scope.ts';
import { ownerConnection } from '../db/system.ts';
import { AppError } from '../errors.ts';
import { findPrincipal } from '../modules/auth/auth.repository.ts';
import { toAuthContext } from '../plugins/auth.ts';
import type { RequestContext } from './request-context.ts';

export interface RunAsUserOptions {
  userId: string;
  /** Recorded on the audit rows as the user agent: what acted ('Demo data', a job's name). */
  agent: string;
  /** The context's clock reading; defaults to the current time. */
  now?: Date;
}

/**
 * Runs `work` in a user's name outside a request (the demo seed, scheduled jobs, test
 * factories): the same request context a route hands a service — one transaction bound to the
 * user's organization scope, their roles, an audit actor — without a session. It can act as
 * anyone, so the lint rule that guards the owner connection guards this module too.
 */
export async function runAsUser<T>(
  database: Database,
  options: RunAsUserOptions,
  work: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const owner = ownerConnection(database);
  const principal = await findPrincipal(owner, options.userId);
  if (!principal) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  const auth = toAuthContext(principal);
  const actor = {
    userId: principal.user.id,
    role: auth.roles[0] ?? null,
    ipAddress: null,
    userAgent: options.agent,
  };
  const now = options.now ?? new Date();
  return runScoped(owner, auth.scope, (tx) => work({ tx, auth, actor, now }));
}
