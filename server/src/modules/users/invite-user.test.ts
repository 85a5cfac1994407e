import { english } from '../../testing/english.ts';
import { USER_MESSAGES } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  userInvitations,
  userProfiles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { hashInvitationToken } from './invitation-token.ts';
import {
  latestEmailTo,
  organizationIdByName,
  requestAs,
  tokenFromEmail,
  userIdByEmail,
} from './users-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let asAcmeAdmin: ReturnType<typeof requestAs>;
let acmeId: string;
let beaconId: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { PUBLIC_URL: 'https://app.lendline.example/', INVITATION_TTL_HOURS: '48' },
  });
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
});
afterAll(() => testApp.close());

const invitation = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nisha',
  last_name: 'Verma',
  email: 'nisha@acme.test',
  phone: '+919820001234',
  organization_id: acmeId,
  role: 'loan_officer',
  ...overrides,
});

describe('POST /api/v1/users/invite', () => {
  it('creates a pending user with the role, an invitation and the e-mail in the outbox', async () => {
    const response = await asAcmeAdmin('POST', '/users/invite', invitation());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(
      'User invited successfully. They will receive an email with setup instructions.',
    );
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    expect(body.user).toMatchObject({
      email: 'nisha@acme.test',
      first_name: 'Nisha',
      status: 'pending',
      role: 'loan_officer',
      organization_name: 'Acme Microfinance',
      invited_by: adminId,
      invited_at: testApp.clock.now.toISOString(),
      activated_at: null,
    });

    const userId = body.user.user_id as string;
    const [roleRow] = await ownerConnection(testApp.database)
      .select()
      .from(userRoles)
      .where(eq(userRoles.user_id, userId));
    expect(roleRow).toMatchObject({ role: 'loan_officer', organization_id: acmeId, position: 0 });

    const email = await latestEmailTo(testApp.database, 'nisha@acme.test');
    expect(email?.status).toBe('pending');
    expect(email?.organization_id).toBe(acmeId);
    expect(email?.subject).toContain('Acme Microfinance');
    expect(email?.subject).toContain('Arjun Mehta');
    expect(email?.text_body).toContain('Arjun Mehta has invited you to join Acme Microfinance');
    expect(email?.text_body).toContain('https://app.lendline.example/auth/complete-setup?token=');
    expect(email?.html_body).toContain('/auth/complete-setup?token=');

    const token = tokenFromEmail(email!.text_body);
    const [stored] = await ownerConnection(testApp.database)
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.user_id, userId));
    // Only the hash is stored, and the link expires after INVITATION_TTL_HOURS.
    expect(stored?.token_hash).toBe(hashInvitationToken(token));
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.expires_at.getTime()).toBe(testApp.clock.now.getTime() + 48 * 3_600_000);

    const audits = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, userId), eq(auditLogs.action, 'invite')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.new_values)).not.toMatch(/password/i);
  });

  it('gives the account a random temporary password of 8 characters and !', async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'temp.pass@acme.test' }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ownerConnection(testApp.database)
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.email, 'temp.pass@acme.test'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    // The demo password is 9 characters ending in '!' too; it must not be what was chosen.
    expect(await verifyPassword(row!.hash, 'Demo1234!')).toBe(false);
  });

  it('answers 409 for an e-mail that already exists, whatever its case', async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'Manager@ACME.test' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.emailTaken));
  });

  it("answers 404 for another organization's id in the body and creates nothing", async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'outsider@acme.test', organization_id: beaconId }),
    );
    expect(response.statusCode).toBe(404);
    const rows = await ownerConnection(testApp.database)
      .select()
      .from(users)
      .where(eq(users.email, 'outsider@acme.test'));
    expect(rows).toHaveLength(0);
    expect(await latestEmailTo(testApp.database, 'outsider@acme.test')).toBeNull();
  });

  it('refuses an organization_admin inviting a platform_super_admin with 403', async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'climber@acme.test', role: 'platform_super_admin' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot assign the role Super Admin');
  });

  it('refuses inviting with a role that holds no permissions, even a platform_super_admin (403)', async () => {
    const legacy = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'legacy@acme.test', role: 'super_admin' }),
    );
    expect(legacy.statusCode).toBe(403);
    expect(legacy.json().error.message).toBe('You cannot assign the role Super Admin (legacy)');

    const asOwner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
    const viewer = await asOwner(
      'POST',
      '/users/invite',
      invitation({ email: 'viewer@acme.test', role: 'viewer' }),
    );
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.message).toBe('You cannot assign the role Viewer');
    expect(await latestEmailTo(testApp.database, 'legacy@acme.test')).toBeNull();
    expect(await latestEmailTo(testApp.database, 'viewer@acme.test')).toBeNull();
  });

  it('lets an organization_admin invite another organization_admin', async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'second.admin@acme.test', role: 'organization_admin' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('lets a platform_super_admin invite a platform_super_admin', async () => {
    const asOwner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
    const platformId = await organizationIdByName(testApp.database, 'Lendline Platform');
    const response = await asOwner(
      'POST',
      '/users/invite',
      invitation({
        email: 'second.owner@lendline.test',
        role: 'platform_super_admin',
        organization_id: platformId,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('platform_super_admin');
  });

  it('answers 400 with field details for a bad e-mail, phone or missing name', async () => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email: 'not-an-email', phone: 'abc', first_name: '  ' }),
    );
    expect(response.statusCode).toBe(400);
    const text = JSON.stringify(response.json());
    expect(text).toContain('Invalid email format');
    expect(text).toContain('Please enter a valid phone number');
    expect(text).toContain('Input cannot be empty');
  });

  it('answers 403 to a role without users:create', async () => {
    const asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
    const response = await asPartner('POST', '/users/invite', invitation({ email: 'p@acme.test' }));
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/invite',
      payload: invitation(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('invitation link and complete-setup', () => {
  const inviteAndGetToken = async (email: string) => {
    const response = await asAcmeAdmin(
      'POST',
      '/users/invite',
      invitation({ email, first_name: 'Ira' }),
    );
    expect(response.statusCode).toBe(201);
    const outboxEmail = await latestEmailTo(testApp.database, email);
    return {
      token: tokenFromEmail(outboxEmail!.text_body),
      userId: response.json().user.user_id as string,
    };
  };
  const lookUp = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auth/invitations/${encodeURIComponent(token)}`,
    });
  const complete = (token: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/complete-setup',
      payload: { token, password },
    });

  it('takes an invited user from the e-mail link to signed in and active', async () => {
    const { token, userId } = await inviteAndGetToken('ira@acme.test');

    const found = await lookUp(token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      email: 'ira@acme.test',
      first_name: 'Ira',
      last_name: 'Verma',
      organization_name: 'Acme Microfinance',
    });

    const completed = await complete(token, 'MyOwnPassword1');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      user: { id: userId, email: 'ira@acme.test' },
      profile: { status: 'active' },
      roles: ['loan_officer'],
      organization: { name: 'Acme Microfinance' },
    });
    const cookie = completed.cookies.find((item) => item.name === 'lendline_session');
    expect(cookie?.httpOnly).toBe(true);

    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('ira@acme.test');

    const [profile] = await ownerConnection(testApp.database)
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, userId));
    expect(profile?.status).toBe('active');
    expect(profile?.activated_at?.toISOString()).toBe(testApp.clock.now.toISOString());
    const audits = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, userId), eq(auditLogs.action, 'complete_setup')));
    expect(audits).toHaveLength(1);

    // The new password signs in; the link cannot be used again.
    await expect(loginAs(testApp.app, 'ira@acme.test', 'MyOwnPassword1')).resolves.toContain(
      'lendline_session=',
    );
    const reused = await complete(token, 'AnotherPassword1');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe('This invitation link is invalid or has expired');
    expect((await lookUp(token)).statusCode).toBe(404);
  });

  it('refuses an invited user signing in before completing setup', async () => {
    await inviteAndGetToken('early@acme.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'early@acme.test', password: 'whatever1!' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an expired link', async () => {
    const { token } = await inviteAndGetToken('late@acme.test');
    const invitedAt = testApp.clock.now;
    testApp.clock.now = new Date(invitedAt.getTime() + 48 * 3_600_000 + 1);
    try {
      const found = await lookUp(token);
      expect(found.statusCode).toBe(404);
      expect(found.json().error.message).toBe(english(USER_MESSAGES.invitationInvalid));
      expect((await complete(token, 'LatePassword1')).statusCode).toBe(404);
    } finally {
      testApp.clock.now = invitedAt;
    }
  });

  it('answers 404 for an unknown token', async () => {
    expect((await lookUp('made-up-token')).statusCode).toBe(404);
    expect((await complete('made-up-token', 'Password123')).statusCode).toBe(404);
  });

  it('answers 404 once the invited user was suspended before setting up', async () => {
    const { token, userId } = await inviteAndGetToken('stopped@acme.test');
    const status = await asAcmeAdmin('POST', `/users/${userId}/status`, { status: 'suspended' });
    expect(status.statusCode).toBe(200);
    expect((await lookUp(token)).statusCode).toBe(404);
  });

  it('refuses a password shorter than 8 characters with 400 and keeps the link usable', async () => {
    const { token } = await inviteAndGetToken('short@acme.test');
    const response = await complete(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Password must be at least 8 characters');
    expect((await lookUp(token)).statusCode).toBe(200);
  });
});
