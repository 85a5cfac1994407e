import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { organizationIdByName, requestAs } from '../users/users-test-helpers.ts';

let testApp: TestApp;
let asAcmeAdmin: ReturnType<typeof requestAs>;
let asBeaconAdmin: ReturnType<typeof requestAs>;
let acmeId: string;
/** What the outbox held before this file's invitations: the demo staff's own. */
let seededForAcme: number;

beforeAll(async () => {
  // No SMTP_URL: e-mail stays in the outbox for an admin to read.
  testApp = await buildTestApp();
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  asBeaconAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@beacon.test'));
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  seededForAcme = (await asAcmeAdmin('GET', '/outbox')).json().total;
  for (const name of ['first', 'second']) {
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 1_000);
    const response = await asAcmeAdmin('POST', '/users/invite', {
      first_name: name,
      last_name: 'Invitee',
      email: `${name}.outbox@acme.test`,
      organization_id: acmeId,
      role: 'field_agent',
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => testApp.close());

describe('GET /api/v1/outbox', () => {
  it('lists pending invitation e-mail newest first with the setup link', async () => {
    const response = await asAcmeAdmin('GET', '/outbox');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, page_size: 25, total: seededForAcme + 2 });
    expect(body.data.slice(0, 2).map((email: { to_address: string }) => email.to_address)).toEqual([
      'second.outbox@acme.test',
      'first.outbox@acme.test',
    ]);
    expect(body.data[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      sent_at: null,
      organization_id: acmeId,
    });
    expect(body.data[0].text_body).toContain('/auth/complete-setup?token=');
  });

  it('filters by status and pages', async () => {
    expect((await asAcmeAdmin('GET', '/outbox?status=sent')).json()).toMatchObject({
      total: 0,
      data: [],
    });
    const page = (await asAcmeAdmin('GET', '/outbox?page=2&page_size=1')).json();
    expect(page.total).toBe(seededForAcme + 2);
    expect(page.data.map((email: { to_address: string }) => email.to_address)).toEqual([
      'first.outbox@acme.test',
    ]);
  });

  it("never shows another organization's e-mail", async () => {
    const body = (await asBeaconAdmin('GET', '/outbox')).json();
    const beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
    // Beacon's own: the invitation its admin sent its loan officer when the demo was seeded.
    expect(body.total).toBeGreaterThan(0);
    for (const email of body.data as { organization_id: string; to_address: string }[]) {
      expect(email.organization_id).toBe(beaconId);
      expect(email.to_address).not.toMatch(/@acme\.test$/);
    }
  });

  it('shows every organization to a platform_super_admin', async () => {
    const asOwner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
    const beaconTotal = (await asBeaconAdmin('GET', '/outbox')).json().total;
    const ownerTotal = (await asOwner('GET', '/outbox')).json().total;
    // Acme's (its branch's included), Beacon's and the platform's own.
    expect(ownerTotal).toBeGreaterThanOrEqual(seededForAcme + 2 + beaconTotal);
  });

  it('answers 403 without users:create and 401 without a session', async () => {
    const asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
    expect((await asPartner('GET', '/outbox')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/outbox' })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown status with 400', async () => {
    expect((await asAcmeAdmin('GET', '/outbox?status=lost')).statusCode).toBe(400);
  });
});
