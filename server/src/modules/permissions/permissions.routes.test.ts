import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let acme: string;
let acmeNorth: string;
let beacon: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  const organizations = await queryRows<{ id: string; name: string }>(
    ownerConnection(testApp.database),
    sql`select id, name from organizations`,
  );
  const idOf = (name: string) => organizations.find((row) => row.name === name)!.id;
  acme = idOf('Acme Microfinance');
  acmeNorth = idOf('Acme North Branch');
  beacon = idOf('Beacon Lending');
  for (const email of [
    'officer@acme.test',
    'agent@acme.test',
    'manager@acme.test',
    'admin@acme.test',
    'owner@lendline.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
});
afterAll(() => testApp.close());

const check = (email: string | null, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/permissions/check',
    payload,
    headers: email ? { cookie: cookies[email]! } : {},
  });

describe('POST /api/v1/permissions/check', () => {
  it('answers 401 without a session', async () => {
    const response = await check(null, { resource: 'loans', action: 'read' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('NOT_AUTHENTICATED');
  });

  it('allows a loan officer to create a 40,000 loan', async () => {
    const response = await check('officer@acme.test', {
      resource: 'loans',
      action: 'create',
      context: { amount: 40_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      allowed: true,
      reason: 'Allowed: your roles grant loans:create.',
    });
  });

  it('asks a manager to approve a loan officer’s 150,000 loan', async () => {
    const response = await check('officer@acme.test', {
      resource: 'loans',
      action: 'create',
      context: { amount: 150_000 },
    });
    expect(response.json()).toEqual({
      allowed: false,
      requires_approval_by: ['manager'],
      reason: 'Loans over 50,000 need approval by a Manager.',
    });
  });

  it('denies a loan officer’s 250,000 loan, naming who may approve it', async () => {
    const response = await check('officer@acme.test', {
      resource: 'loans',
      action: 'create',
      context: { amount: 250_000 },
    });
    expect(response.json()).toEqual({
      allowed: false,
      approvers: ['manager'],
      reason: 'Loan Officer may not create loans over 200,000; ask a Manager.',
    });
  });

  it('asks a manager to approve a collection agent’s 30,000 payment update', async () => {
    const response = await check('agent@acme.test', {
      resource: 'payments',
      action: 'update',
      context: { amount: 30_000 },
    });
    expect(response.json()).toMatchObject({ allowed: false, requires_approval_by: ['manager'] });
  });

  it('allows acting in the user’s own organization', async () => {
    const response = await check('manager@acme.test', {
      resource: 'loans',
      action: 'read',
      context: { organizationId: acme },
    });
    expect(response.json().allowed).toBe(true);
  });

  it('allows an organization admin to act in a child organization from the session scope', async () => {
    const response = await check('admin@acme.test', {
      resource: 'loans',
      action: 'update',
      context: { organizationId: acmeNorth },
    });
    expect(response.json().allowed).toBe(true);
  });

  it('denies a manager acting in a child organization outside their own-only scope', async () => {
    const response = await check('manager@acme.test', {
      resource: 'loans',
      action: 'read',
      context: { organizationId: acmeNorth },
    });
    expect(response.json().allowed).toBe(false);
  });

  it('denies an Acme user acting on Beacon’s data', async () => {
    const response = await check('admin@acme.test', {
      resource: 'loans',
      action: 'read',
      context: { organizationId: beacon },
    });
    expect(response.json()).toEqual({
      allowed: false,
      reason: "Acting on another organization's loans needs loans:cross_org_access.",
    });
  });

  it('allows the platform owner in any organization at any amount', async () => {
    const response = await check('owner@lendline.test', {
      resource: 'loans',
      action: 'approve',
      context: { organizationId: beacon, amount: 9_000_000, riskLevel: 'high' },
    });
    expect(response.json().allowed).toBe(true);
  });

  it('denies a loan officer approving a high-risk loan', async () => {
    const response = await check('officer@acme.test', {
      resource: 'loans',
      action: 'approve',
      context: { riskLevel: 'high' },
    });
    expect(response.json()).toEqual({
      allowed: false,
      reason: 'None of your roles grants loans:approve.',
    });
  });

  it('denies a loan officer updating a high-risk loan, naming who may', async () => {
    const response = await check('officer@acme.test', {
      resource: 'loans',
      action: 'update',
      context: { riskLevel: 'high' },
    });
    expect(response.json()).toEqual({
      allowed: false,
      reason: 'High-risk loans may be updated only by a Manager, an Org Admin or a Super Admin.',
    });
  });

  it('denies when the context’s time window has passed', async () => {
    const response = await check('manager@acme.test', {
      resource: 'loans',
      action: 'read',
      context: {
        timeWindow: { start: '2020-01-01T00:00:00.000Z', end: '2020-01-02T00:00:00.000Z' },
      },
    });
    expect(response.json()).toEqual({
      allowed: false,
      reason: 'This was allowed only until 2020-01-02T00:00:00.000Z; that time has passed.',
    });
  });

  it('answers 400 for an unknown resource', async () => {
    const response = await check('manager@acme.test', { resource: 'spaceships', action: 'read' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details.fieldErrors).toHaveProperty('resource');
  });

  it('answers 400 for a context field the engine does not know', async () => {
    const response = await check('manager@acme.test', {
      resource: 'loans',
      action: 'read',
      context: { organizationIds: [beacon] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('judges the time window by the app clock, not the request', async () => {
    const now = testApp.clock.now.getTime();
    const timeWindow = {
      start: new Date(now + 5 * 60_000).toISOString(),
      end: new Date(now + 10 * 60_000).toISOString(),
    };
    const payload = { resource: 'loans', action: 'read', context: { timeWindow } };
    const before = await check('manager@acme.test', payload);
    expect(before.json().allowed).toBe(false);
    expect(before.json().reason).toContain('that time has not come yet');

    testApp.clock.now = new Date(now + 6 * 60_000);
    const during = await check('manager@acme.test', payload);
    expect(during.json().allowed).toBe(true);
  });
});
