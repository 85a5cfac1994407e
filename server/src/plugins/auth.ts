import {
  MESSAGES,
  MFA_MESSAGES,
  grantNeededFor,
  holdsEffectivePermission,
  type Action,
  type HeldEmergencyGrant,
  type PermissionHolder,
  type Resource,
  type Role,
} from '@lendline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { effectivePermissionsOf } from '../context/effective-permissions.ts';
import type { AuthContext, SessionAuthContext } from '../context/request-context.ts';
import type { RouteRateLimit } from '../modules/security/route-rate-limit.ts';
import { ownerConnection } from '../db/system.ts';
import { withDatabaseTimer } from '../db/timing.ts';
import { AppError } from '../errors.ts';
import type { Principal } from '../modules/auth/auth.repository.ts';
import {
  mfaEnrollmentRequired,
  resolveSession,
  sessionStillStands,
  type SessionPolicy,
} from '../modules/auth/auth.service.ts';
import { AUTH_CHANGES_CHANNEL, SessionCache } from '../modules/auth/session-cache.ts';
import { hashSessionToken, SESSION_COOKIE } from '../modules/auth/session-token.ts';

/**
 * Every API route declares who may call it, and the check runs before validation and the
 * handler: 'public', 'authenticated', or a matrix permission. A route without a declaration
 * fails at start-up, so a new route cannot forget its guard.
 */
export interface PermissionRule {
  resource: Resource;
  action: Action;
}
/**
 * A route's guard: public, any signed-in user, or a permission — with `orElse`, a second
 * permission that also lets the caller in, the service then limiting what it may do (an
 * organization admin edits the lending settings of PATCH /organizations/:id with
 * settings:update, not the rest of the organization).
 */
export type RouteAccess = 'public' | 'authenticated' | PermissionGuard;

/**
 * `roles`, when given, narrows the permission to the roles the spec names for a screen where no
 * permission of the matrix names exactly them (the customer's Risk Profile tab: loan_officer,
 * manager, organization_admin — partner_admin holds every permission a loan officer holds).
 */
export type PermissionGuard = PermissionRule & {
  orElse?: PermissionRule;
  roles?: readonly Role[];
};

/**
 * Whether a holder passes a permission guard: its roles' permissions plus those its emergency
 * grants add (a grant adds permissions, never roles: `access.roles` still asks for a role).
 */
export function passesAccess(holder: PermissionHolder, access: PermissionGuard): boolean {
  const permitted =
    holdsEffectivePermission(holder, access.resource, access.action) ||
    (access.orElse !== undefined &&
      holdsEffectivePermission(holder, access.orElse.resource, access.orElse.action));
  const { roles } = holder;
  return (
    permitted && (access.roles === undefined || roles.some((role) => access.roles!.includes(role)))
  );
}

/** The grant a request passes a guard with when its roles alone would not let it in. */
function grantUsedFor(
  auth: AuthContext,
  access: PermissionGuard,
  now: Date,
): HeldEmergencyGrant | null {
  if (passesAccess({ roles: auth.roles }, access)) return null;
  const options = { roles: auth.roles, grants: auth.emergencyGrants, now };
  return (
    grantNeededFor(options, access.resource, access.action) ??
    (access.orElse ? grantNeededFor(options, access.orElse.resource, access.orElse.action) : null)
  );
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** What the route declares about the per-user request limits (docs/decisions/0068). */
  rateLimit?: RouteRateLimit;
  hasBody: boolean;
  /** The body and query string schemas as declared (zod): the generated suites read their fields. */
  schema: { body?: unknown; querystring?: unknown };
}

export type { AuthContext, SessionAuthContext };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * Whether a user who must enrol in MFA and has not may call the route: only the session,
     * MFA enrolment and sign-out say so (issue 13). Every other route answers them 403.
     */
    duringMfaEnrollment?: boolean;
  }
  interface FastifyRequest {
    auth: SessionAuthContext | null;
    /** The emergency access grant that let the request through its guard, if only a grant did. */
    emergencyGrant: HeldEmergencyGrant | null;
  }
  interface FastifyInstance {
    clock: () => Date;
    sessionPolicy: SessionPolicy;
    /** Sessions resolved a moment ago (docs/decisions/0042). */
    sessionCache: SessionCache;
    /** Every API route with its access rule: the generated isolation and input suites read it. */
    apiRoutes: ApiRoute[];
    /** Resolves the request's session cookie into `request.auth`, or throws 401. */
    authenticate(request: FastifyRequest): Promise<SessionAuthContext>;
  }
}

/** A principal with the data scope its roles give it. */
export function toAuthContext<P extends Principal>(record: P): P & AuthContext {
  return {
    ...record,
    scope: {
      userId: record.user.id,
      organizationIds: record.organizationIds,
      allOrganizations: record.roles.includes('platform_super_admin'),
    },
  };
}

export function requireAuth(request: FastifyRequest): SessionAuthContext {
  if (!request.auth) throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  return request.auth;
}

export default fp(
  async function authPlugin(
    app: FastifyInstance,
    options: { sessionPolicy: SessionPolicy; clock?: () => Date },
  ) {
    app.decorate('clock', options.clock ?? (() => new Date()));
    app.decorate('sessionPolicy', options.sessionPolicy);
    app.decorateRequest('auth', null);
    app.decorateRequest('emergencyGrant', null);
    app.decorate('apiRoutes', [] as ApiRoute[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1')) return;
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.apiRoutes.push({
          method,
          url: route.url,
          access,
          rateLimit: route.config?.rateLimit,
          hasBody: Boolean(route.schema?.body),
          schema: { body: route.schema?.body, querystring: route.schema?.querystring },
        });
      }
    });

    const sessionCache = new SessionCache();
    app.decorate('sessionCache', sessionCache);
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(
        AUTH_CHANGES_CHANNEL,
        (noted) => sessionCache.forgetUsers(noted),
        // Notices sent while the connection is down are lost: hold nothing meanwhile.
        (listening) => sessionCache.setEnabled(listening),
      );
    });
    app.addHook('onClose', async () => {
      sessionCache.setEnabled(false);
      await stopListening?.();
      stopListening = undefined;
    });

    /** The session behind a token hash, from the cache when it can vouch for it. */
    async function sessionOf(
      request: FastifyRequest,
      tokenHash: string,
      options: { fresh: boolean },
    ): Promise<SessionAuthContext | null> {
      const now = app.clock();
      if (!options.fresh) {
        const cached = sessionCache.get(tokenHash, now.getTime());
        if (cached && sessionStillStands(cached, now, app.sessionPolicy)) return cached;
      }
      const generation = sessionCache.generation;
      const record = await withDatabaseTimer(request.databaseTimer, () =>
        resolveSession(ownerConnection(app.database), {
          tokenHash,
          now,
          policy: app.sessionPolicy,
        }),
      );
      if (!record) {
        sessionCache.forgetSession(tokenHash);
        return null;
      }
      const auth = {
        ...toAuthContext(record),
        mfaEnrollmentRequired: mfaEnrollmentRequired(record),
      };
      sessionCache.store(tokenHash, auth, { nowMs: now.getTime(), generation });
      return auth;
    }

    /** The request's session from its cookie into `request.auth`, or 401; `fresh` skips the cache. */
    async function authenticate(
      request: FastifyRequest,
      options = { fresh: false },
    ): Promise<SessionAuthContext> {
      const token = request.cookies[SESSION_COOKIE];
      const auth = token ? await sessionOf(request, hashSessionToken(token), options) : null;
      if (!auth) throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
      // The one place the MFA enrolment restriction is enforced (decision 0066): every route
      // that reads the session comes through here.
      if (auth.mfaEnrollmentRequired && !request.routeOptions.config?.duringMfaEnrollment) {
        throw new AppError('MFA_ENROLLMENT_REQUIRED', MFA_MESSAGES.enrollmentRequired);
      }
      request.auth = auth;
      return auth;
    }
    app.decorate('authenticate', (request: FastifyRequest) => authenticate(request));

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined || access === 'public') return;
      let auth = await authenticate(request);
      if (access === 'authenticated') return;
      const now = app.clock();
      if (!passesAccess(effectivePermissionsOf(auth, now), access)) {
        // A refusal is never decided on remembered roles: a role granted a moment ago counts.
        auth = await authenticate(request, { fresh: true });
      }
      if (passesAccess(effectivePermissionsOf(auth, now), access)) {
        request.emergencyGrant = grantUsedFor(auth, access, now);
      } else {
        throw new AppError('FORBIDDEN', MESSAGES.accessDenied, {
          details: {
            required: `${access.resource}:${access.action}`,
            ...(access.roles && { roles: access.roles }),
          },
        });
      }
    });
  },
  { name: 'auth', dependencies: ['database', 'timing'] },
);
