import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { NO_ORGANIZATION_ID } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const signUp = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });

const newcomer = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Str0ng pass!',
  first_name: 'Nisha',
  last_name: 'Rao',
  ...extra,
});

const sessionCookieOf = (response: Awaited<ReturnType<typeof signUp>>) => {
  const cookie = response.cookies.find((item) => item.name === 'lendline_session');
  return cookie && `${cookie.name}=${cookie.value}`;
};

const auditRowsFor = (entityId: string) =>
  queryRows<{
    action: string;
    entity_type: string;
    organization_id: string | null;
    user_id: string | null;
    user_role: string | null;
    new_values: Record<string, unknown> | null;
  }>(
    ownerConnection(testApp.database),
    sql`select action, entity_type, organization_id, user_id, user_role, new_values
        from audit_logs where entity_id = ${entityId} order by created_at, action`,
  );

describe('POST /api/v1/auth/sign-up', () => {
  it('creates a lender organization with the newcomer as its organization_admin and signs them in', async () => {
    const response = await signUp(
      newcomer('founder@newlender.test', { organization_name: '  Sunrise Credit  ' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user.email).toBe('founder@newlender.test');
    expect(body.organization).toMatchObject({
      name: 'Sunrise Credit',
      organization_type: 'lender',
      parent_organization_id: null,
      timezone: 'Asia/Kolkata',
    });
    expect(body.profile).toMatchObject({
      first_name: 'Nisha',
      last_name: 'Rao',
      organization_id: body.organization.id,
      status: 'active',
    });
    expect(body.roles).toEqual(['organization_admin']);
    expect(body.permissions).toContain('users:create');
    expect(body.organization_ids).toEqual([body.organization.id]);
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('sets a session cookie that GET /auth/session accepts', async () => {
    const response = await signUp(
      newcomer('second@newlender.test', { organization_name: 'Harbor Loans' }),
    );
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: sessionCookieOf(response)! },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(response.json());
  });

  it('leaves a newcomer without an organization name with no organization and no roles', async () => {
    const response = await signUp(newcomer('loner@nowhere.test'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.organization).toBeNull();
    expect(body.profile.organization_id).toBeNull();
    expect(body.roles).toEqual([]);
    expect(body.permissions).toEqual([]);
    expect(body.organization_ids).toEqual([]);
  });

  it('treats a blank organization name as none', async () => {
    const response = await signUp(newcomer('blank@nowhere.test', { organization_name: '   ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().organization).toBeNull();
    expect(response.json().roles).toEqual([]);
  });

  it('still answers GET /auth/session for a user in the incomplete-profile state', async () => {
    const response = await signUp(newcomer('drifter@nowhere.test'));
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: sessionCookieOf(response)! },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { email: 'drifter@nowhere.test' },
      organization: null,
      roles: [],
      organization_ids: [],
    });
  });

  it('refuses an e-mail that is already taken with 409 EMAIL_TAKEN', async () => {
    const response = await signUp(newcomer('manager@acme.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('lets exactly one of several simultaneous sign-ups with one e-mail through', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => signUp(newcomer('race@example.com', { organization_name: 'Race Co' }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it('refuses an e-mail that is taken in another case', async () => {
    await signUp(newcomer('casey@newlender.test'));
    const response = await signUp(newcomer('Casey@NEWLENDER.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('creates no organization when the e-mail is taken', async () => {
    await signUp(newcomer('Officer@Acme.test', { organization_name: 'Ghost Lending' }));
    const rows = await queryRows(
      ownerConnection(testApp.database),
      sql`select id from organizations where name = 'Ghost Lending'`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a password shorter than 8 characters with 400 and a field error', async () => {
    const response = await signUp({ ...newcomer('weak@newlender.test'), password: 'Short1!' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fieldErrors.password).toEqual(['Password must be at least 8 characters']);
    expect(response.cookies).toEqual([]);
  });

  it('writes a sign_up audit row, and a create row for the new organization', async () => {
    const body = (
      await signUp(newcomer('audited@newlender.test', { organization_name: 'Ledger Lane' }))
    ).json();
    const userRows = await auditRowsFor(body.user.id);
    expect(userRows).toEqual([
      {
        action: 'sign_up',
        entity_type: 'user',
        organization_id: body.organization.id,
        user_id: body.user.id,
        user_role: 'organization_admin',
        new_values: { email: 'audited@newlender.test', first_name: 'Nisha', last_name: 'Rao' },
      },
    ]);
    const organizationRows = await auditRowsFor(body.organization.id);
    expect(organizationRows).toEqual([
      expect.objectContaining({
        action: 'create',
        entity_type: 'organization',
        user_id: body.user.id,
        new_values: { name: 'Ledger Lane', organization_type: 'lender' },
      }),
    ]);
  });

  it('writes a sign_up audit row without an organization for a newcomer without one', async () => {
    const body = (await signUp(newcomer('audited@nowhere.test'))).json();
    const rows = await auditRowsFor(body.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'sign_up',
        // The distribution column cannot be null; readers show the stand-in as null.
        organization_id: NO_ORGANIZATION_ID,
        user_id: body.user.id,
        user_role: null,
      }),
    ]);
  });
});
