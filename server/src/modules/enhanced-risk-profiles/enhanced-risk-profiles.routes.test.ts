import {
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_MESSAGES,
  ENHANCED_RISK_MESSAGES,
  ENHANCED_RISK_RULE_VERSION,
  EnhancedRiskProfileRequestSchema,
  MESSAGES,
  RISK_RULE_VERSION,
  scoreEnhancedProfile,
  type EnhancedRiskProfile,
  type EnhancedRiskProfileRequestValues,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { requestAs, type Requester } from '../../testing/demo-lookups.ts';
import { english } from '../../testing/english.ts';
import { createTestCustomer } from '../../testing/factories/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAdmin: Requester;
let asManager: Requester;
let asOfficer: Requester;
let asPartner: Requester;
let asAuditor: Requester;
let asBeaconAdmin: Requester;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asOfficer = await as('officer@acme.test');
  asPartner = await as('partner@acme.test');
  asAuditor = await as('auditor@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
});
afterAll(() => testApp.close());

const db = () => ownerConnection(testApp.database);

/** Every section complete: 100 % (scoreEnhancedProfile gives what the API must store). */
const ASSESSMENT = {
  full_name: 'Meena Kumari',
  age: 34,
  secondary_phone: '+91 63000 22222',
  marital_status: 'married',
  dependents: 3,
  monthly_household_income: 8_000,
  monthly_household_expenses: 9_000,
  other_income_sources: 'Tuition classes',
  savings_amount: 20_000,
  businesses: [
    {
      business_name: 'Tea stall',
      business_type: 'food_beverage',
      years_in_operation: 4,
      monthly_revenue: 30_000,
      monthly_expenses: 18_000,
      employee_count: 1,
    },
    {
      business_name: 'Tailoring',
      business_type: 'textiles',
      years_in_operation: 1,
      monthly_revenue: 9_000,
      monthly_expenses: 2_000,
      monthly_profit: 6_500.5,
    },
  ],
  loan_history: [
    {
      business_id: 1,
      reason: 'equipment_purchase',
      amount: 40_000,
      amount_repaid: 15_000.25,
      source: 'Village cooperative',
      defaulted: 'no',
      loan_status: 'active',
      start_date: '2025-06-01',
      end_date: '2026-06-01',
      interest_rate: 18.5,
      loan_term_months: 12,
      lender_type: 'cooperative',
    },
    {
      business_id: 'other',
      reason: 'other',
      custom_reason: 'Daughter’s wedding',
      amount: 25_000,
      amount_repaid: 25_000,
      defaulted: 'no',
      loan_status: 'completed',
      lender_type: 'friend_family',
    },
  ],
  assets: [
    { type: 'jewelry', value: 45_000, ownership_status: 'owned' },
    {
      type: 'vehicle',
      description: 'Scooter',
      value: 60_000,
      ownership_status: 'mortgaged',
      has_loan: true,
      loan_amount: 50_000,
      outstanding_loan_amount: 20_000,
      loan_status: 'active',
      loan_lender: 'Bank',
    },
  ],
} satisfies EnhancedRiskProfileRequestValues;

async function submit(
  customerId: string,
  body: Record<string, unknown> = ASSESSMENT,
  as: Requester = asOfficer,
): Promise<EnhancedRiskProfile> {
  const response = await as('POST', `/customers/${customerId}/risk-profiles`, body);
  if (response.statusCode !== 201) throw new Error(`Submit: ${response.body}`);
  return response.json().risk_profile;
}

async function storedRows(customerId: string) {
  const [row] = await queryRows<{ profiles: number; businesses: number; audits: number }>(
    db(),
    sql`select
          (select count(*)::int from enhanced_risk_profiles where customer_id = ${customerId})
            as profiles,
          (select count(*)::int from risk_profile_businesses where customer_id = ${customerId})
            as businesses,
          (select count(*)::int from audit_logs a join enhanced_risk_profiles p on p.id::text = a.entity_id
            where p.customer_id = ${customerId}) as audits`,
  );
  return row!;
}

function expectRefusal(
  response: Awaited<ReturnType<Requester>>,
  status: number,
  message: Parameters<typeof english>[0],
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.message).toBe(english(message));
}

describe('POST /api/v1/customers/:id/risk-profiles', () => {
  it('stores the profile, its businesses, loans and assets, consolidated and scored, audited', async () => {
    const customer = await createTestCustomer(testApp.database);
    const response = await asOfficer('POST', `/customers/${customer.id}/risk-profiles`, ASSESSMENT);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(english(ENHANCED_RISK_MESSAGES.submitted));
    const profile: EnhancedRiskProfile = response.json().risk_profile;
    const expected = scoreEnhancedProfile(EnhancedRiskProfileRequestSchema.parse(ASSESSMENT));
    expect(profile).toMatchObject({
      customer_id: customer.id,
      organization_id: customer.organization_id,
      secondary_phone: '+916300022222',
      questionnaire_completion_percentage: 100,
      total_businesses_count: 2,
      // 8,000 + (30,000 − 18,000) + 6,500.50 as given.
      consolidated_monthly_income: 26_500.5,
      // 9,000 + 18,000 + 2,000.
      consolidated_monthly_expenses: 29_000,
      // (40,000 − 15,000.25) + (25,000 − 25,000).
      consolidated_debt_burden: 24_999.75,
      risk_score: expected.score,
      risk_band: expected.band,
      score_components: expected.components,
      score_figures: expected.figures,
      score_rule_version: ENHANCED_RISK_RULE_VERSION,
      recommended_loan_amount: expected.recommended_loan_amount,
    });
    // 25 + 20 (9,000 of 26,500.50: 34 %) + 10 (4 years) + 20 + 3 (2.2 months) + 10 + 3 = 91.
    expect(profile.risk_score).toBe(91);
    expect(profile.risk_band).toBe('low');
    expect(profile.recommended_loan_amount).toBe(159_003);
    expect(profile.businesses.map((business) => business.monthly_profit)).toEqual([
      12_000, 6_500.5,
    ]);
    const [personal, withBusiness] = [profile.loan_history[1]!, profile.loan_history[0]!];
    expect(withBusiness).toMatchObject({
      business_id: profile.businesses[1]!.id,
      business_index: 1,
      outstanding: 24_999.75,
      interest_rate: 18.5,
      start_date: '2025-06-01',
    });
    expect(personal).toMatchObject({ business_id: null, business_index: null, reason: 'other' });
    expect(profile.assets[1]).toMatchObject({ has_loan: true, outstanding_loan_amount: 20_000 });
    expect(await storedRows(customer.id)).toEqual({ profiles: 1, businesses: 2, audits: 1 });
    const [audit] = await queryRows<{
      action: string;
      user_role: string;
      new_values: EnhancedRiskProfile;
    }>(
      db(),
      sql`select action, user_role, new_values from audit_logs
          where entity_type = 'enhanced_risk_profile' and entity_id = ${profile.id}`,
    );
    expect(audit).toMatchObject({ action: 'create', user_role: 'loan_officer' });
    expect(audit!.new_values.businesses).toHaveLength(2);
  });

  it('stores nothing when the database refuses one business row (one transaction)', async () => {
    const customer = await createTestCustomer(testApp.database);
    await db().execute(
      sql.raw(`create function refuse_test_business() returns trigger language plpgsql as $$
        begin raise exception 'refused business row'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_test_business before insert on risk_profile_businesses
        for each row when (new.business_name = 'Refused stall')
        execute function refuse_test_business()`),
    );
    try {
      const response = await asOfficer('POST', `/customers/${customer.id}/risk-profiles`, {
        ...ASSESSMENT,
        businesses: [
          ASSESSMENT.businesses[0],
          { ...ASSESSMENT.businesses[1], business_name: 'Refused stall' },
        ],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_test_business on risk_profile_businesses'));
      await db().execute(sql.raw('drop function refuse_test_business()'));
    }
    expect(await storedRows(customer.id)).toEqual({ profiles: 0, businesses: 0, audits: 0 });
  });

  it('refuses a business row without its type with 400, storing nothing', async () => {
    const customer = await createTestCustomer(testApp.database);
    const response = await asOfficer('POST', `/customers/${customer.id}/risk-profiles`, {
      ...ASSESSMENT,
      businesses: [ASSESSMENT.businesses[0], { business_name: 'No type' }],
    });
    expectRefusal(response, 400, ENHANCED_RISK_MESSAGES.businessTypeRequired);
    expect(response.json().error.details.fieldErrors).toHaveProperty([
      'businesses.1.business_type',
    ]);
    expect(await storedRows(customer.id)).toEqual({ profiles: 0, businesses: 0, audits: 0 });
  });

  it('refuses a form below 60 % with the spec’s hint, and takes one at 60 %', async () => {
    const customer = await createTestCustomer(testApp.database);
    // Personal and business complete, expenditure without savings, no loans, no assets: 40 %.
    const { loan_history: _loans, assets: _assets, ...partial } = ASSESSMENT;
    const below = { ...partial, savings_amount: null };
    expectRefusal(
      await asOfficer('POST', `/customers/${customer.id}/risk-profiles`, below),
      422,
      ENHANCED_RISK_MESSAGES.completionTooLow,
    );
    expect(english(ENHANCED_RISK_MESSAGES.completionTooLow)).toBe(
      'Complete at least 60% of the form to submit the risk profile.',
    );
    expect(await storedRows(customer.id)).toMatchObject({ profiles: 0 });
    const atSixty = await submit(customer.id, partial);
    expect(atSixty.questionnaire_completion_percentage).toBe(60);
    // An explicit "no loans" answers the section: 80 %.
    const withNone = await submit(customer.id, { ...partial, no_loan_history: true });
    expect(withNone.questionnaire_completion_percentage).toBe(80);
    expect(withNone.no_loan_history).toBe(true);
  });

  it('refuses another tenant’s customer (404) and the roles outside the Risk Profile tab (403)', async () => {
    const customer = await createTestCustomer(testApp.database);
    expectRefusal(
      await asBeaconAdmin('POST', `/customers/${customer.id}/risk-profiles`, ASSESSMENT),
      404,
      CUSTOMER_MESSAGES.notFound,
    );
    // partner_admin holds customers:update, but the tab is loan_officer, manager, admin.
    for (const as of [asPartner, asAuditor]) {
      expectRefusal(
        await as('POST', `/customers/${customer.id}/risk-profiles`, ASSESSMENT),
        403,
        MESSAGES.accessDenied,
      );
      expect((await as('GET', `/customers/${customer.id}/risk-profiles`)).statusCode).toBe(403);
    }
    expect(await storedRows(customer.id)).toMatchObject({ profiles: 0 });
  });
});

describe('GET /api/v1/customers/:id/risk-profiles and /enhanced-risk-profiles/:id', () => {
  it('lists the customer’s profiles newest first, paged, and reads one', async () => {
    const customer = await createTestCustomer(testApp.database);
    const start = testApp.clock.now;
    const ids: string[] = [];
    try {
      for (const [day, dependents] of [0, 1, 6].entries()) {
        testApp.clock.now = new Date(start.getTime() + day * 60_000);
        ids.push((await submit(customer.id, { ...ASSESSMENT, dependents }, asManager)).id);
      }
    } finally {
      testApp.clock.now = start;
    }
    const list = await asOfficer('GET', `/customers/${customer.id}/risk-profiles`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((profile: EnhancedRiskProfile) => profile.id)).toEqual(
      [...ids].reverse(),
    );
    expect(list.json()).toMatchObject({ page: 1, total: 3 });
    const second = await asAdmin(
      'GET',
      `/customers/${customer.id}/risk-profiles?page=2&page_size=2`,
    );
    expect(second.json().data.map((profile: EnhancedRiskProfile) => profile.id)).toEqual([ids[0]]);
    const other = await createTestCustomer(testApp.database);
    expect((await asOfficer('GET', `/customers/${other.id}/risk-profiles`)).json().total).toBe(0);

    const one = await asOfficer('GET', `/enhanced-risk-profiles/${ids[2]}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids[2], dependents: 6, businesses: [{}, {}] });
    expect((await asBeaconAdmin('GET', `/enhanced-risk-profiles/${ids[2]}`)).statusCode).toBe(404);
    expect((await asBeaconAdmin('GET', `/customers/${customer.id}/risk-profiles`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/v1/enhanced-risk-profiles/:id/recalculate', () => {
  it('recomputes the figures and score from the stored rows, audited', async () => {
    const customer = await createTestCustomer(testApp.database);
    const profile = await submit(customer.id);
    await db().execute(
      sql`update enhanced_risk_profiles set risk_score = 1, score_components = null,
            consolidated_debt_burden = 0, questionnaire_completion_percentage = 0
          where id = ${profile.id}`,
    );
    const response = await asManager('POST', `/enhanced-risk-profiles/${profile.id}/recalculate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(english(ENHANCED_RISK_MESSAGES.recalculated));
    expect(response.json().risk_profile).toMatchObject({
      risk_score: profile.risk_score,
      score_components: profile.score_components,
      consolidated_debt_burden: 24_999.75,
      questionnaire_completion_percentage: 100,
      recommended_loan_amount: profile.recommended_loan_amount,
    });
    const [audit] = await queryRows<{
      action: string;
      old_values: { risk_score: number };
      new_values: { risk_score: number };
      changed_fields: string[];
    }>(
      db(),
      sql`select action, old_values, new_values, changed_fields from audit_logs
          where entity_id = ${profile.id} and action = 'recalculate'`,
    );
    expect(audit).toMatchObject({
      old_values: { risk_score: 1 },
      new_values: { risk_score: profile.risk_score },
    });
    expect(audit!.changed_fields).toEqual(
      expect.arrayContaining(['risk_score', 'score_components', 'consolidated_debt_burden']),
    );
    expect(
      (await asPartner('POST', `/enhanced-risk-profiles/${profile.id}/recalculate`)).statusCode,
    ).toBe(403);
    expect(
      (await asBeaconAdmin('POST', `/enhanced-risk-profiles/${profile.id}/recalculate`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/customers/:id/risk-override', () => {
  const auditsOf = (customerId: string) =>
    queryRows<{
      action: string;
      reason: string;
      approval_required: boolean;
      user_role: string;
      old_values: unknown;
      new_values: unknown;
    }>(
      db(),
      sql`select action, reason, approval_required, user_role, old_values, new_values
          from audit_logs where entity_id = ${customerId} and action = 'risk_override'`,
    );

  it('lets a manager set the level with a reason, audited with approval_required', async () => {
    const customer = await createTestCustomer(testApp.database);
    const response = await asManager('POST', `/customers/${customer.id}/risk-override`, {
      risk_level: 'high',
      reason: ' Defaulted with another lender last month ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: english(ENHANCED_RISK_MESSAGES.overridden),
      customer_id: customer.id,
      previous_risk_level: 'medium',
      risk_level: 'high',
      reason: 'Defaulted with another lender last month',
    });
    expect((await asOfficer('GET', `/customers/${customer.id}`)).json().risk_level).toBe('high');
    expect(await auditsOf(customer.id)).toEqual([
      {
        action: 'risk_override',
        reason: 'Defaulted with another lender last month',
        approval_required: true,
        user_role: 'manager',
        old_values: { risk_level: 'medium' },
        new_values: { risk_level: 'high' },
      },
    ]);
    const admin = await asAdmin('POST', `/customers/${customer.id}/risk-override`, {
      risk_level: 'low',
      reason: 'Cleared by the branch',
    });
    expect(admin.json()).toMatchObject({ previous_risk_level: 'high', risk_level: 'low' });
  });

  it('refuses loan officers and partner admins (403), a missing reason (400), another tenant (404)', async () => {
    const customer = await createTestCustomer(testApp.database);
    const body = { risk_level: 'low', reason: 'Good payer' };
    for (const as of [asOfficer, asPartner]) {
      expectRefusal(
        await as('POST', `/customers/${customer.id}/risk-override`, body),
        403,
        MESSAGES.accessDenied,
      );
    }
    expect(
      (await asManager('POST', `/customers/${customer.id}/risk-override`, { risk_level: 'low' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await asBeaconAdmin('POST', `/customers/${customer.id}/risk-override`, body)).statusCode,
    ).toBe(404);
    // The customer form's rule holds here too: high only by manager and organization_admin.
    expectRefusal(
      await asOwner('POST', `/customers/${customer.id}/risk-override`, {
        ...body,
        risk_level: 'high',
      }),
      403,
      CUSTOMER_FIELD_MESSAGES.highRisk,
    );
    expect(
      (await asOwner('POST', `/customers/${customer.id}/risk-override`, body)).statusCode,
    ).toBe(200);
    expect((await auditsOf(customer.id)).map((row) => row.user_role)).toEqual([
      'platform_super_admin',
    ]);
  });
});

describe('GET /api/v1/loans/terms: the customer’s latest score', () => {
  it('answers no score before any profile, then the newest of prospect and enhanced profiles', async () => {
    // A customer created from an approved prospect profile.
    const created = await asOfficer('POST', '/risk-profiles', {
      prospective_customer_name: 'Radha Gowda',
      phone: '+91 63000 33333',
      total_monthly_income: 20_000,
      total_existing_debt: 2_000,
      payment_history_score: 80,
      business_stability_score: 80,
      asset_backing_score: 60,
      years_at_current_location: 5,
      assessment_status: 'completed',
    });
    const prospect = created.json().risk_profile;
    expect((await asManager('POST', `/risk-profiles/${prospect.id}/approve`, {})).statusCode).toBe(
      200,
    );
    const registered = await asOfficer('POST', `/risk-profiles/${prospect.id}/create-customer`, {
      residential_address: '12, Temple Street, Mysuru',
    });
    const customerId: string = registered.json().customer.id;
    const terms = async () =>
      (await asOfficer('GET', `/loans/terms?customer_id=${customerId}`)).json();
    expect(await terms()).toMatchObject({
      recommended_amount: prospect.recommended_loan_amount,
      risk_score: prospect.overall_eligibility_score,
      risk_band: prospect.risk_category,
      risk_rule_version: RISK_RULE_VERSION,
      risk_score_source: 'prospect_profile',
      risk_profile_id: prospect.id,
    });

    const start = testApp.clock.now;
    testApp.clock.now = new Date(start.getTime() + 60_000);
    try {
      const enhanced = await submit(customerId);
      expect(await terms()).toMatchObject({
        recommended_amount: enhanced.recommended_loan_amount,
        risk_score: enhanced.risk_score,
        risk_band: enhanced.risk_band,
        risk_rule_version: ENHANCED_RISK_RULE_VERSION,
        risk_score_source: 'enhanced_profile',
        risk_profile_id: enhanced.id,
        risk_assessed_at: testApp.clock.now.toISOString(),
      });
    } finally {
      testApp.clock.now = start;
    }

    const unassessed = await createTestCustomer(testApp.database);
    expect(
      (await asOfficer('GET', `/loans/terms?customer_id=${unassessed.id}`)).json(),
    ).toMatchObject({
      recommended_amount: null,
      risk_score: null,
      risk_band: null,
      risk_rule_version: null,
      risk_score_source: null,
    });
  });
});
