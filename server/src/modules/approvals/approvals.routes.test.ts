import { english } from '../../testing/english.ts';
import { APPROVAL_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { debtCollectors } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  insertPendingRequest,
  organizationIdByName,
  requestApprovalAs,
  statusOfRequest,
  userIdByEmail,
} from './approvals-test-helpers.ts';

let testApp: TestApp;
const cookies: Record<string, string> = {};
const ids = {
  acme: '',
  acmeNorth: '',
  beacon: '',
  admin: '',
  manager: '',
  owner: '',
  beaconAdmin: '',
};

beforeAll(async () => {
  testApp = await buildTestApp();
  const { database } = testApp;
  ids.acme = await organizationIdByName(database, 'Acme Microfinance');
  ids.acmeNorth = await organizationIdByName(database, 'Acme North Branch');
  ids.beacon = await organizationIdByName(database, 'Beacon Lending');
  ids.admin = await userIdByEmail(database, 'admin@acme.test');
  ids.manager = await userIdByEmail(database, 'manager@acme.test');
  ids.owner = await userIdByEmail(database, 'owner@lendline.test');
  ids.beaconAdmin = await userIdByEmail(database, 'admin@beacon.test');
  for (const email of [
    'owner@lendline.test',
    'admin@acme.test',
    'manager@acme.test',
    'officer@acme.test',
    'partner@acme.test',
    'admin@beacon.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
});
afterAll(() => testApp.close());

/** Each test starts from no requests (the demo data's included). */
beforeEach(async () => {
  await runSystem(ownerConnection(testApp.database), async (tx) => {
    await tx.execute(sql`delete from approval_notes`);
    await tx.execute(sql`delete from approval_requests`);
    await tx.execute(sql`update organizations set is_blocked = false, blocked_reason = null,
      blocked_at = null, blocked_by = null`);
  });
});

const get = (email: string, url: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: cookies[email]! } });

const decide = (email: string, id: string, decision: string, note?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/approvals/${id}/${decision}`,
    headers: { cookie: cookies[email]! },
    payload: note === undefined ? {} : { note },
  });

/** admin@acme.test asks to block Acme North: routed to the platform owner. */
const requestBranchBlock = () =>
  requestApprovalAs(testApp.database, 'admin@acme.test', {
    requestType: 'organization_block',
    organizationId: ids.acmeNorth,
    entityId: ids.acmeNorth,
    requestData: { organization_name: 'Acme North Branch', reason: 'Audit findings' },
    notes: 'Branch under investigation',
  });

/** Requests from the manager to the Acme admin, oldest first, a minute apart. */
async function insertRequestsForAdmin(count: number) {
  const start = Date.now() - count * 60_000;
  const created: string[] = [];
  for (let index = 0; index < count; index += 1) {
    created.push(
      await insertPendingRequest(testApp.database, {
        organizationId: ids.acme,
        requestedBy: ids.manager,
        approverId: ids.admin,
        createdAt: new Date(start + index * 60_000),
      }),
    );
  }
  return created;
}

describe('GET /api/v1/approvals', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/approvals' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a role without approvals:read', async () => {
    const response = await get('officer@acme.test', '/approvals');
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for a page size over 100', async () => {
    const response = await get('admin@acme.test', '/approvals?page_size=101');
    expect(response.statusCode).toBe(400);
  });

  it('lists 25 a page, newest first, with the total of the whole set', async () => {
    const created = await insertRequestsForAdmin(27);
    const response = await get('admin@acme.test', '/approvals');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, page_size: 25, total: 27 });
    expect(body.data).toHaveLength(25);
    expect(body.data[0].id).toBe(created.at(-1));
    expect(body.data[0]).toMatchObject({
      organization_name: 'Acme Microfinance',
      requested_by_name: 'Rohan Desai',
      current_approver_name: 'Arjun Mehta',
      status: 'pending',
    });
    const second = (await get('admin@acme.test', '/approvals?page=2')).json();
    expect(second.data.map((row: { id: string }) => row.id)).toEqual([created[1], created[0]]);
  });

  it('clamps a page past the end to the last page', async () => {
    await insertRequestsForAdmin(3);
    const response = await get('admin@acme.test', '/approvals?page=9&page_size=2');
    expect(response.json()).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(response.json().data).toHaveLength(1);
    const empty = await get('admin@acme.test', '/approvals?status=approved&page=4');
    expect(empty.json()).toEqual({ data: [], page: 1, page_size: 25, total: 0 });
  });

  it('filters by status', async () => {
    const [first] = await insertRequestsForAdmin(2);
    expect((await decide('admin@acme.test', first!, 'reject')).statusCode).toBe(200);
    const rejected = (await get('admin@acme.test', '/approvals?status=rejected')).json();
    expect(rejected.total).toBe(1);
    expect(rejected.data[0]).toMatchObject({ id: first, status: 'rejected' });
    expect((await get('admin@acme.test', '/approvals?status=pending')).json().total).toBe(1);
  });

  it('shows another tenant nothing of Acme’s requests', async () => {
    await insertRequestsForAdmin(2);
    const response = await get('admin@beacon.test', '/approvals');
    expect(response.json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /api/v1/approvals/summary', () => {
  it('gives the bell 3 requests awaiting me, 2 with others, and both totals', async () => {
    await insertRequestsForAdmin(4);
    for (let index = 0; index < 3; index += 1) {
      await insertPendingRequest(testApp.database, {
        organizationId: ids.acme,
        requestedBy: ids.admin,
        approverId: ids.manager,
      });
    }
    const response = await get('admin@acme.test', '/approvals/summary');
    expect(response.statusCode).toBe(200);
    const bell = response.json();
    expect(bell).toMatchObject({ pending_total: 7, awaiting_mine_total: 4, others_total: 3 });
    expect(bell.awaiting_mine).toHaveLength(3);
    expect(bell.others).toHaveLength(2);
    expect(
      bell.awaiting_mine.every(
        (row: { current_approver_id: string }) => row.current_approver_id === ids.admin,
      ),
    ).toBe(true);
  });

  it('counts requests routed to nobody as the platform owner’s', async () => {
    await insertPendingRequest(testApp.database, {
      organizationId: ids.acme,
      requestedBy: ids.manager,
      approverId: null,
    });
    const owner = (await get('owner@lendline.test', '/approvals/summary')).json();
    expect(owner).toMatchObject({ pending_total: 1, awaiting_mine_total: 1, others_total: 0 });
    const admin = (await get('admin@acme.test', '/approvals/summary')).json();
    expect(admin).toMatchObject({ pending_total: 1, awaiting_mine_total: 0, others_total: 1 });
  });

  it('is empty for another tenant', async () => {
    await insertRequestsForAdmin(2);
    const beacon = (await get('admin@beacon.test', '/approvals/summary')).json();
    expect(beacon).toEqual({
      pending_total: 0,
      awaiting_mine_total: 0,
      others_total: 0,
      awaiting_mine: [],
      others: [],
    });
  });
});

describe('GET /api/v1/approvals/:id', () => {
  it('answers the request with its notes and the names of those who wrote them', async () => {
    const created = await requestBranchBlock();
    expect(created).toMatchObject({
      current_approver_id: ids.owner,
      summary: 'Block organization Acme North Branch',
    });
    await decide('partner@acme.test', created.id, 'escalate', 'Please look at this today');
    const response = await get('admin@acme.test', `/approvals/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      notes: 'Branch under investigation',
      requested_by_name: 'Arjun Mehta',
      approval_notes: [
        { action: 'escalate', note: 'Please look at this today', approver_name: 'Kavya Iyer' },
      ],
    });
  });

  it('answers 404 to a user of another organization', async () => {
    const created = await requestBranchBlock();
    const response = await get('admin@beacon.test', `/approvals/${created.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(APPROVAL_MESSAGES.notFound));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('admin@acme.test', `/approvals/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await get('admin@acme.test', '/approvals/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/approvals/:id/approve', () => {
  it('carries out the action, marks the request approved and adds the note', async () => {
    const created = await requestBranchBlock();
    const response = await decide('owner@lendline.test', created.id, 'approve', 'Confirmed');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Request Approved & Executed');
    expect(body.approval_request).toMatchObject({ status: 'approved', rejected_at: null });
    expect(body.approval_request.approved_at).not.toBeNull();
    expect(body.approval_request.approval_notes).toMatchObject([
      { action: 'approve', note: 'Confirmed', approver_id: ids.owner },
    ]);
    const [organization] = await queryRows<{ is_blocked: boolean; blocked_reason: string }>(
      ownerConnection(testApp.database),
      sql`select is_blocked, blocked_reason from organizations where id = ${ids.acmeNorth}`,
    );
    expect(organization).toEqual({ is_blocked: true, blocked_reason: 'Audit findings' });
    const [decided] = await queryRows<{ decided_by: string }>(
      ownerConnection(testApp.database),
      sql`select decided_by from approval_requests where id = ${created.id}`,
    );
    expect(decided!.decided_by).toBe(ids.owner);
    const audit = await queryRows<{ action: string; user_id: string; reason: string }>(
      ownerConnection(testApp.database),
      sql`select action, user_id, reason from audit_logs
        where entity_type = 'approval_request' and entity_id = ${created.id}`,
    );
    expect(audit).toEqual([
      { action: 'approval_request_approved', user_id: ids.owner, reason: 'Confirmed' },
    ]);
  });

  it('leaves the request pending, with no note, when the action fails', async () => {
    const created = await requestBranchBlock();
    // Blocked by other means meanwhile: the block can no longer be carried out.
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`update organizations set is_blocked = true, blocked_reason = 'Earlier',
        blocked_at = now() where id = ${ids.acmeNorth}`),
    );
    const response = await decide('owner@lendline.test', created.id, 'approve');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await statusOfRequest(testApp.database, created.id)).toBe('pending');
    const detail = (await get('owner@lendline.test', `/approvals/${created.id}`)).json();
    expect(detail).toMatchObject({ status: 'pending', approved_at: null, approval_notes: [] });
    const [organization] = await queryRows<{ blocked_reason: string }>(
      ownerConnection(testApp.database),
      sql`select blocked_reason from organizations where id = ${ids.acmeNorth}`,
    );
    expect(organization!.blocked_reason).toBe('Earlier');
  });

  it('leaves a collector unblock pending when its organization was blocked meanwhile', async () => {
    const [collector] = await runSystem(ownerConnection(testApp.database), (tx) =>
      tx
        .insert(debtCollectors)
        .values({
          organization_id: ids.acme,
          name: 'Ravi Kumar',
          territory: 'Andheri East',
          is_active: false,
          is_blocked: true,
          blocked_at: new Date(),
          blocked_reason: 'Missed deposits',
        })
        .returning({ id: debtCollectors.id }),
    );
    const created = await requestApprovalAs(testApp.database, 'manager@acme.test', {
      requestType: 'collector_unblock',
      organizationId: ids.acme,
      entityId: collector!.id,
      requestData: { collector_name: 'Ravi Kumar', organization_name: 'Acme Microfinance' },
    });
    expect(created.current_approver_id).toBe(ids.admin);
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`update organizations set is_blocked = true, blocked_reason = 'Licence review',
        blocked_at = now() where id = ${ids.acme}`),
    );
    const response = await decide('admin@acme.test', created.id, 'approve');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Cannot unblock collector while organization "Acme Microfinance" is blocked.',
    );
    expect(await statusOfRequest(testApp.database, created.id)).toBe('pending');
    const [after] = await queryRows<{ is_blocked: boolean }>(
      ownerConnection(testApp.database),
      sql`select is_blocked from debt_collectors where id = ${collector!.id}`,
    );
    expect(after!.is_blocked).toBe(true);
    const notes = await queryRows<{ id: string }>(
      ownerConnection(testApp.database),
      sql`select id from approval_notes where approval_request_id = ${created.id}`,
    );
    expect(notes).toEqual([]);
  });

  it('refuses the requester their own request, even a platform super admin', async () => {
    const own = await insertPendingRequest(testApp.database, {
      organizationId: ids.acme,
      requestedBy: ids.owner,
      approverId: ids.owner,
    });
    const response = await decide('owner@lendline.test', own, 'approve');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(APPROVAL_MESSAGES.ownRequest));
    const adminOwn = await insertPendingRequest(testApp.database, {
      organizationId: ids.acme,
      requestedBy: ids.admin,
      approverId: ids.admin,
    });
    const refused = await decide('admin@acme.test', adminOwn, 'reject');
    expect(refused.statusCode).toBe(403);
    expect(await statusOfRequest(testApp.database, adminOwn)).toBe('pending');
  });

  it('refuses a user who is not the current approver', async () => {
    const id = await insertPendingRequest(testApp.database, {
      organizationId: ids.acme,
      requestedBy: await userIdByEmail(testApp.database, 'partner@acme.test'),
      approverId: ids.admin,
    });
    const response = await decide('manager@acme.test', id, 'approve');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(APPROVAL_MESSAGES.notYourRequest));
  });

  it('answers 403 to a role without approvals:approve', async () => {
    const [id] = await insertRequestsForAdmin(1);
    const response = await decide('officer@acme.test', id!, 'approve');
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 to an approver of another organization', async () => {
    const created = await requestBranchBlock();
    const response = await decide('admin@beacon.test', created.id, 'approve');
    expect(response.statusCode).toBe(404);
    expect(await statusOfRequest(testApp.database, created.id)).toBe('pending');
  });

  it('answers 409 to a second decision', async () => {
    const created = await requestBranchBlock();
    expect((await decide('owner@lendline.test', created.id, 'approve')).statusCode).toBe(200);
    for (const decision of ['approve', 'reject', 'escalate']) {
      const again = await decide('owner@lendline.test', created.id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This request has already been decided');
    }
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const [id] = await insertRequestsForAdmin(1);
    const results = await Promise.all([
      decide('admin@acme.test', id!, 'reject'),
      decide('owner@lendline.test', id!, 'reject'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const [notes] = await queryRows<{ count: number }>(
      ownerConnection(testApp.database),
      sql`select count(*)::int as count from approval_notes where approval_request_id = ${id}`,
    );
    expect(notes!.count).toBe(1);
  });
});

describe('POST /api/v1/approvals/:id/reject', () => {
  it('rejects the request with the note and does not carry the action out', async () => {
    const created = await requestBranchBlock();
    const response = await decide('owner@lendline.test', created.id, 'reject', 'Not justified');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Request Rejected',
      approval_request: {
        status: 'rejected',
        approved_at: null,
        approval_notes: [{ action: 'reject', note: 'Not justified' }],
      },
    });
    expect(response.json().approval_request.rejected_at).not.toBeNull();
    const [organization] = await queryRows<{ is_blocked: boolean }>(
      ownerConnection(testApp.database),
      sql`select is_blocked from organizations where id = ${ids.acmeNorth}`,
    );
    expect(organization!.is_blocked).toBe(false);
  });

  it('answers 403 to a manager, who may approve but not reject', async () => {
    const id = await insertPendingRequest(testApp.database, {
      organizationId: ids.acme,
      requestedBy: ids.admin,
      approverId: ids.manager,
    });
    expect((await decide('manager@acme.test', id, 'reject')).statusCode).toBe(403);
  });
});

describe('POST /api/v1/approvals/:id/escalate', () => {
  it('adds an escalate note and leaves the status pending', async () => {
    const [id] = await insertRequestsForAdmin(1);
    const response = await decide('manager@acme.test', id!, 'escalate', 'Waiting two days');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Request Escalated',
      approval_request: {
        status: 'pending',
        approval_notes: [{ action: 'escalate', note: 'Waiting two days' }],
      },
    });
  });

  it('answers 404 for another organization’s request and 403 without escalations:escalate', async () => {
    const [id] = await insertRequestsForAdmin(1);
    expect((await decide('admin@beacon.test', id!, 'escalate')).statusCode).toBe(404);
    expect((await decide('officer@acme.test', id!, 'escalate')).statusCode).toBe(403);
  });
});
