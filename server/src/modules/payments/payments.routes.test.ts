import { addDays, calendarDayIn, PAYMENT_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { english } from '../../testing/english.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const agent = () => as('agent@acme.test');
let customerId: string;
/** A day counted from today in Acme's timezone (Asia/Kolkata). */
const day = (offset: number) => addDays(calendarDayIn('Asia/Kolkata', testApp.clock.now), offset);

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn(
    'manager@acme.test',
    'agent@acme.test',
    'admin@beacon.test',
    'admin@acme.test',
    'owner@lendline.test',
  );
  customerId = await registerCustomer(manager(), {
    firstName: 'Ravi',
    lastName: 'Shah',
    phone: '+919820066601',
  });
});
afterAll(async () => {
  // Every money movement of this file, checked against the journal (issue 10 "Integrity").
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

/** A disbursed loan: 10,000 at the defaults, 100 instalments of 100. */
async function disbursedLoan(principal = 10_000, disbursementDate?: string) {
  const applied = await manager()('POST', '/loans', {
    customer_id: customerId,
    principal_amount: principal,
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  const disbursed = await manager()('POST', `/loans/${applied.json().loan.id}/disburse`, {
    method: 'cash',
    ...(disbursementDate && { disbursement_date: disbursementDate }),
  });
  if (disbursed.statusCode !== 200) throw new Error(disbursed.body);
  return disbursed.json().loan as { id: string; loan_number: string; remaining_amount: number };
}

const pay = (loanId: string, body: object, who = manager(), headers: Record<string, string> = {}) =>
  who('POST', `/loans/${loanId}/payments`, { payment_method: 'cash', ...body }, headers);

describe('POST /api/v1/loans/:id/payments', () => {
  it('records a payment: 201 {message, payment, loan}, the remaining amount and the journal follow', async () => {
    const loan = await disbursedLoan();
    const response = await pay(loan.id, { amount: 250.5, reference: 'R-1', notes: 'first' });
    expect(response.statusCode).toBe(201);
    const { message, payment, loan: after } = response.json();
    expect(message).toBe('Payment recorded successfully');
    expect(payment).toMatchObject({
      amount: 250.5,
      status: 'completed',
      payment_method: 'cash',
      loan_number: loan.loan_number,
      customer_name: 'Ravi Shah',
      payment_date: day(0),
    });
    expect(after.remaining_amount).toBe(9_749.5);
    const detail = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(detail.payments).toHaveLength(1);
    expect(detail.schedule[0]).toMatchObject({ paid: 100, status: 'paid' });
    expect(detail.schedule[2]).toMatchObject({ paid: 50.5 });
  });

  it('refuses more than remains, bad amounts and dates, with the texts', async () => {
    const loan = await disbursedLoan(1_000, day(-3));
    const tooMuch = await pay(loan.id, { amount: 1_000.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe(
      'The amount is more than the 1000.00 remaining on this loan',
    );
    const threeDecimals = await pay(loan.id, { amount: 10.005 });
    expect(threeDecimals.statusCode).toBe(400);
    const zero = await pay(loan.id, { amount: 0 });
    expect(zero.json().error.details.fieldErrors.amount).toEqual([
      english(PAYMENT_MESSAGES.amountInvalid),
    ]);
    const future = await pay(loan.id, { amount: 10, payment_date: day(1) });
    expect(future.json().error.details.fieldErrors.payment_date).toEqual([
      english(PAYMENT_MESSAGES.paymentDate),
    ]);
    const old = await pay(loan.id, { amount: 10, payment_date: day(-8) });
    expect(old.statusCode).toBe(400);
    const beforeDisbursement = await pay(loan.id, { amount: 10, payment_date: day(-5) });
    expect(beforeDisbursement.json().error.details.fieldErrors.payment_date).toEqual([
      english(PAYMENT_MESSAGES.beforeDisbursement),
    ]);
    const backdated = await pay(loan.id, { amount: 10, payment_date: day(-2) });
    expect(backdated.statusCode).toBe(201);
    expect(backdated.json().payment.payment_date).toBe(day(-2));
  });

  it("waits for a manager over a collection agent's 10,000, and refuses over 50,000", async () => {
    const loan = await disbursedLoan(100_000);
    const pending = await pay(loan.id, { amount: 15_000 }, agent());
    expect(pending.statusCode).toBe(201);
    const body = pending.json();
    expect(body.payment.status).toBe('pending');
    expect(body.loan.remaining_amount).toBe(100_000);
    expect(body.approval_request).toMatchObject({
      request_type: 'payment_approval',
      required_role: 'manager',
    });
    const approved = await manager()('POST', `/approvals/${body.approval_request.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const after = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(after.remaining_amount).toBe(85_000);
    expect(after.payments[0].status).toBe('completed');

    const rejectedOne = (await pay(loan.id, { amount: 12_000 }, agent())).json();
    // A manager may approve requests but not reject them (spec part 1 matrix), and only the
    // current approver or the platform owner decides: the platform owner rejects it.
    const rejection = await as('owner@lendline.test')(
      'POST',
      `/approvals/${rejectedOne.approval_request.id}/reject`,
      { note: 'No receipt' },
    );
    expect(rejection.statusCode).toBe(200);
    const [failed] = await queryRows<{ status: string }>(
      ownerConnection(testApp.database),
      sql`select status from loan_payments where id = ${rejectedOne.payment.id}`,
    );
    expect(failed!.status).toBe('failed');

    const refused = await pay(loan.id, { amount: 60_000 }, agent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This payment exceeds your limit; only manager may record it',
    );
  });

  it('replays the same key and body, refuses the key with another body, and one still running', async () => {
    const loan = await disbursedLoan();
    const key = { 'idempotency-key': 'dialog-1' };
    const first = await pay(loan.id, { amount: 100 }, manager(), key);
    const again = await pay(loan.id, { amount: 100 }, manager(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payment.id).toBe(first.json().payment.id);
    expect((await manager()('GET', `/loans/${loan.id}`)).json().remaining_amount).toBe(9_900);
    const other = await pay(loan.id, { amount: 200 }, manager(), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const [manager_] = await queryRows<{ id: string }>(
      ownerConnection(testApp.database),
      sql`select id from users where email = 'manager@acme.test'`,
    );
    await ownerConnection(testApp.database).execute(
      sql`insert into idempotency_keys (user_id, key, request_hash) values (${manager_!.id}, 'running', 'x')`,
    );
    const running = await pay(loan.id, { amount: 100 }, manager(), {
      'idempotency-key': 'running',
    });
    // A different body hash is checked first; the same request still running answers 409.
    expect([409, 422]).toContain(running.statusCode);
  });

  it('applies each of 50 simultaneous payments once or refuses it, never going below 0', async () => {
    const loan = await disbursedLoan(1_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        pay(loan.id, { amount: 30 }, manager(), { 'idempotency-key': `burst-${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(33);
    expect(statuses.filter((status) => status === 422)).toHaveLength(17);
    const after = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(after.remaining_amount).toBe(10);
    expect(after.payments).toHaveLength(33);
  });

  it("refuses another tenant's loan (404)", async () => {
    const loan = await disbursedLoan();
    expect((await pay(loan.id, { amount: 10 }, as('admin@beacon.test'))).statusCode).toBe(404);
  });
});

describe('POST /api/v1/payments/:id/reverse', () => {
  it('reverses a middle payment, and the payment that completed a loan reopens it', async () => {
    const loan = await disbursedLoan(1_000);
    const ids: string[] = [];
    for (const amount of [300, 300, 400]) {
      ids.push((await pay(loan.id, { amount })).json().payment.id);
    }
    expect((await manager()('GET', `/loans/${loan.id}`)).json().status).toBe('completed');
    const middle = await manager()('POST', `/payments/${ids[1]}/reverse`, {
      reason: 'Bounced cheque',
    });
    expect(middle.statusCode).toBe(200);
    expect(middle.json().payment).toMatchObject({ reversal_reason: 'Bounced cheque' });
    expect(middle.json().loan).toMatchObject({ remaining_amount: 300, status: 'active' });
    const twice = await manager()('POST', `/payments/${ids[1]}/reverse`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(english(PAYMENT_MESSAGES.alreadyReversed));
    await pay(loan.id, { amount: 300 });
    const last = await manager()('POST', `/payments/${ids[2]}/reverse`, { reason: 'Wrong loan' });
    expect(last.json().loan).toMatchObject({ remaining_amount: 400, status: 'active' });
    const byAgent = await agent()('POST', `/payments/${ids[0]}/reverse`, { reason: 'x' });
    expect(byAgent.statusCode).toBe(403);
  });
});

describe('POST /api/v1/payments/bulk', () => {
  it('records nothing when one row is bad, and names every bad row', async () => {
    const loan = await disbursedLoan();
    const before = (await manager()('GET', `/payments?loan_id=${loan.id}`)).json().total;
    const response = await manager()('POST', '/payments/bulk', {
      entries: [
        {
          loan_number: loan.loan_number,
          customer_name: 'Ravi Shah',
          amount: 100,
          payment_method: 'cash',
        },
        {
          loan_number: loan.loan_number,
          customer_name: 'Asha Patil',
          amount: 100,
          payment_method: 'upi',
        },
        {
          loan_number: 'LN-0000-000000',
          customer_name: 'Ravi Shah',
          amount: 100,
          payment_method: 'cash',
        },
        { loan_number: loan.loan_number, customer_name: '', amount: 100, payment_method: 'cash' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'BULK_INVALID',
      message: 'Invalid Entries',
    });
    expect(response.json().error.details.rows).toEqual([
      { row: 2, message: `Row 2: Asha Patil is not the customer of loan ${loan.loan_number}` },
      { row: 3, message: 'Row 3: loan LN-0000-000000 not found' },
      { row: 4, message: 'Row 4: Please fill all required fields for each payment.' },
    ]);
    expect((await manager()('GET', `/payments?loan_id=${loan.id}`)).json().total).toBe(before);
  });

  it('records a good sheet once, even when it is sent again with its key', async () => {
    const loan = await disbursedLoan();
    const sheet = {
      entries: [
        {
          loan_number: loan.loan_number,
          customer_name: ' ravi  SHAH ',
          amount: 100,
          payment_method: 'cash',
        },
        {
          loan_number: loan.loan_number,
          customer_name: 'Ravi Shah',
          amount: 50.25,
          payment_method: 'upi',
          reference_number: 'U-9',
        },
      ],
    };
    const key = { 'idempotency-key': 'sheet-1' };
    const first = await manager()('POST', '/payments/bulk', sheet, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      recorded: 2,
      total_amount: 150.25,
      message: '2 payments recorded',
    });
    const again = await manager()('POST', '/payments/bulk', sheet, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await manager()('GET', `/loans/${loan.id}`)).json().remaining_amount).toBe(9_849.75);
  });

  it('refuses an empty sheet', async () => {
    const response = await manager()('POST', '/payments/bulk', { entries: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please add at least one payment entry.');
  });
});

describe('GET /api/v1/payments and /payments/summary', () => {
  it('lists the history newest first, searchable by loan number and customer', async () => {
    const loan = await disbursedLoan();
    await pay(loan.id, { amount: 75 });
    const found = (await manager()('GET', `/payments?search=${loan.loan_number}`)).json();
    expect(found.data[0]).toMatchObject({ loan_number: loan.loan_number, amount: 75 });
    // Typed from its start in any case (read by key) or from its middle (the trigram index).
    const start = loan.loan_number.slice(0, -1).toLowerCase();
    const middle = loan.loan_number.slice(4);
    for (const term of [start, middle]) {
      const numbers = (await manager()('GET', `/payments?search=${term}`))
        .json()
        .data.map((row: { loan_number: string }) => row.loan_number);
      expect(numbers).toContain(loan.loan_number);
      expect(
        numbers.every((number: string) => number.toLowerCase().includes(term.toLowerCase())),
      ).toBe(true);
    }
    const byName = (await manager()('GET', '/payments?search=ravi')).json();
    expect(byName.total).toBeGreaterThan(1);
    // Another tenant finds none of them.
    const foreign = (
      await as('admin@beacon.test')('GET', `/payments?search=${loan.loan_number}`)
    ).json();
    expect(foreign.total).toBe(0);
  });

  it('finds a payment by the start of its id, and totals every page from the counts', async () => {
    const loan = await disbursedLoan();
    const { payment } = (await pay(loan.id, { amount: 40 })).json();
    for (const start of [payment.id.slice(0, 8), payment.id.slice(0, 13).toUpperCase()]) {
      const found = (await manager()('GET', `/payments?search=${start}`)).json();
      expect(found.data.map((row: { id: string }) => row.id)).toContain(payment.id);
    }
    const all = (await manager()('GET', '/payments?page_size=10')).json();
    const scope = (
      (await manager()('GET', '/auth/session')).json().organization_ids as string[]
    ).map((id) => sql`${id}::uuid`);
    const [counted] = await queryRows<{ payments: string; cash: string }>(
      ownerConnection(testApp.database),
      sql`select count(*) as payments, count(*) filter (where payment_method = 'cash') as cash
          from loan_payments where organization_id in (${sql.join(scope, sql`, `)})`,
    );
    expect(all.total).toBe(Number(counted!.payments));
    expect((await manager()('GET', '/payments?method=cash')).json().total).toBe(
      Number(counted!.cash),
    );
    // Newest first across the scope's organizations, page after page without overlap.
    const next = (await manager()('GET', '/payments?page_size=10&page=2')).json();
    const times = [...all.data, ...next.data].map((row: { created_at: string }) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...all.data, ...next.data].map((row: { id: string }) => row.id)).size).toBe(20);
  });

  it("sums today's and total collection from completed payments not reversed, in scope", async () => {
    const summary = (await manager()('GET', '/payments/summary')).json();
    const scope = (
      (await manager()('GET', '/auth/session')).json().organization_ids as string[]
    ).map((id) => sql`${id}::uuid`);
    const [sums] = await queryRows<{ amount: string; count: string }>(
      ownerConnection(testApp.database),
      sql`select coalesce(sum(amount), 0) as amount, count(*) as count from loan_payments
          where status = 'completed' and reversed_at is null
            and organization_id in (${sql.join(scope, sql`, `)})`,
    );
    expect(summary.total).toEqual({ amount: Number(sums!.amount), count: Number(sums!.count) });
    expect(summary.today.count).toBeGreaterThan(0);
    // The overdue card adds up the arrears the loan list shows, loan by loan, page by page.
    let arrears = 0;
    let behind = 0;
    for (let page = 1; ; page += 1) {
      const { data, total } = (
        await manager()('GET', `/loans?tab=all&page_size=100&page=${page}`)
      ).json();
      for (const loan of data as { arrears_amount: number }[]) {
        if (loan.arrears_amount > 0) {
          behind += 1;
          arrears += loan.arrears_amount;
        }
      }
      if (page * 100 >= total) break;
    }
    expect(summary.overdue.count).toBe(behind);
    expect(summary.overdue.amount).toBeCloseTo(arrears, 2);
    expect(behind).toBeGreaterThan(0);
  });
});
