import {
  addDays,
  allocateArrears,
  calendarDayIn,
  disbursedLoanStatus,
  toPaise,
} from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { runStartOfDay } from '../../jobs/start-of-day.ts';
import { lendingCallers, registerCustomer, type Caller } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const call = (...args: Parameters<Caller>) => as('manager@acme.test')(...args);
const today = () => calendarDayIn('Asia/Kolkata', testApp.clock.now);

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test');
});
afterAll(() => testApp.close());

describe('arrears in SQL and in core', () => {
  // Nine start-of-day runs over the whole demo (its generated half year included): on a busy
  // machine against PostgreSQL they take longer than the default 20 s.
  it(
    'agree on days overdue, arrears and status at every step of a loan’s life',
    { timeout: 90_000 },
    async () => {
      const customerId = await registerCustomer(call, {
        firstName: 'Parity',
        lastName: 'Check',
        phone: '+919820088801',
      });
      const applied = await call('POST', '/loans', {
        customer_id: customerId,
        principal_amount: 3_000,
        max_repayment_days: 30,
        daily_interest_rate: 0.5,
      });
      const loanId = applied.json().loan.id as string;
      await call('POST', `/loans/${loanId}/disburse`, {
        method: 'cash',
        disbursement_date: addDays(today(), -7),
      });
      // Days pass and payments arrive; at each step the list's SQL and core must agree.
      const steps: { days: number; pay: number }[] = [
        { days: 0, pay: 0 },
        { days: 3, pay: 50 },
        { days: 4, pay: 0 },
        { days: 7, pay: 0 },
        { days: 1, pay: 333.33 },
        { days: 10, pay: 0 },
        { days: 2, pay: 1_000 },
        { days: 20, pay: 0 },
        { days: 30, pay: 0 },
      ];
      let checked = 0;
      const statuses = new Set<string>();
      for (const step of steps) {
        testApp.clock.now = new Date(testApp.clock.now.getTime() + step.days * 86_400_000);
        await signIn('manager@acme.test');
        if (step.pay > 0) {
          const paid = await call('POST', `/loans/${loanId}/payments`, {
            amount: step.pay,
            payment_method: 'cash',
          });
          expect(paid.statusCode).toBe(201);
        }
        await runSystem(ownerConnection(testApp.database), (tx) =>
          runStartOfDay(tx, testApp.clock.now),
        );
        const loan = (await call('GET', `/loans/${loanId}`)).json();
        const core = allocateArrears({
          schedule: loan.schedule.map(
            (instalment: { number: number; date: string; amount: number }) => ({
              number: instalment.number,
              date: instalment.date,
              amountPaise: toPaise(instalment.amount),
            }),
          ),
          paidPaise: toPaise(loan.total_repayable) - toPaise(loan.remaining_amount),
          today: today(),
        });
        expect({ days: loan.days_overdue, arrears: toPaise(loan.arrears_amount) }).toEqual({
          days: core.daysOverdue,
          arrears: core.arrearsPaise,
        });
        expect(loan.status).toBe(
          disbursedLoanStatus({
            remainingPaise: toPaise(loan.remaining_amount),
            daysOverdue: core.daysOverdue,
            dueDate: loan.due_date,
            today: today(),
          }),
        );
        // The list answers the same figures as the single loan.
        const listed = (await call('GET', `/loans?search=${loan.loan_number}`)).json().data[0];
        expect([listed.days_overdue, listed.arrears_amount]).toEqual([
          loan.days_overdue,
          loan.arrears_amount,
        ]);
        statuses.add(loan.status);
        checked += 1;
      }
      expect(checked).toBe(steps.length);
      // The steps cross both sides of the rule.
      expect([...statuses].sort()).toEqual(['active', 'overdue']);
    },
  );
});
