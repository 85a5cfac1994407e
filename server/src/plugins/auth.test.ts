import { english } from '../testing/english.ts';
import { MESSAGES } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    extend: (app) => {
      app.get(
        '/api/v1/test/users-create',
        { config: { access: { resource: 'users', action: 'create' } } },
        async () => ({ ok: true }),
      );
      app.post('/api/v1/test/echo', { config: { access: 'authenticated' } }, async (request) => ({
        body: request.body,
      }));
    },
  });
});
afterAll(() => testApp.close());

describe('route access rules', () => {
  it('refuses to start when an API route declares no access rule', async () => {
    await expect(
      buildTestApp({
        extend: (app) => {
          app.get('/api/v1/test/unguarded', async () => ({ leaked: true }));
        },
      }),
    ).rejects.toThrow(/declares no access rule/);
  });

  it('answers 401 before anything else when there is no session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/users-create' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: english(MESSAGES.notAuthenticated),
    });
  });

  it('answers 403 with the spec text to a role without the permission', async () => {
    const cookie = await loginAs(testApp.app, 'manager@acme.test');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/test/users-create',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });

  it('lets a role with the permission through', async () => {
    const cookie = await loginAs(testApp.app, 'admin@acme.test');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/test/users-create',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a cross-site state change even with a valid session', async () => {
    const cookie = await loginAs(testApp.app, 'admin@acme.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { a: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('never sends a stack trace for malformed JSON', async () => {
    const cookie = await loginAs(testApp.app, 'admin@acme.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
