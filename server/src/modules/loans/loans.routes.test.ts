import { addDays, calendarDayIn, LOAN_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { english } from '../../testing/english.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const officer = () => as('officer@acme.test');
const manager = () => as('manager@acme.test');
const admin = () => as('admin@acme.test');

let customerId: string;
let highRiskCustomerId: string;

const newCustomer = (riskLevel: 'low' | 'high', phone: string) =>
  registerCustomer(manager(), {
    firstName: 'Asha',
    lastName: riskLevel === 'high' ? 'Risky' : 'Patil',
    phone,
    riskLevel,
  });

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn(
    'officer@acme.test',
    'manager@acme.test',
    'admin@acme.test',
    'agent@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  );
  customerId = await newCustomer('low', '+919820055501');
  highRiskCustomerId = await newCustomer('high', '+919820055502');
});
afterAll(() => testApp.close());

const apply = (principal: number, extra: object = {}, who = officer()) =>
  who('POST', '/loans', { customer_id: customerId, principal_amount: principal, ...extra });

describe('POST /api/v1/loans', () => {
  it("approves a loan officer's 40,000 at once with the loan math's figures", async () => {
    const response = await apply(40_000, { purpose: 'inventory' });
    expect(response.statusCode).toBe(201);
    const { message, loan } = response.json();
    expect(message).toBe('Loan application for Asha Patil has been approved.');
    expect(loan).toMatchObject({
      status: 'approved',
      principal_amount: 40_000,
      daily_interest_rate: 0.2,
      upfront_interest: 20,
      max_repayment_days: 100,
      upfront_interest_amount: 8_000,
      disbursed_amount: 32_000,
      total_repayable: 40_000,
      remaining_amount: 40_000,
      daily_repayment_amount: 400,
      days_overdue: 0,
      arrears_amount: 0,
      customer_name: 'Asha Patil',
      purpose: 'inventory',
    });
    expect(loan.loan_number).toMatch(/^LN-\d{4}-\d{6}$/);
    expect(loan.approved_by).toBe(loan.created_by);
  });

  it('routes 150,000 from a loan officer to a manager as a high-value request', async () => {
    const response = await apply(150_000);
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.status).toBe('pending_approval');
    expect(body.message).toBe('Loan application for Asha Patil has been submitted for approval.');
    expect(body.loan.status).toBe('pending');
    expect(body.loan.pending_request_id).toBe(body.approval_request.id);
    expect(body.approval_request).toMatchObject({
      request_type: 'approve_high_value',
      entity_type: 'loan',
      entity_id: body.loan.id,
      required_role: 'manager',
      summary: 'Approve a high-value loan of 150,000 for Asha Patil',
    });
  });

  it('refuses above every tier, naming who may', async () => {
    const response = await apply(250_000);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'This amount exceeds your approval limit; only manager may approve it',
    );
  });

  it("asks for approval of a high-risk customer's loan from a loan officer", async () => {
    const response = await officer()('POST', '/loans', {
      customer_id: highRiskCustomerId,
      principal_amount: 10_000,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().approval_request.request_type).toBe('approval');
  });

  it('refuses out-of-range terms with the form texts, per field', async () => {
    const response = await apply(1_050, {
      upfront_interest: 35,
      daily_interest_rate: 0.005,
      max_repayment_days: 45,
    });
    expect(response.statusCode).toBe(400);
    const fieldErrors = response.json().error.details.fieldErrors;
    expect(fieldErrors.principal_amount).toEqual([english(LOAN_MESSAGES.principalStep)]);
    expect(fieldErrors.upfront_interest).toEqual([english(LOAN_MESSAGES.upfrontRange)]);
    expect(fieldErrors.daily_interest_rate).toEqual([english(LOAN_MESSAGES.rateRange)]);
    expect(fieldErrors.max_repayment_days).toEqual([english(LOAN_MESSAGES.daysOption)]);
  });

  it('refuses a collection agent (no loans:create) and another tenant’s customer', async () => {
    expect((await apply(10_000, {}, as('agent@acme.test'))).statusCode).toBe(403);
    const foreign = await as('admin@beacon.test')('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 10_000,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('approving, rejecting, disbursing', () => {
  it('lets the manager approve a high-value loan from the bell, then the officer disburses it', async () => {
    const applied = (await apply(150_000)).json();
    const decided = await manager()('POST', `/approvals/${applied.approval_request.id}/approve`, {
      note: 'Good history',
    });
    expect(decided.statusCode).toBe(200);
    const approved = (await officer()('GET', `/loans/${applied.loan.id}`)).json();
    expect(approved).toMatchObject({ status: 'approved', pending_request_id: null });

    const disbursed = await officer()('POST', `/loans/${applied.loan.id}/disburse`, {
      method: 'cash',
      reference: 'HANDOVER-1',
    });
    expect(disbursed.statusCode).toBe(200);
    const { loan } = disbursed.json();
    expect(loan).toMatchObject({
      status: 'active',
      disbursement_method: 'cash',
      remaining_amount: 150_000,
    });
    const detail = (await officer()('GET', `/loans/${loan.id}`)).json();
    expect(detail.schedule).toHaveLength(100);
    expect(detail.schedule[0]).toMatchObject({
      number: 1,
      amount: 1_500,
      paid: 0,
      status: 'upcoming',
    });
    expect(detail.schedule.at(-1).date).toBe(loan.due_date);
    // Weekdays only by default: no instalment on a Saturday or a Sunday.
    for (const instalment of detail.schedule) {
      expect([0, 6]).not.toContain(new Date(`${instalment.date}T00:00:00Z`).getUTCDay());
    }
    const lines = detail.journal.map((line: { account: string; debit: number; credit: number }) => [
      line.account,
      line.debit,
      line.credit,
    ]);
    expect(lines).toEqual([
      ['loan_receivable', 150_000, 0],
      ['cash', 0, 120_000],
      ['interest_income', 0, 30_000],
    ]);
  });

  it('keeps four eyes: the submitter above their limit cannot approve; a direct approval (loans:approve) closes the request', async () => {
    // A manager decides through the request (approvals:approve), not directly (no loans:approve).
    const applied = (await apply(150_000)).json();
    const own = await officer()('POST', `/loans/${applied.loan.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect((await manager()('POST', `/loans/${applied.loan.id}/approve`, {})).statusCode).toBe(403);
    const direct = await admin()('POST', `/loans/${applied.loan.id}/approve`, { note: 'ok' });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().loan.status).toBe('approved');
    const request = (await manager()('GET', `/approvals/${applied.approval_request.id}`)).json();
    expect(request.status ?? request.approval_request?.status).toBe('approved');
  });

  it('rejects with a reason; a rejected loan cannot be disbursed', async () => {
    const applied = (await apply(150_000)).json();
    const rejected = await admin()('POST', `/loans/${applied.loan.id}/reject`, {
      reason: 'Too much debt',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().loan.status).toBe('rejected');
    const disburse = await officer()('POST', `/loans/${applied.loan.id}/disburse`, {
      method: 'cash',
    });
    expect(disburse.statusCode).toBe(422);
    expect(disburse.json().error.message).toBe(english(LOAN_MESSAGES.notApproved));
  });

  it('edits a pending application: a lower amount within the limit approves it and closes the request', async () => {
    const applied = (await apply(150_000)).json();
    const edited = await officer()('PATCH', `/loans/${applied.loan.id}`, {
      principal_amount: 30_000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().loan).toMatchObject({ status: 'approved', principal_amount: 30_000 });
    const [request] = await queryRows<{ status: string }>(
      ownerConnection(testApp.database),
      sql`select status from approval_requests where id = ${applied.approval_request.id}`,
    );
    expect(request!.status).toBe('rejected');
  });

  it('refuses a disbursement dated more than 7 days back or in the future', async () => {
    const { loan } = (await apply(20_000)).json();
    const old = addDays(calendarDayIn('Asia/Kolkata', testApp.clock.now), -8);
    const response = await officer()('POST', `/loans/${loan.id}/disburse`, {
      method: 'upi',
      disbursement_date: old,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.disbursement_date).toEqual([
      english(LOAN_MESSAGES.disbursementDate),
    ]);
  });
});

describe('GET /api/v1/loans', () => {
  it('lists a tab with every tab’s count, searchable by loan number and name', async () => {
    const all = (await officer()('GET', '/loans?tab=all&page_size=100')).json();
    expect(all.counts.all).toBe(all.total);
    const { all: _all, ...byStatus } = all.counts as Record<string, number>;
    expect(Object.values(byStatus).reduce((sum, count) => sum + count, 0)).toBe(all.counts.all);
    const pending = (await officer()('GET', '/loans?tab=pending')).json();
    expect(pending.data.every((loan: { status: string }) => loan.status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
    const number = all.data[0].loan_number as string;
    const found = (await officer()('GET', `/loans?search=${number}`)).json();
    expect(found.data.map((loan: { loan_number: string }) => loan.loan_number)).toEqual([number]);
    const risky = (await officer()('GET', '/loans?search=Risky')).json();
    expect(risky.total).toBe(1);
    expect(risky.counts.all).toBe(1);
  });

  it("counts one officer's loans and a disbursement period's by tab as the loans say", async () => {
    const owner = ownerConnection(testApp.database);
    const [officerRow] = await queryRows<{ id: string }>(
      owner,
      sql`select id from users where email = 'officer@acme.test'`,
    );
    const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
    const from = addDays(today, -40);
    // The platform owner sees every organization: the loans themselves, counted in SQL.
    const expected = async (where: ReturnType<typeof sql>) => {
      const rows = await queryRows<{ status: string; loans: number }>(
        owner,
        sql`select status, count(*)::int as loans from loans where ${where} group by status`,
      );
      const counts: Record<string, number> = { all: 0 };
      for (const row of rows) {
        counts[row.status] = row.loans;
        counts.all! += row.loans;
      }
      return counts;
    };
    const listed = async (query: string) => {
      const { counts } = (await as('owner@lendline.test')('GET', `/loans?${query}`)).json() as {
        counts: Record<string, number>;
      };
      return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
    };
    const officerCounts = await expected(sql`created_by = ${officerRow!.id}`);
    expect(officerCounts.all).toBeGreaterThan(0);
    expect(await listed(`created_by=${officerRow!.id}`)).toEqual(officerCounts);
    const period = await expected(sql`disbursement_date between ${from}::date and ${today}::date`);
    expect(period.all).toBeGreaterThan(0);
    expect(await listed(`disbursed_from=${from}&disbursed_to=${today}`)).toEqual(period);
    expect(await listed(`disbursed_from=${from}`)).toEqual(
      await expected(sql`disbursement_date >= ${from}::date`),
    );
  });

  it("shows another tenant none of this tenant's loans", async () => {
    const ours = (await officer()('GET', '/loans?search=Asha')).json();
    expect(ours.total).toBeGreaterThan(0);
    const beacon = (await as('admin@beacon.test')('GET', '/loans?search=Asha')).json();
    expect(beacon.data.map((loan: { id: string }) => loan.id)).not.toEqual(
      expect.arrayContaining([ours.data[0].id]),
    );
    const organizations = new Set(
      (await as('admin@beacon.test')('GET', '/loans?page_size=100'))
        .json()
        .data.map((loan: { organization_id: string }) => loan.organization_id),
    );
    expect([...organizations]).not.toContain(ours.data[0].organization_id);
  });
});
