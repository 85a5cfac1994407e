import {
  isLanguage,
  isPermission,
  type HeldEmergencyGrant,
  type Language,
  ROLES,
  type Role,
} from '@lendline/core';
import { and, count, eq, gte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  emergencyAccessGrants,
  loginAttempts,
  organizations,
  userProfiles,
  userRoles,
  userMfa,
  userSessions,
  users,
  type Organization,
  type UserProfile,
} from '../../db/schema/index.ts';

export async function findUserByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      password_hash: users.password_hash,
      status: userProfiles.status,
      organization_id: userProfiles.organization_id,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/**
 * Failed sign-ins since `since`, for the account and for the address separately, each with its
 * oldest attempt (when that limit's window starts to free up).
 */
export async function countRecentFailures(
  executor: Executor,
  options: { email: string; ipAddress: string; since: Date },
) {
  const forEmail = sql`${loginAttempts.email} = ${options.email}`;
  const forAddress = sql`${loginAttempts.ip_address} = ${options.ipAddress}`;
  const asDate = (value: unknown) => (value ? new Date(value as string) : null);
  const rows = await executor
    .select({
      forEmail: sql<number>`count(*) filter (where ${forEmail})`.mapWith(Number),
      forAddress: sql<number>`count(*) filter (where ${forAddress})`.mapWith(Number),
      oldestForEmail:
        sql<Date | null>`min(${loginAttempts.attempted_at}) filter (where ${forEmail})`.mapWith(
          asDate,
        ),
      oldestForAddress:
        sql<Date | null>`min(${loginAttempts.attempted_at}) filter (where ${forAddress})`.mapWith(
          asDate,
        ),
    })
    .from(loginAttempts)
    .where(
      and(
        gte(loginAttempts.attempted_at, options.since),
        or(eq(loginAttempts.email, options.email), eq(loginAttempts.ip_address, options.ipAddress)),
      ),
    );
  return rows[0] ?? { forEmail: 0, forAddress: 0, oldestForEmail: null, oldestForAddress: null };
}

export async function recordFailedSignIn(
  executor: Executor,
  options: { email: string; ipAddress: string; at: Date },
) {
  await executor
    .insert(loginAttempts)
    .values({ email: options.email, ip_address: options.ipAddress, attempted_at: options.at });
}

export async function insertSession(
  executor: Executor,
  values: {
    tokenHash: string;
    userId: string;
    startedAt: Date;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
  },
) {
  const [row] = await executor
    .insert(userSessions)
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      created_at: values.startedAt,
      last_seen_at: values.startedAt,
      expires_at: values.expiresAt,
      ip_address: values.ipAddress,
      user_agent: values.userAgent,
    })
    .returning({ id: userSessions.id });
  return row!;
}

/** Who a user is, as every request needs to know it: account, profile, organization and roles. */
export interface Principal {
  /** `language`: the user's chosen language, null until they choose one (issue 9). */
  user: { id: string; email: string; language: Language | null };
  profile: UserProfile | null;
  organization: Organization | null;
  roles: Role[];
  organizationIds: string[];
  /** Whether the user has a confirmed authenticator (issue 13). */
  mfaEnabled: boolean;
  /**
   * Emergency access grants given to the user and not revoked (issue 13). Expiry is checked at
   * use with the request's clock (core activeGrantsAt), so a grant lapses without a job.
   */
  emergencyGrants: HeldEmergencyGrant[];
}

/** A session and the principal behind it. */
export interface SessionRecord extends Principal {
  sessionId: string;
  isActive: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /**
   * The user's live sessions when this one was read (spec part 1 §6 warning): not ended, not
   * expired, not idle. Kept with the cached session; a new sign-in announces itself (0032's
   * trigger), so a cached count is at most a minute behind only for sessions that lapsed.
   */
  activeSessionCount: number;
}

const KNOWN_ROLES = new Set<string>(ROLES);

/** The columns of a principal, for the user whose id `userId` names (one round trip). */
const principalColumns = (userId: SQL | AnyColumn) => ({
  email: users.email,
  language: users.language,
  profile: userProfiles,
  organization: organizations,
  roles: sql<
    string[] | null
  >`(select array_agg(${userRoles.role} order by ${userRoles.position}, ${userRoles.role}) from ${userRoles} where ${userRoles.user_id} = ${userId})`,
  organizationIds: sql<string[]>`user_organization_scope(${userId})`,
  mfaEnabled: sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.user_id} = ${userId} and ${userMfa.enabled_at} is not null)`,
  // Read as the owner (no row-level security): only grants not revoked and not long expired.
  emergencyGrants: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${emergencyAccessGrants.id}, 'permissions', ${emergencyAccessGrants.permissions}, 'expires_at', ${emergencyAccessGrants.expires_at}) order by ${emergencyAccessGrants.expires_at}), '[]'::json) from ${emergencyAccessGrants} where ${emergencyAccessGrants.target_user_id} = ${userId} and ${emergencyAccessGrants.is_active} and ${emergencyAccessGrants.expires_at} > now())`,
});

type PrincipalRow = {
  email: string;
  language: string | null;
  profile: UserProfile | null;
  organization: Organization | null;
  roles: string[] | null;
  organizationIds: string[] | string | null;
  mfaEnabled: boolean | string | null;
  emergencyGrants: unknown;
};

function toPrincipal(userId: string, row: PrincipalRow): Principal {
  return {
    user: {
      id: userId,
      email: row.email,
      language: isLanguage(row.language) ? row.language : null,
    },
    profile: row.profile,
    organization: row.organization,
    roles: (row.roles ?? []).filter((role): role is Role => KNOWN_ROLES.has(role)),
    organizationIds: parseUuidArray(row.organizationIds),
    // PGlite may hand a boolean expression back as text.
    mfaEnabled: row.mfaEnabled === true || row.mfaEnabled === 't' || row.mfaEnabled === 'true',
    emergencyGrants: parseGrants(row.emergencyGrants),
  };
}

/** The grants' JSON as either driver hands it back (parsed, or its text). */
function parseGrants(value: unknown): HeldEmergencyGrant[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list.map((grant: { id: string; permissions: string[]; expires_at: string }) => ({
    id: grant.id,
    permissions: grant.permissions.filter(isPermission),
    expires_at: new Date(grant.expires_at).toISOString(),
  }));
}

/** The session with everything a request needs to know about its user, in one round trip. */
export async function findSessionByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { idleMinutes: number },
): Promise<SessionRecord | null> {
  const [row] = await executor
    .select({
      session: userSessions,
      ...principalColumns(userSessions.user_id),
      activeSessionCount:
        sql<number>`(select count(*) from user_sessions live where live.user_id = ${userSessions.user_id} and live.is_active and live.expires_at > now() and live.last_seen_at > now() - make_interval(mins => ${options.idleMinutes}::integer))`.mapWith(
          Number,
        ),
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.user_id))
    .leftJoin(userProfiles, eq(userProfiles.user_id, userSessions.user_id))
    .leftJoin(organizations, eq(organizations.id, userProfiles.organization_id))
    .where(eq(userSessions.token_hash, tokenHash));
  if (!row) return null;
  return {
    ...toPrincipal(row.session.user_id, row),
    sessionId: row.session.id,
    isActive: row.session.is_active,
    createdAt: row.session.created_at,
    lastSeenAt: row.session.last_seen_at,
    expiresAt: row.session.expires_at,
    activeSessionCount: row.activeSessionCount,
  };
}

/**
 * The principal of a user without a session: for work done in a user's name outside a request
 * (the demo seed, scheduled jobs, test factories).
 */
export async function findPrincipal(executor: Executor, userId: string): Promise<Principal | null> {
  const [row] = await executor
    .select(principalColumns(users.id))
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .leftJoin(organizations, eq(organizations.id, userProfiles.organization_id))
    .where(eq(users.id, userId));
  return row ? toPrincipal(userId, row) : null;
}

/** node-postgres parses uuid[] into an array; PGlite may hand back the text form. */
function parseUuidArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
}

export async function touchSession(executor: Executor, sessionId: string, at: Date) {
  await executor
    .update(userSessions)
    .set({ last_seen_at: at })
    .where(eq(userSessions.id, sessionId));
}

export async function endSession(
  executor: Executor,
  options: { sessionId: string; at: Date; reason: string },
) {
  await executor
    .update(userSessions)
    .set({ is_active: false, terminated_at: options.at, termination_reason: options.reason })
    .where(and(eq(userSessions.id, options.sessionId), eq(userSessions.is_active, true)));
}

export async function countActiveSessions(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ value: count() })
    .from(userSessions)
    .where(and(eq(userSessions.user_id, userId), eq(userSessions.is_active, true)));
  return row?.value ?? 0;
}
