import type { Language, Role } from '@lendline/core';
import type { Tx } from '../db/client.ts';
import type { DataScope } from '../db/scope.ts';
import type { Principal, SessionRecord } from '../modules/auth/auth.repository.ts';

/** The user a service acts for: who they are, their roles and their data scope. */
export interface AuthContext extends Principal {
  roles: Role[];
  scope: DataScope;
}

/** A request's user: the auth context of a signed-in session. */
/** `mfaEnrollmentRequired`: the user must enrol in MFA before anything else (issue 13). */
export type SessionAuthContext = AuthContext & SessionRecord & { mfaEnrollmentRequired: boolean };

/** Who did it, from where: the audit row's user, role, address and agent. */
export interface AuditActor {
  userId: string | null;
  role: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The emergency access grant the request acts under, when only a grant let it through. */
  emergencyGrantId?: string | null;
}

/**
 * What every service receives (docs/decisions/0016): the request's transaction, already bound
 * to the user's organization scope (row-level security role and settings set), the user, the
 * audit actor and the request's clock reading. A service's work, its audit rows and its
 * realtime notices commit or roll back together with `tx`.
 */
export interface RequestContext {
  readonly tx: Tx;
  readonly auth: AuthContext;
  readonly actor: AuditActor;
  readonly now: Date;
  /** The language the request is answered in (issue 9); English where no request asked. */
  readonly language?: Language;
}

/** The organizations a context reaches; null means every organization (platform owner). */
export function organizationScopeOf(ctx: Pick<RequestContext, 'auth'>): readonly string[] | null {
  return ctx.auth.scope.allOrganizations ? null : ctx.auth.scope.organizationIds;
}

/** Whether an organization is inside the context's scope. */
export function reaches(ctx: Pick<RequestContext, 'auth'>, organizationId: string): boolean {
  const scope = organizationScopeOf(ctx);
  return scope === null || scope.includes(organizationId);
}
