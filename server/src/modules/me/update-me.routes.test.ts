import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection } from '../../db/system.ts';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const session = (cookie: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    headers: { cookie, ...headers },
  });

const updateMe = (cookie: string, payload: unknown) =>
  testApp.app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: { cookie, origin: 'http://localhost' },
    payload: payload as object,
  });

describe("the user's language", () => {
  it("follows the browser's Accept-Language until the user chooses one", async () => {
    const cookie = await loginAs(testApp.app, 'field@acme.test');
    const hindi = (await session(cookie, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).json();
    expect(hindi.user.language).toBeNull();
    expect(hindi.profile.language).toBe('hi');
    expect((await session(cookie, { 'accept-language': 'fr-FR' })).json().profile.language).toBe(
      'en',
    );
    expect((await session(cookie)).json().profile.language).toBe('en');
  });

  it('is remembered on the server once chosen, whatever the browser says', async () => {
    const cookie = await loginAs(testApp.app, 'agent@acme.test');
    const response = await updateMe(cookie, { language: 'sw' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('sw');
    expect(response.json().profile.language).toBe('sw');

    const after = (await session(cookie, { 'accept-language': 'hi' })).json();
    expect(after.user.language).toBe('sw');
    expect(after.profile.language).toBe('sw');
    // A new session of the same user starts in it too.
    const again = await loginAs(testApp.app, 'agent@acme.test');
    expect((await session(again)).json().profile.language).toBe('sw');
  });

  it('refuses a language Lendline does not speak, and any other field', async () => {
    const cookie = await loginAs(testApp.app, 'officer@acme.test');
    expect((await updateMe(cookie, { language: 'fr' })).statusCode).toBe(400);
    expect((await updateMe(cookie, { language: 'hi', email: 'x@y.z' })).statusCode).toBe(400);
    expect((await session(cookie)).json().user.language).toBeNull();
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { origin: 'http://localhost' },
      payload: { language: 'hi' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets the request role change only its own user's language (row-level security)", async () => {
    const owner = ownerConnection(testApp.database);
    const [field, officer] = await queryRows<{ id: string }>(
      owner,
      sql`select id from users where email in ('field@acme.test', 'officer@acme.test')
          order by email`,
    );
    const changed = await ownerConnection(testApp.database).transaction(async (tx) => {
      await tx.execute(sql`set local role lendline_app`);
      await tx.execute(sql`select set_config('app.user_id', ${officer!.id}, true),
        set_config('app.all_orgs', 'on', true)`);
      return queryRows<{ id: string }>(
        tx,
        sql`update users set language = 'hi' where id in (${field!.id}, ${officer!.id})
            returning id`,
      );
    });
    expect(changed.map((row) => row.id)).toEqual([officer!.id]);
  });
});

describe("the user's own name and phone", () => {
  it('are changed by the user alone, answered in the session, and audited', async () => {
    const cookie = await loginAs(testApp.app, 'officer@beacon.test');
    const response = await updateMe(cookie, {
      first_name: '  Asha ',
      last_name: 'Verma',
      phone: '+91 98200 12345',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      first_name: 'Asha',
      last_name: 'Verma',
      phone: '+919820012345',
    });
    expect((await session(cookie)).json().profile.first_name).toBe('Asha');
    const [audit] = await queryRows<{
      action: string;
      old_values: Record<string, unknown>;
      new_values: Record<string, unknown>;
      changed_fields: string[];
    }>(
      ownerConnection(testApp.database),
      sql`select a.action, a.old_values, a.new_values, a.changed_fields from audit_logs a
          join users u on u.id::text = a.entity_id::text
          where u.email = 'officer@beacon.test' and a.action = 'update_own_profile'`,
    );
    expect(audit?.new_values).toEqual({
      first_name: 'Asha',
      last_name: 'Verma',
      phone: '+919820012345',
    });
    expect(Object.keys(audit?.old_values ?? {}).sort()).toEqual([
      'first_name',
      'last_name',
      'phone',
    ]);
    // A blank phone clears it.
    const cleared = await updateMe(cookie, { phone: '' });
    expect(cleared.json().profile.phone).toBeNull();
  });

  it('refuses a blank name, a bad phone and an empty body with 400', async () => {
    const cookie = await loginAs(testApp.app, 'officer@beacon.test');
    const blank = await updateMe(cookie, { first_name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.details.fieldErrors)).toEqual(['first_name']);
    const phone = await updateMe(cookie, { phone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(Object.keys(phone.json().error.details.fieldErrors)).toEqual(['phone']);
    expect((await updateMe(cookie, {})).statusCode).toBe(400);
    expect((await updateMe(cookie, { organization_id: crypto.randomUUID() })).statusCode).toBe(400);
  });
});
