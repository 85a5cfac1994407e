import {
  addDays,
  calendarDayIn,
  RISK_RULE_VERSION,
  type Loan,
  type ScorePerformanceResponse,
} from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingCallers, registerCustomer, removeSeededLoans } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The applicant score each loan keeps, and GET /risk-profiles/score-performance on a small
 * portfolio worked out by hand. Acme collects every day here, so a loan disbursed 40 days back
 * has its first instalment 39 days back and every date below is exact.
 */
let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const officer = () => as('officer@acme.test');
const manager = () => as('manager@acme.test');
const today = () => calendarDayIn('Asia/Kolkata', testApp.clock.now);
let phoneSerial = 0;

/**
 * A customer created from an approved prospect profile scoring `score` (scoreProspect: a monthly
 * income of 10,000 and no debt give 25 points; 0.4 × payment history, 0.2 × business
 * stability and 5 for 5 years at the location add the rest).
 */
async function profiledCustomer(score: 85 | 75 | 65 | 45 | 35 | 90): Promise<string> {
  const inputs = {
    85: { payment_history_score: 100, business_stability_score: 100 },
    75: { payment_history_score: 100, business_stability_score: 50 },
    65: { payment_history_score: 100 },
    45: { payment_history_score: 50 },
    35: { payment_history_score: 25 },
    90: { payment_history_score: 100, business_stability_score: 100, years_at_current_location: 5 },
  }[score];
  phoneSerial += 1;
  const created = await officer()('POST', '/risk-profiles', {
    prospective_customer_name: `Backtest Prospect ${phoneSerial}`,
    phone: `+9163100${String(phoneSerial).padStart(5, '0')}`,
    total_monthly_income: 10_000,
    total_existing_debt: 0,
    assessment_status: 'completed',
    ...inputs,
  });
  expect(created.statusCode, created.body).toBe(201);
  const profile = created.json().risk_profile;
  expect(profile.overall_eligibility_score).toBe(score);
  const approved = await manager()('POST', `/risk-profiles/${profile.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  const customer = await officer()('POST', `/risk-profiles/${profile.id}/create-customer`, {
    residential_address: '4, Station Road, Mumbai',
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return customer.json().customer.id;
}

async function apply(customerId: string, principal = 10_000): Promise<Loan> {
  const applied = await manager()('POST', '/loans', {
    customer_id: customerId,
    principal_amount: principal,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json().loan;
}

/** Applied for and disbursed today (or `daysAgo` days back, at most 7). */
async function disbursed(customerId: string, options: { principal?: number; daysAgo?: number }) {
  const loan = await apply(customerId, options.principal);
  const response = await manager()('POST', `/loans/${loan.id}/disburse`, {
    method: 'cash',
    disbursement_date: addDays(today(), -(options.daysAgo ?? 0)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return loan.id;
}

/** A payment dated today. */
async function pay(loanId: string, amount: number) {
  const paid = await manager()('POST', `/loans/${loanId}/payments`, {
    amount,
    payment_method: 'cash',
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

const CALLERS = [
  'officer@acme.test',
  'manager@acme.test',
  'admin@acme.test',
  'admin@beacon.test',
  'partner@acme.test',
];

/** Moves the test clock on, signing in again past the sessions' idle limit. */
async function moveDays(days: number) {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + days * 86_400_000);
  await signIn(...CALLERS);
}

const report = async (caller = manager()) => {
  const response = await caller('GET', '/risk-profiles/score-performance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ScorePerformanceResponse;
};

beforeAll(async () => {
  testApp = await buildTestApp();
  // Every figure here is exact: without the demo seed's loans.
  await removeSeededLoans(testApp.database);
  await signIn(...CALLERS);
  const acmeId = (await as('admin@acme.test')('GET', '/auth/session')).json().profile
    .organization_id as string;
  const everyDay = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
    collection_days: 'every_day',
  });
  expect(everyDay.statusCode).toBe(200);
});
afterAll(() => testApp.close());

describe('a loan keeps its applicant’s score', () => {
  it('takes the score, band, rule version and recommendation of the customer’s profile', async () => {
    const loan = await apply(await profiledCustomer(65), 12_000);
    expect(loan).toMatchObject({
      applicant_risk_score: 65,
      applicant_risk_band: 'medium',
      applicant_risk_rule_version: RISK_RULE_VERSION,
      // 3 × a monthly income of 10,000.
      applicant_recommended_amount: 30_000,
      applicant_risk_source: 'prospect_profile',
    });
    const read = await manager()('GET', `/loans/${loan.id}`);
    expect(read.json()).toMatchObject({ applicant_risk_score: 65, applicant_risk_band: 'medium' });
  });

  it('keeps nothing for a customer without a profile', async () => {
    const customerId = await registerCustomer(manager(), {
      firstName: 'Unprofiled',
      lastName: 'Borrower',
      phone: '+919820088801',
    });
    expect(await apply(customerId)).toMatchObject({
      applicant_risk_score: null,
      applicant_risk_band: null,
      applicant_risk_rule_version: null,
      applicant_recommended_amount: null,
      applicant_risk_source: null,
    });
  });
});

describe('GET /api/v1/risk-profiles/score-performance', () => {
  it('answers no figures and says there are too few loans before any is disbursed', async () => {
    const answer = await report();
    expect(answer).toMatchObject({ scored_loans: 0, unscored_loans: 0 });
    for (const outcome of answer.outcomes) {
      expect(outcome).toMatchObject({
        loans: 0,
        bad_rate: null,
        auc: null,
        gini: null,
        ks: null,
        verdict: { judgeable: false, shortfall: 'too_few_loans' },
      });
    }
  });

  it('works out every figure of a small portfolio as by hand', async () => {
    // Disbursed on day 0 (the first instalment on day 1) and read on day 40. Ever days
    // overdue: the most reached when a payment moved the oldest unpaid instalment on (the
    // payment's day less that instalment's), or today's.
    const completed = await disbursed(await profiledCustomer(85), {});
    const current = await disbursed(await profiledCustomer(75), {});
    const tenDays = await disbursed(await profiledCustomer(65), {});
    const thirtyFive = await disbursed(await profiledCustomer(65), { principal: 40_000 });
    const onTime = await disbursed(await profiledCustomer(45), {});
    await disbursed(await profiledCustomer(35), { principal: 20_000 }); // unpaid: 39 on day 40
    const unprofiled = await registerCustomer(manager(), {
      firstName: 'Unscored',
      lastName: 'Borrower',
      phone: '+919820088802',
    });
    await disbursed(unprofiled, {});
    await moveDays(1);
    await pay(completed, 10_000); // all 100 instalments on the first's day: never overdue
    await pay(current, 3_400); // 34 instalments: on day 40 the 35th is 5 days overdue
    await pay(onTime, 4_000);
    await moveDays(10);
    await pay(tenDays, 4_000); // the first instalment 10 days late, then up to date
    await moveDays(25);
    await pay(thirtyFive, 16_000); // 40 instalments of 400: the first 35 days late
    await moveDays(4);
    // Disbursed 3 days back: too young to have gone 7 days overdue.
    await disbursed(await profiledCustomer(90), { daysAgo: 3 });

    const answer = await report();
    expect(answer.as_of).toBe(today());
    expect(answer).toMatchObject({
      scored_loans: 7,
      unscored_loans: 1,
      minimums: { loans: 30, bads: 5, goods: 5 },
    });
    // More than 7 days: goods 85, 75, 45; bads 65 (10 days), 65 (35), 35 (39). Good beats bad
    // in 7 of 9 pairs; cumulative bads − goods widest at 65: 3/3 − 1/3.
    expect(answer.outcomes[0]).toEqual({
      outcome: 'over_7_days',
      overdue_days: 7,
      loans: 6,
      goods: 3,
      bads: 3,
      bad_rate: 50,
      auc: 0.7778,
      gini: 0.5556,
      ks: 0.6667,
      bands: [
        { band: 'low', loans: 2, bads: 0, bad_rate: 0 },
        { band: 'medium', loans: 3, bads: 2, bad_rate: 66.67 },
        { band: 'high', loans: 1, bads: 1, bad_rate: 100 },
      ],
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    });
    // More than 30 days: the 10-day loan turns good and ties a bad at 65 (half a pair): 6½ of
    // 8; widest gap ½ at 35 and at 65.
    expect(answer.outcomes[1]).toEqual({
      outcome: 'over_30_days',
      overdue_days: 30,
      loans: 6,
      goods: 4,
      bads: 2,
      bad_rate: 33.33,
      auc: 0.8125,
      gini: 0.625,
      ks: 0.5,
      bands: [
        { band: 'low', loans: 2, bads: 0, bad_rate: 0 },
        { band: 'medium', loans: 3, bads: 1, bad_rate: 33.33 },
        { band: 'high', loans: 1, bads: 1, bad_rate: 100 },
      ],
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    });
    // Recommended: 6 × 10,000 from 71, 3 × from 41, else 1.5 ×. Above: 40,000 against 30,000
    // and 20,000 against 15,000.
    expect(answer.recommendation).toEqual([
      {
        group: 'above',
        loans: 2,
        amount_lent: 60_000,
        amount_recommended: 45_000,
        outcomes: [
          { outcome: 'over_7_days', loans: 2, bads: 2, bad_rate: 100 },
          { outcome: 'over_30_days', loans: 2, bads: 2, bad_rate: 100 },
        ],
      },
      {
        group: 'within',
        loans: 5,
        amount_lent: 50_000,
        amount_recommended: 240_000,
        outcomes: [
          { outcome: 'over_7_days', loans: 4, bads: 1, bad_rate: 25 },
          { outcome: 'over_30_days', loans: 4, bads: 0, bad_rate: 0 },
        ],
      },
    ]);
  });

  it('counts only the caller’s organization', async () => {
    const beacon = await report(as('admin@beacon.test'));
    expect(beacon).toMatchObject({ scored_loans: 0, unscored_loans: 0 });
    expect(beacon.recommendation.map((group) => group.loans)).toEqual([0, 0]);
  });

  it('is a report: refused without reports:read', async () => {
    const response = await officer()('GET', '/risk-profiles/score-performance');
    expect(response.statusCode).toBe(403);
    expect((await report(as('partner@acme.test'))).scored_loans).toBe(7);
  });
});
