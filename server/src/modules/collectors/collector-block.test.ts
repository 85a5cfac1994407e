import { english } from '../../testing/english.ts';
import { APPROVAL_MESSAGES, COLLECTOR_MESSAGES, MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  createCollectorAs,
  createOrganizationAs,
  organizationIdByName,
  requestAs,
  userIdByEmail,
  type Requester,
} from '../organizations/organizations-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAcmeAdmin: Requester;
let asManager: Requester;
let asPartner: Requester;
let asAgent: Requester;
let asCompliance: Requester;
let asOfficer: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let acmeAdminId: string;
let managerId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAcmeAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asPartner = await as('partner@acme.test');
  asAgent = await as('agent@acme.test');
  asCompliance = await as('compliance@acme.test');
  asOfficer = await as('officer@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  acmeAdminId = await userIdByEmail(testApp.database, 'admin@acme.test');
  managerId = await userIdByEmail(testApp.database, 'manager@acme.test');
});
afterAll(() => testApp.close());

let phoneCounter = 0;
const newCollector = (name: string, organizationId?: string) =>
  createCollectorAs(asAcmeAdmin, {
    name,
    phone: `+9198200${String(70000 + phoneCounter++)}`,
    organization_id: organizationId,
  });

const getCollector = async (id: string) => (await asAcmeAdmin('GET', `/collectors/${id}`)).json();

describe('POST /api/v1/collectors/:id/block by a holder of debt_collectors:update', () => {
  it('blocks at once: blocked, inactive, with reason, time and blocker, audited', async () => {
    const id = await newCollector('Blocked Now');
    testApp.clock.now = new Date('2025-04-02T08:30:00Z');
    const response = await asAcmeAdmin('POST', `/collectors/${id}/block`, {
      reason: 'Cash shortfall',
    });
    testApp.clock.now = new Date();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(COLLECTOR_MESSAGES.blocked),
      collector: {
        id,
        is_blocked: true,
        is_active: false,
        blocked_due_to_org: false,
        blocked_reason: 'Cash shortfall',
        blocked_at: '2025-04-02T08:30:00.000Z',
        blocked_by: acmeAdminId,
        blocked_by_name: expect.any(String),
      },
    });
    const [audit] = await queryRows<{ action: string; reason: string; changed_fields: string[] }>(
      ownerConnection(testApp.database),
      sql`select action, reason, changed_fields from audit_logs
          where entity_id = ${id} and action = 'block'`,
    );
    expect(audit).toMatchObject({ action: 'block', reason: 'Cash shortfall' });
    expect(audit!.changed_fields).toEqual(
      expect.arrayContaining([
        'is_active',
        'is_blocked',
        'blocked_reason',
        'blocked_at',
        'blocked_by',
      ]),
    );
  });

  it('refuses to block an already blocked collector with 409', async () => {
    const id = await newCollector('Blocked Twice');
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'First' });
    const response = await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(COLLECTOR_MESSAGES.alreadyBlocked));
  });

  it('requires a reason', async () => {
    const id = await newCollector('No Reason');
    const response = await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Input cannot be empty');
  });

  it("answers 404 'Collector not found' for another tenant's or an unknown collector", async () => {
    const id = await newCollector('Not Beacons');
    const other = await asBeaconAdmin('POST', `/collectors/${id}/block`, { reason: 'Mine now' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
    expect((await getCollector(id)).is_blocked).toBe(false);
    const unknown = await asOwner('POST', `/collectors/${crypto.randomUUID()}/block`, {
      reason: 'Ghost',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
  });
});

describe('POST /api/v1/collectors/:id/unblock by a holder of debt_collectors:update', () => {
  it('unblocks at once: active again and the block fields cleared', async () => {
    const id = await newCollector('Unblocked Now');
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Temporary' });
    const response = await asOwner('POST', `/collectors/${id}/unblock`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(COLLECTOR_MESSAGES.unblocked),
      collector: {
        is_blocked: false,
        is_active: true,
        blocked_due_to_org: false,
        blocked_reason: null,
        blocked_at: null,
        blocked_by: null,
        blocked_by_name: null,
      },
    });
  });

  it('refuses to unblock a collector that is not blocked with 409', async () => {
    const id = await newCollector('Never Blocked');
    const response = await asAcmeAdmin('POST', `/collectors/${id}/unblock`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(COLLECTOR_MESSAGES.notBlocked));
  });

  it('refuses to unblock a collector while its organization is blocked', async () => {
    const branchId = await createOrganizationAs(asOwner, {
      name: 'Blocked Org Branch',
      parent_organization_id: acmeId,
    });
    const id = await newCollector('Held By Org', branchId);
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Own reason' });
    await asOwner('POST', `/organizations/${branchId}/block`, { reason: 'Org reason' });
    const response = await asAcmeAdmin('POST', `/collectors/${id}/unblock`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Cannot unblock collector while organization "Blocked Org Branch" is blocked.',
    );
    expect(await getCollector(id)).toMatchObject({
      is_blocked: true,
      organization_is_blocked: true,
    });
  });
});

describe('collector block and unblock by a manager or partner_admin', () => {
  it("becomes an approval request for the organization's admin, carried out when approved", async () => {
    const id = await newCollector('Requested Block');
    const response = await asManager('POST', `/collectors/${id}/block`, {
      reason: 'Customer complaints',
    });
    expect(response.statusCode).toBe(202);
    const { message, approval_request: request } = response.json();
    expect(message).toBe(english(APPROVAL_MESSAGES.created));
    expect(request).toMatchObject({
      request_type: 'collector_block',
      entity_type: 'debt_collector',
      entity_id: id,
      organization_id: acmeId,
      required_role: 'organization_admin',
      current_approver_id: acmeAdminId,
      requested_by: managerId,
      status: 'pending',
      notes: 'Customer complaints',
      summary: 'Block collector Requested Block',
    });
    expect((await getCollector(id)).is_blocked).toBe(false);

    const approved = await asAcmeAdmin('POST', `/approvals/${request.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(await getCollector(id)).toMatchObject({
      is_blocked: true,
      is_active: false,
      blocked_reason: 'Customer complaints',
      blocked_by: managerId,
    });

    const unblock = await asManager('POST', `/collectors/${id}/unblock`);
    expect(unblock.statusCode).toBe(202);
    expect(unblock.json().approval_request).toMatchObject({
      request_type: 'collector_unblock',
      current_approver_id: acmeAdminId,
    });
    await asAcmeAdmin('POST', `/approvals/${unblock.json().approval_request.id}/approve`, {});
    expect((await getCollector(id)).is_blocked).toBe(false);
  });

  it('creates a request for a partner_admin too', async () => {
    const id = await newCollector('Partner Request');
    const response = await asPartner('POST', `/collectors/${id}/block`, { reason: 'Review' });
    expect(response.statusCode).toBe(202);
    expect(response.json().approval_request.current_approver_id).toBe(acmeAdminId);
  });

  it('checks the rules when the request is made', async () => {
    const id = await newCollector('Checked Early');
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Already' });
    const again = await asManager('POST', `/collectors/${id}/block`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    const branchId = await createOrganizationAs(asOwner, {
      name: 'Cascade For Request',
      parent_organization_id: acmeId,
    });
    const held = await newCollector('Held', branchId);
    await asOwner('POST', `/organizations/${branchId}/block`, { reason: 'Org' });
    const response = await asPartner('POST', `/collectors/${held}/unblock`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      english(COLLECTOR_MESSAGES.blockedDueToOrganization),
    );
  });

  it('leaves the request pending when the organization is blocked before approval', async () => {
    const branchId = await createOrganizationAs(asOwner, {
      name: 'Late Block Branch',
      parent_organization_id: acmeId,
    });
    const id = await newCollector('Waiting Unblock', branchId);
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Own' });
    const requested = await asPartner('POST', `/collectors/${id}/unblock`);
    expect(requested.statusCode).toBe(202);
    const requestId = requested.json().approval_request.id;
    await asOwner('POST', `/organizations/${branchId}/block`, { reason: 'Org block' });

    const approved = await asAcmeAdmin('POST', `/approvals/${requestId}/approve`, {});
    expect(approved.statusCode).toBe(422);
    expect(approved.json().error.message).toBe(
      'Cannot unblock collector while organization "Late Block Branch" is blocked.',
    );
    expect((await asAcmeAdmin('GET', `/approvals/${requestId}`)).json().status).toBe('pending');
    expect((await getCollector(id)).is_blocked).toBe(true);
  });

  it("answers 404 for another tenant's collector", async () => {
    const id = await createCollectorAs(asBeaconAdmin, {
      name: 'Beacon Staff',
      phone: '+919820099991',
    });
    const response = await asManager('POST', `/collectors/${id}/block`, { reason: 'Not mine' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
  });
});

describe('collector block and unblock by anyone else', () => {
  it('refuses roles that may only read collectors with 403', async () => {
    const id = await newCollector('Untouchable');
    for (const as of [asAgent, asCompliance, asOfficer]) {
      const response = await as('POST', `/collectors/${id}/block`, { reason: 'No' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
    }
    expect((await asAgent('POST', `/collectors/${id}/unblock`)).statusCode).toBe(403);
  });
});
