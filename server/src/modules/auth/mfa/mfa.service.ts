import {
  MESSAGES,
  MFA_MESSAGES,
  MFA_TOKEN_TTL_MS,
  type MfaConfirmResponse,
  type MfaEnrollResponse,
} from '@lendline/core';
import type { Db, Tx } from '../../../db/client.ts';
import { runSystem } from '../../../db/system.ts';
import { AppError } from '../../../errors.ts';
import { writeAudit, type AuditActor } from '../../audit/write-audit.ts';
import { recordSecurityEvent } from '../../security/log-security-event.ts';
import { findPrincipal, recordFailedSignIn, type Principal } from '../auth.repository.ts';
import { refuseWhenThrottled, startSignedInSession, type SessionPolicy } from '../auth.service.ts';
import {
  closeChallenge,
  deleteUserMfa,
  findOpenChallenge,
  findUserMfa,
  insertChallenge,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useStep,
} from './mfa.repository.ts';
import {
  hashMfaToken,
  hashRecoveryCode,
  isTotpCode,
  matchingStep,
  newAuthenticator,
  newMfaToken,
  newRecoveryCodes,
} from './totp.ts';

type UserMfaRow = NonNullable<Awaited<ReturnType<typeof findUserMfa>>>;
type CodeMethod = 'totp' | 'recovery_code';

/**
 * Spends a code: a TOTP whose time step is later than the last one accepted, or (when allowed)
 * an unused recovery code. Null when it is neither.
 */
async function spendCode(
  tx: Tx,
  options: { mfa: UserMfaRow; code: string; now: Date; allowRecovery: boolean; enable?: boolean },
): Promise<CodeMethod | null> {
  const { mfa, code, now } = options;
  if (isTotpCode(code)) {
    const step = matchingStep(mfa.secret, code, now);
    if (step === null) return null;
    const fresh = await useStep(tx, { userId: mfa.user_id, step, at: now, enable: options.enable });
    return fresh ? 'totp' : null;
  }
  if (!options.allowRecovery) return null;
  const spent = await useRecoveryCode(tx, {
    userId: mfa.user_id,
    codeHash: hashRecoveryCode(code),
    at: now,
  });
  return spent ? 'recovery_code' : null;
}

/** A wrong code counts like a wrong password (SIGN_IN_LIMITS) and is audited. */
async function recordWrongCode(
  db: Db,
  options: { user: Principal; actor: AuditActor; now: Date; action: string },
) {
  const { user, actor, now } = options;
  await runSystem(db, async (tx) => {
    await recordFailedSignIn(tx, {
      email: user.user.email,
      ipAddress: actor.ipAddress ?? 'unknown',
      at: now,
    });
    await writeAudit(tx, {
      actor: { ...actor, userId: user.user.id, role: user.roles[0] ?? null },
      organizationId: user.profile?.organization_id ?? null,
      action: options.action,
      entityType: 'auth',
      entityId: user.user.id,
      reason: 'wrong MFA code',
    });
  });
}

/** POST /auth/mfa/enroll: a new secret, waiting for a code to confirm it. */
export async function enrollMfa(
  db: Db,
  options: { user: Principal; now: Date },
): Promise<MfaEnrollResponse> {
  const { user, now } = options;
  return runSystem(db, async (tx) => {
    const existing = await findUserMfa(tx, user.user.id);
    if (existing?.enabled_at)
      throw new AppError('MFA_ALREADY_ENABLED', MFA_MESSAGES.alreadyEnabled);
    const authenticator = newAuthenticator(user.user.email);
    await savePendingSecret(tx, { userId: user.user.id, secret: authenticator.secret, at: now });
    return {
      secret: authenticator.secret,
      otpauth_url: authenticator.otpauthUrl,
      qr_svg: authenticator.qrSvg,
    };
  });
}

/** POST /auth/mfa/confirm: a code from the new secret turns MFA on; the recovery codes, once. */
export async function confirmMfa(
  db: Db,
  options: { user: Principal; code: string; actor: AuditActor; now: Date },
): Promise<MfaConfirmResponse> {
  const { user, actor, now } = options;
  await refuseWhenThrottled(db, {
    email: user.user.email,
    ipAddress: actor.ipAddress ?? 'unknown',
    now,
  });
  const codes = await runSystem(db, async (tx) => {
    const mfa = await findUserMfa(tx, user.user.id);
    if (mfa?.enabled_at) throw new AppError('MFA_ALREADY_ENABLED', MFA_MESSAGES.alreadyEnabled);
    if (!mfa) throw new AppError('MFA_NOT_ENROLLING', MFA_MESSAGES.notEnrolling);
    const method = await spendCode(tx, {
      mfa,
      code: options.code,
      now,
      allowRecovery: false,
      enable: true,
    });
    if (!method) return null;
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, {
      userId: user.user.id,
      codeHashes: recoveryCodes.map(hashRecoveryCode),
      at: now,
    });
    await writeAudit(tx, {
      actor,
      organizationId: user.profile?.organization_id ?? null,
      action: 'mfa_enabled',
      entityType: 'auth',
      entityId: user.user.id,
      newValues: { mfa_enabled: true, recovery_codes: recoveryCodes.length },
    });
    return recoveryCodes;
  });
  if (!codes) {
    await recordWrongCode(db, { user, actor, now, action: 'mfa_code_failed' });
    throw new AppError('MFA_CODE_REJECTED', MFA_MESSAGES.invalidCode);
  }
  return { recovery_codes: codes };
}

/** POST /auth/mfa/disable: a current code or a recovery code turns MFA off (audited). */
export async function disableMfa(
  db: Db,
  options: { user: Principal; code: string; actor: AuditActor; now: Date },
): Promise<void> {
  const { user, actor, now } = options;
  await refuseWhenThrottled(db, {
    email: user.user.email,
    ipAddress: actor.ipAddress ?? 'unknown',
    now,
  });
  const done = await runSystem(db, async (tx) => {
    const mfa = await findUserMfa(tx, user.user.id);
    if (!mfa?.enabled_at) throw new AppError('MFA_NOT_ENABLED', MFA_MESSAGES.notEnabled);
    const method = await spendCode(tx, { mfa, code: options.code, now, allowRecovery: true });
    if (!method) return false;
    await deleteUserMfa(tx, user.user.id);
    await writeAudit(tx, {
      actor,
      organizationId: user.profile?.organization_id ?? null,
      action: 'mfa_disabled',
      entityType: 'auth',
      entityId: user.user.id,
      oldValues: { mfa_enabled: true },
      newValues: { mfa_enabled: false, method },
    });
    await recordSecurityEvent(tx, {
      organizationId: user.profile?.organization_id ?? null,
      userId: user.user.id,
      type: 'mfa_disabled',
      severity: 'high',
      message: 'Two-step verification disabled',
      metadata: { method },
      ipAddress: actor.ipAddress,
      at: now,
    });
    return true;
  });
  if (!done) {
    await recordWrongCode(db, { user, actor, now, action: 'mfa_code_failed' });
    throw new AppError('MFA_CODE_REJECTED', MFA_MESSAGES.invalidCode);
  }
}

/**
 * After a right password: when the user has MFA, the token for the code step (stored hashed,
 * MFA_TOKEN_TTL_MS, one use); null when they have none.
 */
export async function startMfaChallenge(
  db: Db,
  options: { userId: string; actor: AuditActor; now: Date },
): Promise<{ token: string } | null> {
  const { userId, now } = options;
  return runSystem(db, async (tx) => {
    const mfa = await findUserMfa(tx, userId);
    if (!mfa?.enabled_at) return null;
    const { token, tokenHash } = newMfaToken();
    await insertChallenge(tx, {
      tokenHash,
      userId,
      at: now,
      expiresAt: new Date(now.getTime() + MFA_TOKEN_TTL_MS),
    });
    return { token };
  });
}

/** POST /auth/mfa/verify: the code step; a right code starts the session, as sign-in would. */
export async function verifyMfa(
  db: Db,
  options: {
    mfaToken: string;
    code: string;
    actor: AuditActor;
    now: Date;
    policy: SessionPolicy;
  },
) {
  const { actor, now } = options;
  const tokenInvalid = () => new AppError('MFA_TOKEN_INVALID', MFA_MESSAGES.tokenInvalid);
  const challenge = await findOpenChallenge(db, hashMfaToken(options.mfaToken), now);
  if (!challenge) throw tokenInvalid();
  const user = await findPrincipal(db, challenge.user_id);
  if (!user) throw tokenInvalid();
  await refuseWhenThrottled(db, {
    email: user.user.email,
    ipAddress: actor.ipAddress ?? 'unknown',
    now,
  });
  if (user.profile && user.profile.status !== 'active') {
    throw new AppError('ACCOUNT_NOT_ACTIVE', MESSAGES.accountDeactivated);
  }
  const method = await runSystem(db, async (tx) => {
    const mfa = await findUserMfa(tx, user.user.id);
    if (!mfa?.enabled_at) throw tokenInvalid();
    const spent = await spendCode(tx, { mfa, code: options.code, now, allowRecovery: true });
    if (!spent) return null;
    if (!(await closeChallenge(tx, challenge.id, now))) throw tokenInvalid();
    return spent;
  });
  if (!method) {
    await recordWrongCode(db, { user, actor, now, action: 'login_failed' });
    throw new AppError('INVALID_MFA_CODE', MFA_MESSAGES.invalidCode);
  }
  return startSignedInSession(db, {
    userId: user.user.id,
    organizationId: user.profile?.organization_id ?? null,
    actor,
    now,
    policy: options.policy,
    auditValues: { mfa: method },
  });
}
