import {
  LOGIN_ATTEMPTS_PER_MINUTE,
  MESSAGES,
  permissionsOf,
  type SessionResponse,
  type SignInRequest,
  type SignUpRequest,
  type UserStatus,
} from '@lendline/core';
import type { Db } from '../../db/client.ts';
import { runSystem } from '../../db/system.ts';
import { organizations, userProfiles, userRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import {
  countRecentFailures,
  endSession,
  findSessionByTokenHash,
  findUserByEmail,
  insertSession,
  recordFailedSignIn,
  touchSession,
  type SessionRecord,
} from './auth.repository.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

const RATE_WINDOW_MS = 60_000;
// Refreshing last_seen_at at most once a minute keeps reads from becoming writes.
const TOUCH_INTERVAL_MS = 60_000;

const STATUS_MESSAGES: Record<string, string> = {
  pending: MESSAGES.accountPending,
  suspended: MESSAGES.accountSuspended,
  inactive: MESSAGES.accountDeactivated,
};

export function toSessionResponse(record: SessionRecord): SessionResponse {
  const { profile, organization } = record;
  return {
    user: record.user,
    profile: profile && {
      user_id: profile.user_id,
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone,
      employee_id: profile.employee_id,
      organization_id: profile.organization_id,
      status: profile.status as UserStatus,
      created_at: profile.created_at.toISOString(),
    },
    organization: organization && {
      id: organization.id,
      name: organization.name,
      organization_type: organization.organization_type,
      parent_organization_id: organization.parent_organization_id,
      timezone: organization.timezone,
      currency: organization.currency,
      default_phone_country: organization.default_phone_country,
      is_active: organization.is_active,
      is_blocked: organization.is_blocked,
    },
    roles: record.roles,
    permissions: permissionsOf(record.roles),
    organization_ids: record.organizationIds,
  };
}

/** Starts a session for a user who has just proven who they are (sign-in, sign-up, invitation setup). */
export async function startSession(
  db: Db,
  options: { userId: string; actor: AuditActor; now: Date; policy: SessionPolicy },
) {
  const token = createSessionToken();
  const expiresAt = new Date(options.now.getTime() + options.policy.absoluteHours * 3_600_000);
  await runSystem(db, (tx) =>
    insertSession(tx, {
      tokenHash: hashSessionToken(token),
      userId: options.userId,
      startedAt: options.now,
      expiresAt,
      ipAddress: options.actor.ipAddress,
      userAgent: options.actor.userAgent,
    }),
  );
  const record = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!record) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return { token, expiresAt, record };
}

/**
 * Signs a user in. Failed attempts are recorded and counted per account and per address;
 * the sixth failure within a minute is refused before the password is even checked.
 */
export async function signIn(
  db: Db,
  options: { credentials: SignInRequest; actor: AuditActor; now: Date; policy: SessionPolicy },
) {
  const { credentials, actor, now } = options;
  const email = credentials.email.toLowerCase();
  const ipAddress = actor.ipAddress ?? 'unknown';

  const failures = await countRecentFailures(db, {
    email,
    ipAddress,
    since: new Date(now.getTime() - RATE_WINDOW_MS),
  });
  if (
    failures.forEmail >= LOGIN_ATTEMPTS_PER_MINUTE ||
    failures.forAddress >= LOGIN_ATTEMPTS_PER_MINUTE
  ) {
    const oldest = failures.oldest?.getTime() ?? now.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now.getTime()) / 1000));
    throw new AppError('LOGIN_RATE_LIMITED', MESSAGES.loginRateLimited, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordMatches) {
    await runSystem(db, async (tx) => {
      await recordFailedSignIn(tx, { email, ipAddress, at: now });
      await writeAudit(tx, {
        actor: { ...actor, userId: user?.id ?? null },
        organizationId: user?.organization_id ?? null,
        action: 'login_failed',
        entityType: 'auth',
        entityId: user?.id ?? null,
        newValues: { email },
      });
    });
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  if (user.status && user.status !== 'active') {
    await runSystem(db, (tx) =>
      writeAudit(tx, {
        actor: { ...actor, userId: user.id },
        organizationId: user.organization_id,
        action: 'login_refused',
        entityType: 'auth',
        entityId: user.id,
        reason: `status ${user.status}`,
      }),
    );
    throw new AppError(
      'ACCOUNT_NOT_ACTIVE',
      STATUS_MESSAGES[user.status] ?? MESSAGES.accountDeactivated,
    );
  }

  const session = await startSession(db, { userId: user.id, actor, now, policy: options.policy });
  await runSystem(db, (tx) =>
    writeAudit(tx, {
      actor: { ...actor, userId: user.id, role: session.record.roles[0] ?? null },
      organizationId: user.organization_id,
      action: 'login',
      entityType: 'auth',
      entityId: user.id,
    }),
  );
  return session;
}

/**
 * Creates an account (spec part 2 §6–8). With an organization name, a new organization is
 * created with the user as its organization_admin; without one, the user has no organization
 * and sees the incomplete-profile state until an administrator assigns one.
 */
export async function signUp(
  db: Db,
  options: { request: SignUpRequest; actor: AuditActor; now: Date; policy: SessionPolicy },
) {
  const { request, actor, now } = options;
  const email = request.email.toLowerCase();
  const passwordHash = await hashPassword(request.password);
  const userId = await runSystem(db, async (tx) => {
    // The unique index on lower(email) decides between simultaneous sign-ups, not a prior read.
    const [user] = await tx
      .insert(users)
      .values({ email, password_hash: passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    const organizationName = request.organization_name?.trim();
    let organizationId: string | null = null;
    if (organizationName) {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: organizationName, organization_type: 'lender' })
        .returning({ id: organizations.id });
      organizationId = organization!.id;
      await writeAudit(tx, {
        actor: { ...actor, userId: user!.id, role: 'organization_admin' },
        organizationId,
        action: 'create',
        entityType: 'organization',
        entityId: organizationId,
        newValues: { name: organizationName, organization_type: 'lender' },
      });
    }
    await tx.insert(userProfiles).values({
      user_id: user!.id,
      first_name: request.first_name,
      last_name: request.last_name,
      organization_id: organizationId,
      status: 'active',
      activated_at: now,
    });
    if (organizationId) {
      await tx
        .insert(userRoles)
        .values({ user_id: user!.id, role: 'organization_admin', organization_id: organizationId });
    }
    await writeAudit(tx, {
      actor: { ...actor, userId: user!.id, role: organizationId ? 'organization_admin' : null },
      organizationId,
      action: 'sign_up',
      entityType: 'user',
      entityId: user!.id,
      newValues: { email, first_name: request.first_name, last_name: request.last_name },
    });
    return user!.id;
  });
  return startSession(db, { userId, actor, now, policy: options.policy });
}

/**
 * The session behind a cookie, or null when it is unknown, ended, idle too long, past its
 * absolute expiry, or its user is no longer active (a suspension takes effect at once).
 */
export async function resolveSession(
  db: Db,
  options: { token: string; now: Date; policy: SessionPolicy },
): Promise<SessionRecord | null> {
  const { now, policy } = options;
  const record = await findSessionByTokenHash(db, hashSessionToken(options.token));
  if (!record || !record.isActive) return null;
  const idleLimit = record.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  let endReason: string | null = null;
  if (now.getTime() >= record.expiresAt.getTime()) endReason = 'Session expired';
  else if (now.getTime() >= idleLimit) endReason = 'Session idle timeout';
  else if (record.profile && record.profile.status !== 'active')
    endReason = `User ${record.profile.status}`;
  if (endReason) {
    await endSession(db, { sessionId: record.sessionId, at: now, reason: endReason });
    return null;
  }
  if (now.getTime() - record.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, record.sessionId, now);
  }
  return record;
}

export async function signOut(
  db: Db,
  options: { record: SessionRecord; actor: AuditActor; now: Date },
) {
  await runSystem(db, async (tx) => {
    await endSession(tx, {
      sessionId: options.record.sessionId,
      at: options.now,
      reason: 'User signed out',
    });
    await writeAudit(tx, {
      actor: options.actor,
      organizationId: options.record.profile?.organization_id ?? null,
      action: 'logout',
      entityType: 'auth',
      entityId: options.record.user.id,
    });
  });
}
