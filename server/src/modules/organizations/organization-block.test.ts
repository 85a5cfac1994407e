import { english } from '../../testing/english.ts';
import {
  APPROVAL_MESSAGES,
  COLLECTOR_MESSAGES,
  MESSAGES,
  ORGANIZATION_MESSAGES,
} from '@lendline/core';
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
} from './organizations-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAcmeAdmin: Requester;
let asManager: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let beaconId: string;
let platformId: string;
let ownerId: string;
let acmeAdminId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAcmeAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
  platformId = await organizationIdByName(testApp.database, 'Lendline Platform');
  ownerId = await userIdByEmail(testApp.database, 'owner@lendline.test');
  acmeAdminId = await userIdByEmail(testApp.database, 'admin@acme.test');
});
afterAll(() => testApp.close());

interface CollectorState {
  id: string;
  is_active: boolean;
  is_blocked: boolean;
  blocked_due_to_org: boolean;
  blocked_reason: string | null;
  blocked_at: string | null;
  blocked_by: string | null;
}

async function collectorState(id: string): Promise<CollectorState> {
  const [row] = await queryRows<CollectorState>(
    ownerConnection(testApp.database),
    sql`select id, is_active, is_blocked, blocked_due_to_org, blocked_reason, blocked_at, blocked_by
        from debt_collectors where id = ${id}`,
  );
  return row!;
}

/** A child of Acme with three collectors: one active, one inactive, one blocked on its own. */
async function branchWithCollectors(name: string) {
  const organizationId = await createOrganizationAs(asOwner, {
    name,
    parent_organization_id: acmeId,
  });
  const active = await createCollectorAs(asAcmeAdmin, {
    name: 'Active',
    organization_id: organizationId,
  });
  const inactive = await createCollectorAs(asAcmeAdmin, {
    name: 'Inactive',
    organization_id: organizationId,
  });
  await asAcmeAdmin('PATCH', `/collectors/${inactive}`, { is_active: false });
  const ownBlock = await createCollectorAs(asAcmeAdmin, {
    name: 'Own Block',
    organization_id: organizationId,
  });
  await asAcmeAdmin('POST', `/collectors/${ownBlock}/block`, { reason: 'Missed deposits' });
  return { organizationId, active, inactive, ownBlock };
}

describe('POST /api/v1/organizations/:id/block by a platform_super_admin', () => {
  it('blocks at once and cascades to the collectors not already blocked, in one transaction', async () => {
    const branch = await branchWithCollectors('Cascade Branch');
    testApp.clock.now = new Date('2025-03-01T10:00:00Z');
    const response = await asOwner('POST', `/organizations/${branch.organizationId}/block`, {
      reason: 'Licence suspended',
    });
    testApp.clock.now = new Date();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(ORGANIZATION_MESSAGES.blocked),
      collectors_affected: 2,
      organization: {
        is_blocked: true,
        blocked_reason: 'Licence suspended',
        blocked_at: '2025-03-01T10:00:00.000Z',
        blocked_by: ownerId,
      },
    });
    for (const id of [branch.active, branch.inactive]) {
      expect(await collectorState(id)).toMatchObject({
        is_blocked: true,
        is_active: false,
        blocked_due_to_org: true,
        blocked_reason: 'Licence suspended',
        blocked_by: ownerId,
      });
    }
    expect(await collectorState(branch.ownBlock)).toMatchObject({
      is_blocked: true,
      blocked_due_to_org: false,
      blocked_reason: 'Missed deposits',
      blocked_by: acmeAdminId,
    });
  });

  it('writes an audit row for the organization and each cascaded collector', async () => {
    const branch = await branchWithCollectors('Audited Branch');
    await asOwner('POST', `/organizations/${branch.organizationId}/block`, {
      reason: 'Fraud probe',
    });
    const rows = await queryRows<{
      action: string;
      entity_type: string;
      entity_id: string;
      reason: string;
      approval_required: boolean;
    }>(
      ownerConnection(testApp.database),
      sql`select action, entity_type, entity_id, reason, approval_required from audit_logs
          where organization_id = ${branch.organizationId} and action like '%block%'
            and action not like '%requested'
          order by entity_type, entity_id`,
    );
    const organizationRow = rows.find((row) => row.entity_type === 'organization');
    expect(organizationRow).toMatchObject({
      action: 'block',
      entity_id: branch.organizationId,
      reason: 'Fraud probe',
      approval_required: true,
    });
    const cascaded = rows.filter((row) => row.action === 'block_due_to_organization');
    expect(cascaded.map((row) => row.entity_id).sort()).toEqual(
      [branch.active, branch.inactive].sort(),
    );
    expect(cascaded.every((row) => row.reason === 'Fraud probe')).toBe(true);
  });

  it('refuses to unblock a collector blocked due to its organization, and one blocked on its own while the organization is blocked', async () => {
    const branch = await branchWithCollectors('Locked Branch');
    await asOwner('POST', `/organizations/${branch.organizationId}/block`, { reason: 'Audit' });
    const cascaded = await asAcmeAdmin('POST', `/collectors/${branch.active}/unblock`);
    expect(cascaded.statusCode).toBe(422);
    expect(cascaded.json().error.message).toBe(
      english(COLLECTOR_MESSAGES.blockedDueToOrganization),
    );
    const own = await asAcmeAdmin('POST', `/collectors/${branch.ownBlock}/unblock`);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe(
      'Cannot unblock collector while organization "Locked Branch" is blocked.',
    );
  });

  it('refuses to block an organization that is already blocked with 409', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'Twice Blocked' });
    await asOwner('POST', `/organizations/${id}/block`, { reason: 'First' });
    const response = await asOwner('POST', `/organizations/${id}/block`, { reason: 'Second' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.alreadyBlocked));
  });

  it("refuses to block the platform owner's own organization with 422", async () => {
    const response = await asOwner('POST', `/organizations/${platformId}/block`, {
      reason: 'Oops',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.cannotBlockOwn));
  });

  it('requires a reason', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'No Reason' });
    const response = await asOwner('POST', `/organizations/${id}/block`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Input is required and must be a string');
  });

  it('answers 404 for an unknown organization', async () => {
    const response = await asOwner('POST', `/organizations/${crypto.randomUUID()}/block`, {
      reason: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v1/organizations/:id/unblock by a platform_super_admin', () => {
  it('clears exactly what the block set: its own flags and the collectors blocked due to it', async () => {
    const branch = await branchWithCollectors('Reopened Branch');
    await asOwner('POST', `/organizations/${branch.organizationId}/block`, { reason: 'Audit' });
    const response = await asOwner('POST', `/organizations/${branch.organizationId}/unblock`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(ORGANIZATION_MESSAGES.unblocked),
      collectors_affected: 2,
      organization: { is_blocked: false, blocked_reason: null, blocked_at: null, blocked_by: null },
    });
    for (const id of [branch.active, branch.inactive]) {
      expect(await collectorState(id)).toMatchObject({
        is_blocked: false,
        is_active: true,
        blocked_due_to_org: false,
        blocked_reason: null,
        blocked_at: null,
        blocked_by: null,
      });
    }
    expect(await collectorState(branch.ownBlock)).toMatchObject({
      is_blocked: true,
      is_active: false,
      blocked_reason: 'Missed deposits',
    });
    const unblocked = await asAcmeAdmin('POST', `/collectors/${branch.ownBlock}/unblock`);
    expect(unblocked.statusCode).toBe(200);
  });

  it('refuses to unblock an organization that is not blocked with 409', async () => {
    const response = await asOwner('POST', `/organizations/${beaconId}/unblock`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notBlocked));
  });
});

describe('organization block and unblock by an organization_admin', () => {
  it('becomes an approval request for a platform_super_admin, carried out when approved', async () => {
    const branch = await branchWithCollectors('Requested Branch');
    const response = await asAcmeAdmin('POST', `/organizations/${branch.organizationId}/block`, {
      reason: 'Branch closing',
    });
    expect(response.statusCode).toBe(202);
    const { approval_request: request, message } = response.json();
    expect(message).toBe(english(APPROVAL_MESSAGES.created));
    expect(request).toMatchObject({
      request_type: 'organization_block',
      entity_type: 'organization',
      entity_id: branch.organizationId,
      required_role: 'platform_super_admin',
      current_approver_id: ownerId,
      status: 'pending',
      notes: 'Branch closing',
      summary: 'Block organization Requested Branch',
    });
    const before = (await asOwner('GET', `/organizations/${branch.organizationId}`)).json();
    expect(before.is_blocked).toBe(false);

    const approved = await asOwner('POST', `/approvals/${request.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const after = (await asOwner('GET', `/organizations/${branch.organizationId}`)).json();
    expect(after).toMatchObject({
      is_blocked: true,
      blocked_reason: 'Branch closing',
      blocked_by: acmeAdminId,
    });
    expect(await collectorState(branch.active)).toMatchObject({ blocked_due_to_org: true });

    const unblock = await asAcmeAdmin('POST', `/organizations/${branch.organizationId}/unblock`);
    expect(unblock.statusCode).toBe(202);
    expect(unblock.json().approval_request.request_type).toBe('organization_unblock');
    await asOwner('POST', `/approvals/${unblock.json().approval_request.id}/approve`, {});
    expect((await collectorState(branch.active)).is_blocked).toBe(false);
  });

  it('leaves the request pending when its action fails at approval', async () => {
    const id = await createOrganizationAs(asOwner, {
      name: 'Raced Branch',
      parent_organization_id: acmeId,
    });
    const requested = await asAcmeAdmin('POST', `/organizations/${id}/block`, { reason: 'Late' });
    await asOwner('POST', `/organizations/${id}/block`, { reason: 'Blocked first' });
    const approved = await asOwner(
      'POST',
      `/approvals/${requested.json().approval_request.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.message).toBe(english(ORGANIZATION_MESSAGES.alreadyBlocked));
    const request = (
      await asOwner('GET', `/approvals/${requested.json().approval_request.id}`)
    ).json();
    expect(request.status).toBe('pending');
  });

  it("answers 404 for an organization outside the admin's tree", async () => {
    const response = await asBeaconAdmin('POST', `/organizations/${acmeId}/block`, {
      reason: 'Not mine',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notFound));
  });

  it('refuses anyone else with 403', async () => {
    const response = await asManager('POST', `/organizations/${acmeId}/block`, { reason: 'No' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });
});
