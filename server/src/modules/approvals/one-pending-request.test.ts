import { english } from '../../testing/english.ts';
import { LOAN_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  createCollectorAs,
  createOrganizationAs,
  organizationIdByName,
  requestAs,
  userIdByEmail,
  type Requester,
} from '../organizations/organizations-test-helpers.ts';
import { insertPendingRequest, statusOfRequest } from './approvals-test-helpers.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAcmeAdmin: Requester;
let asManager: Requester;
let asPartner: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let managerId: string;
let acmeAdminId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAcmeAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asPartner = await as('partner@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  managerId = await userIdByEmail(testApp.database, 'manager@acme.test');
  acmeAdminId = await userIdByEmail(testApp.database, 'admin@acme.test');
});
afterAll(() => testApp.close());

let phoneCounter = 0;
const newCollector = (name: string, organizationId?: string) =>
  createCollectorAs(asAcmeAdmin, {
    name,
    phone: `+9198201${String(70000 + phoneCounter++)}`,
    ...(organizationId ? { organization_id: organizationId } : {}),
  });

const collectorRow = async (as: Requester, id: string) => {
  const listed = (await as('GET', '/collectors?page_size=100')).json().data as {
    id: string;
    pending_request: unknown;
  }[];
  return {
    listed: listed.find((row) => row.id === id)?.pending_request,
    detail: (await as('GET', `/collectors/${id}`)).json().pending_request,
  };
};

describe('a second request for the same action on the same collector', () => {
  it('is refused with 409 while the first is pending, and accepted again once it is decided', async () => {
    const id = await newCollector('Twice Requested');
    const first = await asManager('POST', `/collectors/${id}/block`, { reason: 'Complaints' });
    expect(first.statusCode).toBe(202);
    const second = await asPartner('POST', `/collectors/${id}/block`, { reason: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'APPROVAL_ALREADY_PENDING',
      message: 'A request to block this collector is already pending',
    });

    const requestId = first.json().approval_request.id;
    expect((await asAcmeAdmin('POST', `/approvals/${requestId}/reject`, {})).statusCode).toBe(200);
    const third = await asManager('POST', `/collectors/${id}/block`, { reason: 'Once more' });
    expect(third.statusCode).toBe(202);
  });

  it('names the unblock in the refusal of a second unblock request', async () => {
    const id = await newCollector('Twice Unblocked');
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Own' });
    expect((await asManager('POST', `/collectors/${id}/unblock`)).statusCode).toBe(202);
    const again = await asManager('POST', `/collectors/${id}/unblock`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'A request to unblock this collector is already pending',
    );
  });
});

describe('collector rows', () => {
  it('show the pending block request in the list and the detail, and none once approved', async () => {
    const id = await newCollector('Shows Pending');
    expect(await collectorRow(asManager, id)).toEqual({ listed: null, detail: null });
    const requested = await asManager('POST', `/collectors/${id}/block`, { reason: 'Review' });
    const pending = { id: requested.json().approval_request.id, request_type: 'collector_block' };
    expect(await collectorRow(asManager, id)).toEqual({ listed: pending, detail: pending });
    expect(await collectorRow(asAcmeAdmin, id)).toEqual({ listed: pending, detail: pending });

    await asAcmeAdmin('POST', `/approvals/${pending.id}/approve`, {});
    expect(await collectorRow(asManager, id)).toEqual({ listed: null, detail: null });
  });
});

describe('organization requests', () => {
  it('refuse a second block request for the same organization and show the first on its row', async () => {
    const branchId = await createOrganizationAs(asOwner, {
      name: 'Pending Block Branch',
      parent_organization_id: acmeId,
    });
    const first = await asAcmeAdmin('POST', `/organizations/${branchId}/block`, {
      reason: 'Audit',
    });
    expect(first.statusCode).toBe(202);
    const second = await asAcmeAdmin('POST', `/organizations/${branchId}/block`, {
      reason: 'Audit again',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'APPROVAL_ALREADY_PENDING',
      message: 'A request to block this organization is already pending',
    });

    const pending = { id: first.json().approval_request.id, request_type: 'organization_block' };
    const listed = (await asAcmeAdmin('GET', '/organizations?page_size=100')).json().data as {
      id: string;
      pending_request: unknown;
    }[];
    expect(listed.find((row) => row.id === branchId)?.pending_request).toEqual(pending);
    expect(listed.find((row) => row.id === acmeId)?.pending_request).toBeNull();
    expect((await asAcmeAdmin('GET', `/organizations/${branchId}`)).json().pending_request).toEqual(
      pending,
    );
  });
});

describe('the database', () => {
  it('refuses a second pending row for the same action and entity, whoever writes it', async () => {
    const entityId = crypto.randomUUID();
    const values = {
      organization_id: acmeId,
      entity_type: 'debt_collector',
      entity_id: entityId,
      request_type: 'collector_block',
      request_data: {},
      requested_by: managerId,
      required_role: 'organization_admin',
    };
    const insert = () =>
      runSystem(ownerConnection(testApp.database), (tx) =>
        tx.insert(approvalRequests).values(values),
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    // A decided request does not hold the action: a new pending one may follow it.
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`update approval_requests set status = 'rejected', rejected_at = now()
        where entity_id = ${entityId}`),
    );
    await insert();
    const rows = await queryRows<{ status: string }>(
      ownerConnection(testApp.database),
      sql`select status from approval_requests where entity_id = ${entityId} order by status`,
    );
    expect(rows.map((row) => row.status)).toEqual(['pending', 'rejected']);
  });
});

describe('a loan request whose loan is gone', () => {
  it('is refused when approved and when rejected (404), and stays pending', async () => {
    for (const requestType of ['approve_high_value', 'approval'] as const) {
      const id = await insertPendingRequest(testApp.database, {
        organizationId: acmeId,
        requestedBy: managerId,
        approverId: acmeAdminId,
        requestType,
      });
      for (const decision of ['approve', 'reject']) {
        const response = await asAcmeAdmin('POST', `/approvals/${id}/${decision}`, {});
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(english(LOAN_MESSAGES.notFound));
        expect(await statusOfRequest(testApp.database, id)).toBe('pending');
      }
    }
  });
});

describe('an approved action', () => {
  it("runs in the approver's own scope: a request naming another tenant's collector is not carried out", async () => {
    const beaconCollector = await createCollectorAs(asBeaconAdmin, {
      name: 'Beacon Only',
      phone: '+919820177771',
    });
    const [forged] = await runSystem(ownerConnection(testApp.database), (tx) =>
      tx
        .insert(approvalRequests)
        .values({
          organization_id: acmeId,
          entity_type: 'debt_collector',
          entity_id: beaconCollector,
          request_type: 'collector_block',
          request_data: {
            collector_name: 'Beacon Only',
            organization_name: 'Beacon Lending',
            reason: 'Forged',
          },
          requested_by: managerId,
          required_role: 'organization_admin',
          current_approver_id: acmeAdminId,
        })
        .returning({ id: approvalRequests.id }),
    );
    const response = await asAcmeAdmin('POST', `/approvals/${forged!.id}/approve`, {});
    expect(response.statusCode).toBe(404);
    expect(await statusOfRequest(testApp.database, forged!.id)).toBe('pending');
    const [collector] = await queryRows<{ is_blocked: boolean }>(
      ownerConnection(testApp.database),
      sql`select is_blocked from debt_collectors where id = ${beaconCollector}`,
    );
    expect(collector!.is_blocked).toBe(false);
  });
});
