import {
  type Language,
  MESSAGES,
  mfaRequiredFor,
  permissionsOf,
  SIGN_IN_LIMITS,
  type SessionResponse,
  type SessionSecurity,
  type SignInRequest,
  type UserStatus,
  type MessageKey,
} from '@lendline/core';
import type { Db } from '../../db/client.ts';
import { runSystem } from '../../db/system.ts';
import { AppError, type ErrorText } from '../../errors.ts';
import { writeAudit, type AuditActor } from '../audit/write-audit.ts';
import {
  countRecentFailures,
  endSession,
  findSessionByTokenHash,
  findUserByEmail,
  insertSession,
  recordFailedSignIn,
  touchSession,
  type Principal,
  type SessionRecord,
} from './auth.repository.ts';
import { noteFailedSignIn } from '../security/note-failed-sign-in.ts';
import { retryAfterSeconds } from './rate-limits.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import { startMfaChallenge } from './mfa/mfa.service.ts';
import { findPendingSignUp } from './sign-up/sign-up.repository.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

// Refreshing last_seen_at at most once a minute keeps reads from becoming writes.
const TOUCH_INTERVAL_MS = 60_000;

const STATUS_MESSAGES: Record<string, MessageKey> = {
  pending: MESSAGES.accountPending,
  suspended: MESSAGES.accountSuspended,
  inactive: MESSAGES.accountDeactivated,
};

/**
 * What sign-in, the session and PATCH /me answer. `requestLanguage` is the request's
 * Accept-Language choice, the user's language until they choose one.
 */
export function toSessionResponse(
  record: Principal,
  requestLanguage: Language,
  security: SessionSecurity,
): SessionResponse {
  const { profile, organization } = record;
  return {
    user: record.user,
    profile: profile && {
      language: record.user.language ?? requestLanguage,
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
    mfa_enabled: record.mfaEnabled,
    mfa_enrollment_required: mfaEnrollmentRequired(record),
    security,
  };
}

/**
 * Whether the user must enrol in MFA before anything else: their organization's policy (or
 * their platform role) requires it and they have no confirmed authenticator.
 */
export function mfaEnrollmentRequired(record: Principal): boolean {
  return (
    !record.mfaEnabled && mfaRequiredFor(record.roles, record.organization?.mfa_policy ?? null)
  );
}

/** Starts a session for a user who has just proven who they are (sign-in, invitation setup). */
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
  const record = await findSessionByTokenHash(db, hashSessionToken(token), options.policy);
  if (!record) throw new AppError('INTERNAL', MESSAGES.unexpected);
  return { token, expiresAt, record };
}

/**
 * Refuses with 429 an attempt over SIGN_IN_LIMITS: failed sign-ins, wrong MFA codes and wrong
 * current passwords, counted per account and per address. `refusal` words it for a form other
 * than sign-in (changing the password).
 */
export async function refuseWhenThrottled(
  db: Db,
  options: {
    email: string;
    ipAddress: string;
    now: Date;
    refusal?: { code: 'LOGIN_RATE_LIMITED' | 'RATE_LIMITED'; message: ErrorText };
  },
): Promise<void> {
  const { email, ipAddress, now } = options;
  const refusal = options.refusal ?? {
    code: 'LOGIN_RATE_LIMITED',
    message: MESSAGES.loginRateLimited,
  };
  const failures = await countRecentFailures(db, {
    email,
    ipAddress,
    since: new Date(now.getTime() - SIGN_IN_LIMITS.windowMs),
  });
  const limitedSince = [
    failures.forEmail >= SIGN_IN_LIMITS.failuresPerAccount ? failures.oldestForEmail : null,
    failures.forAddress >= SIGN_IN_LIMITS.failuresPerAddress ? failures.oldestForAddress : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (limitedSince.length > 0) {
    const freesAt = Math.max(...limitedSince.map((oldest) => oldest.getTime()));
    throw new AppError(refusal.code, refusal.message, {
      headers: { 'retry-after': String(retryAfterSeconds(freesAt, now, SIGN_IN_LIMITS.windowMs)) },
    });
  }
}

/**
 * Signs a user in. Failed attempts are recorded and counted per account and per address
 * (SIGN_IN_LIMITS); an attempt over either limit is refused before the password is checked.
 */
export async function signIn(
  db: Db,
  options: { credentials: SignInRequest; actor: AuditActor; now: Date; policy: SessionPolicy },
) {
  const { credentials, actor, now } = options;
  const email = credentials.email.toLowerCase();
  const ipAddress = actor.ipAddress ?? 'unknown';

  await refuseWhenThrottled(db, { email, ipAddress, now });

  // Both lookups run for every e-mail, so a sign-up waiting for verification takes no longer
  // to answer than an account or an unknown address.
  const user = await findUserByEmail(db, email);
  const pendingSignUp = await findPendingSignUp(db, { email, now });
  const unverified = user ? null : pendingSignUp;
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? unverified?.password_hash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (unverified && passwordMatches) {
    // Only someone who knows the password learns that the sign-up is waiting.
    await runSystem(db, (tx) =>
      writeAudit(tx, {
        actor,
        organizationId: null,
        action: 'login_refused',
        entityType: 'sign_up_request',
        entityId: unverified.id,
        reason: 'email not verified',
      }),
    );
    throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
  }
  if (!user || !passwordMatches) {
    await runSystem(db, async (tx) => {
      await recordFailedSignIn(tx, { email, ipAddress, at: now });
      if (user) {
        await noteFailedSignIn(tx, {
          email,
          userId: user.id,
          organizationId: user.organization_id,
          ipAddress: actor.ipAddress,
          now,
        });
      }
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

  // With MFA, the password only earns the code step: no session yet (decision 0066).
  const challenge = await startMfaChallenge(db, { userId: user.id, actor, now });
  if (challenge) return { mfaRequired: true as const, mfaToken: challenge.token };

  return {
    mfaRequired: false as const,
    ...(await startSignedInSession(db, {
      userId: user.id,
      organizationId: user.organization_id,
      actor,
      now,
      policy: options.policy,
    })),
  };
}

/** The session of a user who has proven who they are, and its 'login' audit row. */
export async function startSignedInSession(
  db: Db,
  options: {
    userId: string;
    organizationId: string | null;
    actor: AuditActor;
    now: Date;
    policy: SessionPolicy;
    auditValues?: Record<string, unknown>;
  },
) {
  const { userId, actor } = options;
  const session = await startSession(db, {
    userId,
    actor,
    now: options.now,
    policy: options.policy,
  });
  await runSystem(db, (tx) =>
    writeAudit(tx, {
      actor: { ...actor, userId, role: session.record.roles[0] ?? null },
      organizationId: options.organizationId,
      action: 'login',
      entityType: 'auth',
      entityId: userId,
      newValues: options.auditValues ?? null,
    }),
  );
  return session;
}

/**
 * The session behind a cookie's token hash, or null when it is unknown, ended, idle too long,
 * past its absolute expiry, or its user is no longer active (a suspension takes effect at once).
 */
export async function resolveSession(
  db: Db,
  options: { tokenHash: string; now: Date; policy: SessionPolicy },
): Promise<SessionRecord | null> {
  const { now, policy } = options;
  const record = await findSessionByTokenHash(db, options.tokenHash, policy);
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
    return { ...record, lastSeenAt: now };
  }
  return record;
}

/**
 * Whether a session read a moment ago may answer again without the database: it stood then,
 * and by the clock it is neither expired nor idle, nor due for its last_seen_at refresh.
 * Anything else goes back to `resolveSession`, which ends or refreshes it.
 */
export function sessionStillStands(record: SessionRecord, now: Date, policy: SessionPolicy) {
  const at = now.getTime();
  const lastSeen = record.lastSeenAt.getTime();
  return (
    record.isActive &&
    (!record.profile || record.profile.status === 'active') &&
    at < record.expiresAt.getTime() &&
    at < lastSeen + policy.idleMinutes * 60_000 &&
    at - lastSeen < TOUCH_INTERVAL_MS
  );
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
