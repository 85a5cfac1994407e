import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { PERMISSIONS_POLICY } from './response-headers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('response headers', () => {
  it('keeps API answers with personal data out of every cache', async () => {
    const cookie = await loginAs(testApp.app, 'manager@acme.test');
    for (const url of ['/api/v1/auth/session', '/api/v1/customers', '/api/v1/approvals']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends no-store on refusals too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/customers' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a Permissions-Policy that allows only the location input its geolocation', async () => {
    for (const url of ['/api/v1/health', '/api/v1/customers', '/api/docs/openapi.json']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });
});
