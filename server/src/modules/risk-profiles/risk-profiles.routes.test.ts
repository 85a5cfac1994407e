import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  mayReviewRiskProfile,
  PHONE_MESSAGES,
  RISK_PROFILE_MESSAGES,
  RISK_RULE_VERSION,
  riskBadgeOf,
  ROLES,
  scoreProspect,
  type RiskProfile,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { passesAccess } from '../../plugins/auth.ts';
import { organizationIdByName, requestAs, type Requester } from '../../testing/demo-lookups.ts';
import { english } from '../../testing/english.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAdmin: Requester;
let asManager: Requester;
let asOfficer: Requester;
let asPartner: Requester;
let asField: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let beaconId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asOfficer = await as('officer@acme.test');
  asPartner = await as('partner@acme.test');
  asField = await as('field@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
});
afterAll(() => testApp.close());

/** A prospect scoring 85: low risk, 6 × 30,000 = 180,000 recommended. */
const PROSPECT = {
  prospective_customer_name: 'Asha Devi Patil',
  phone: '+91 63000 11111',
  bazaar_location: 'Crawford Market',
  business_location_address: 'Stall 12, Crawford Market, Mumbai',
  business_latitude: 18.947,
  business_longitude: 72.8347,
  product_selling: 'Flowers',
  business_type: 'retail',
  years_at_current_location: 6,
  monthly_household_income: 18_000,
  total_monthly_income: 30_000,
  total_monthly_expenses: 12_000.5,
  total_existing_debt: 6_000,
  payment_history_score: 60,
  business_stability_score: 70,
  asset_backing_score: 60,
  income_stability_rating: 8,
  location_stability_score: 9,
  existing_loans: [{ lender: 'SHG', amount: 6_000, outstanding: 6_000 }],
};

const db = () => ownerConnection(testApp.database);

async function create(as: Requester, body: Record<string, unknown> = {}): Promise<RiskProfile> {
  const response = await as('POST', '/risk-profiles', { ...PROSPECT, ...body });
  if (response.statusCode !== 201) throw new Error(`Create profile: ${response.body}`);
  return response.json().risk_profile;
}

async function completed(body: Record<string, unknown> = {}): Promise<RiskProfile> {
  return create(asOfficer, { assessment_status: 'completed', ...body });
}

async function approved(body: Record<string, unknown> = {}): Promise<RiskProfile> {
  const profile = await completed(body);
  const response = await asManager('POST', `/risk-profiles/${profile.id}/approve`, {});
  if (response.statusCode !== 200) throw new Error(`Approve: ${response.body}`);
  return response.json().risk_profile;
}

async function auditOf(id: string) {
  return queryRows<{
    action: string;
    user_role: string;
    reason: string | null;
    old_values: Record<string, unknown> | null;
    new_values: Record<string, unknown>;
  }>(
    db(),
    sql`select action, user_role, reason, old_values, new_values from audit_logs
        where entity_type = 'risk_profile' and entity_id = ${id} order by created_at, id`,
  );
}

function expectRefusal(
  response: Awaited<ReturnType<Requester>>,
  status: number,
  message: Parameters<typeof english>[0],
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.message).toBe(english(message));
}

describe('POST /api/v1/risk-profiles', () => {
  it('saves a draft scored by scoreProspect, with its components and rule version, audited', async () => {
    const response = await asOfficer('POST', '/risk-profiles', PROSPECT);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(english(RISK_PROFILE_MESSAGES.created));
    const profile: RiskProfile = response.json().risk_profile;
    const expected = scoreProspect(PROSPECT);
    expect(expected.score).toBe(85);
    expect(profile).toMatchObject({
      organization_id: acmeId,
      assessment_status: 'draft',
      phone: '+916300011111',
      overall_eligibility_score: expected.score,
      risk_category: expected.risk_category,
      recommended_loan_amount: expected.recommended_loan_amount,
      score_components: expected.components,
      debt_to_income_percent: expected.debt_to_income_percent,
      score_rule_version: RISK_RULE_VERSION,
      risk_badge: riskBadgeOf({ overall_eligibility_score: expected.score }),
      total_monthly_expenses: 12_000.5,
      business_latitude: 18.947,
      existing_loans: [{ lender: 'SHG', amount: 6_000, outstanding: 6_000 }],
      customer_created: false,
      customer_id: null,
    });
    expect(profile.recommended_loan_amount).toBe(180_000);
    const [stored] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select overall_eligibility_score, recommended_loan_amount::text as recommended,
            debt_to_income_percent::text as ratio, score_components, score_rule_version
          from risk_profiles where id = ${profile.id}`,
    );
    expect(stored).toEqual({
      overall_eligibility_score: 85,
      recommended: '180000.00',
      ratio: '20.00',
      score_components: expected.components,
      score_rule_version: RISK_RULE_VERSION,
    });
    const audit = await auditOf(profile.id);
    expect(audit.map((row) => `${row.action} by ${row.user_role}`)).toEqual([
      'create by loan_officer',
    ]);
    expect(audit[0]!.new_values).toMatchObject({ overall_eligibility_score: 85 });
  });

  it('scores a draft with nothing but a name (every input counts as 0)', async () => {
    const profile = await create(asOfficer, {
      ...Object.fromEntries(Object.keys(PROSPECT).map((key) => [key, undefined])),
      prospective_customer_name: 'Only A Name',
    });
    const expected = scoreProspect({});
    expect(profile).toMatchObject({
      overall_eligibility_score: expected.score,
      risk_category: 'high',
      recommended_loan_amount: 0,
      debt_to_income_percent: null,
      risk_badge: 'high',
    });
  });

  it('saves a completed profile when the assessor submits it', async () => {
    expect((await completed()).assessment_status).toBe('completed');
  });

  it('refuses an out-of-range score and a role without customers:create', async () => {
    const bad = await asOfficer('POST', '/risk-profiles', {
      ...PROSPECT,
      payment_history_score: 101,
    });
    expectRefusal(bad, 400, RISK_PROFILE_MESSAGES.scoreRange);
    const field = await asField('POST', '/risk-profiles', PROSPECT);
    expectRefusal(field, 403, MESSAGES.accessDenied);
  });

  it('makes the platform owner choose an organization, and keeps it', async () => {
    const unnamed = await asOwner('POST', '/risk-profiles', PROSPECT);
    expectRefusal(unnamed, 400, CUSTOMER_MESSAGES.organizationRequired);
    const named = await create(asOwner, { organization_id: beaconId });
    expect(named.organization_id).toBe(beaconId);
  });

  it('refuses another tenant’s organization', async () => {
    const response = await asBeaconAdmin('POST', '/risk-profiles', {
      ...PROSPECT,
      organization_id: acmeId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Acme');
  });
});

describe('PATCH /api/v1/risk-profiles/:id', () => {
  it('scores the profile again from its stored and changed inputs, audited with both', async () => {
    const profile = await create(asOfficer);
    const response = await asOfficer('PATCH', `/risk-profiles/${profile.id}`, {
      total_existing_debt: 25_000,
      income_stability_rating: null,
      assessment_status: 'completed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(RISK_PROFILE_MESSAGES.updated));
    const expected = scoreProspect({
      ...PROSPECT,
      total_existing_debt: 25_000,
      income_stability_rating: null,
    });
    expect(expected.score).toBe(60);
    expect(response.json().risk_profile).toMatchObject({
      assessment_status: 'completed',
      total_existing_debt: 25_000,
      income_stability_rating: null,
      phone: '+916300011111',
      overall_eligibility_score: 60,
      risk_category: 'medium',
      recommended_loan_amount: expected.recommended_loan_amount,
      score_components: expected.components,
      debt_to_income_percent: expected.debt_to_income_percent,
      risk_badge: 'medium',
    });
    const audit = await auditOf(profile.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]!.old_values).toMatchObject({ overall_eligibility_score: 85 });
    expect(audit[1]!.new_values).toMatchObject({ overall_eligibility_score: 60 });
  });

  it('refuses to edit an approved or a rejected profile, and changes nothing', async () => {
    const decided = await approved();
    const approvedEdit = await asOfficer('PATCH', `/risk-profiles/${decided.id}`, {
      total_existing_debt: 1,
    });
    expectRefusal(approvedEdit, 422, RISK_PROFILE_MESSAGES.notEditable);
    const rejected = await completed();
    await asAdmin('POST', `/risk-profiles/${rejected.id}/reject`, { reason: 'Too much debt' });
    const rejectedEdit = await asOfficer('PATCH', `/risk-profiles/${rejected.id}`, {
      assessment_status: 'draft',
    });
    expectRefusal(rejectedEdit, 422, RISK_PROFILE_MESSAGES.notEditable);
    const read = await asOfficer('GET', `/risk-profiles/${decided.id}`);
    expect(read.json().total_existing_debt).toBe(6_000);
  });

  it('refuses a role without customers:update and another tenant’s profile', async () => {
    const profile = await create(asOfficer);
    expectRefusal(
      await asField('PATCH', `/risk-profiles/${profile.id}`, { bazaar_location: 'X' }),
      403,
      MESSAGES.accessDenied,
    );
    expectRefusal(
      await asBeaconAdmin('PATCH', `/risk-profiles/${profile.id}`, { bazaar_location: 'X' }),
      404,
      RISK_PROFILE_MESSAGES.notFound,
    );
  });
});

describe('POST /api/v1/risk-profiles/:id/approve and /reject', () => {
  it("guards both with core's mayReviewRiskProfile, the rule the web shows the buttons by", () => {
    for (const url of ['/api/v1/risk-profiles/:id/approve', '/api/v1/risk-profiles/:id/reject']) {
      const route = testApp.app.apiRoutes.find((api) => api.url === url && api.method === 'POST');
      const access = route!.access;
      if (typeof access === 'string') throw new Error(`${url} is ${access}`);
      for (const role of ROLES) {
        expect([url, role, passesAccess({ roles: [role] }, access)]).toEqual([
          url,
          role,
          mayReviewRiskProfile([role]),
        ]);
      }
    }
  });

  it('lets a manager approve a completed profile, with the note audited', async () => {
    const profile = await completed();
    const response = await asManager('POST', `/risk-profiles/${profile.id}/approve`, {
      note: 'Visited the stall',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(RISK_PROFILE_MESSAGES.approved));
    expect(response.json().risk_profile).toMatchObject({
      assessment_status: 'approved',
      approved_by: expect.any(String),
    });
    expect(response.json().risk_profile.approved_at).not.toBeNull();
    const audit = await auditOf(profile.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'approve',
      user_role: 'manager',
      reason: 'Visited the stall',
    });
    expect(audit.at(-1)!.old_values).toMatchObject({ assessment_status: 'completed' });
    expect(audit.at(-1)!.new_values).toMatchObject({ assessment_status: 'approved' });
  });

  it('lets an organization admin and the platform owner decide too', async () => {
    const first = await completed();
    expect((await asAdmin('POST', `/risk-profiles/${first.id}/approve`)).statusCode).toBe(200);
    const second = await completed();
    const rejected = await asOwner('POST', `/risk-profiles/${second.id}/reject`, {
      reason: 'Stall closed on visit',
    });
    expect(rejected.statusCode).toBe(200);
  });

  it('refuses the decision to roles that do not approve', async () => {
    const profile = await completed();
    for (const as of [asOfficer, asPartner, asField]) {
      expectRefusal(
        await as('POST', `/risk-profiles/${profile.id}/approve`),
        403,
        MESSAGES.accessDenied,
      );
      expectRefusal(
        await as('POST', `/risk-profiles/${profile.id}/reject`, { reason: 'No' }),
        403,
        MESSAGES.accessDenied,
      );
    }
    const read = await asOfficer('GET', `/risk-profiles/${profile.id}`);
    expect(read.json().assessment_status).toBe('completed');
  });

  it('decides only a completed profile', async () => {
    const draft = await create(asOfficer);
    expectRefusal(
      await asManager('POST', `/risk-profiles/${draft.id}/approve`),
      422,
      RISK_PROFILE_MESSAGES.notCompleted,
    );
    expectRefusal(
      await asManager('POST', `/risk-profiles/${draft.id}/reject`, { reason: 'No' }),
      422,
      RISK_PROFILE_MESSAGES.notCompleted,
    );
    const decided = await approved();
    expectRefusal(
      await asManager('POST', `/risk-profiles/${decided.id}/approve`),
      422,
      RISK_PROFILE_MESSAGES.notCompleted,
    );
    expectRefusal(
      await asManager('POST', `/risk-profiles/${decided.id}/reject`, { reason: 'No' }),
      422,
      RISK_PROFILE_MESSAGES.notCompleted,
    );
  });

  it('rejects with a reason, stored and audited, and refuses a rejection without one', async () => {
    const profile = await completed();
    const missing = await asManager('POST', `/risk-profiles/${profile.id}/reject`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fieldErrors.reason).toBeDefined();
    const blank = await asManager('POST', `/risk-profiles/${profile.id}/reject`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const response = await asManager('POST', `/risk-profiles/${profile.id}/reject`, {
      reason: 'Debt is twice the income',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(RISK_PROFILE_MESSAGES.rejected));
    expect(response.json().risk_profile).toMatchObject({
      assessment_status: 'rejected',
      rejection_reason: 'Debt is twice the income',
      rejected_by: expect.any(String),
    });
    expect((await auditOf(profile.id)).at(-1)).toMatchObject({
      action: 'reject',
      reason: 'Debt is twice the income',
    });
  });
});

describe('POST /api/v1/risk-profiles/:id/create-customer', () => {
  const HOME = { residential_address: '4, Station Road, Mumbai' };

  it('creates the customer from an approved profile and links both, audited', async () => {
    const profile = await approved();
    const response = await asOfficer('POST', `/risk-profiles/${profile.id}/create-customer`, HOME);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(english(RISK_PROFILE_MESSAGES.customerCreated));
    const { customer, risk_profile: linked } = response.json();
    expect(customer).toMatchObject({
      organization_id: acmeId,
      customer_id: expect.stringMatching(/^CUST\d+$/),
      first_name: 'Asha',
      last_name: 'Devi Patil',
      phone: '+916300011111',
      business_name: 'Flowers',
      business_type: 'retail',
      business_address: PROSPECT.business_location_address,
      business_latitude: 18.947,
      business_longitude: 72.8347,
      residential_address: HOME.residential_address,
      risk_level: 'medium',
    });
    expect(linked).toMatchObject({ customer_created: true, customer_id: customer.id });
    expect((await auditOf(profile.id)).at(-1)).toMatchObject({ action: 'create_customer' });
    const [customerAudit] = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_logs where entity_type = 'customer' and entity_id = ${customer.id}`,
    );
    expect(customerAudit).toEqual({ action: 'create' });
  });

  it('creates one customer only', async () => {
    const profile = await approved();
    await asOfficer('POST', `/risk-profiles/${profile.id}/create-customer`, HOME);
    expectRefusal(
      await asOfficer('POST', `/risk-profiles/${profile.id}/create-customer`, HOME),
      409,
      RISK_PROFILE_MESSAGES.customerExists,
    );
  });

  it('refuses a profile that is not approved', async () => {
    for (const profile of [await create(asOfficer), await completed()]) {
      expectRefusal(
        await asOfficer('POST', `/risk-profiles/${profile.id}/create-customer`, HOME),
        422,
        RISK_PROFILE_MESSAGES.notApproved,
      );
    }
  });

  it('answers the customer form’s own errors and creates nothing', async () => {
    const countCustomers = async () =>
      (
        await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from customers`)
      )[0]!.count;
    const before = await countCustomers();
    const noPhone = await approved({ phone: null });
    const phoneless = await asOfficer('POST', `/risk-profiles/${noPhone.id}/create-customer`, HOME);
    expectRefusal(phoneless, 400, PHONE_MESSAGES.invalid);
    expect(phoneless.json().error.details.fieldErrors.phone).toEqual([
      english(PHONE_MESSAGES.invalid),
    ]);
    const homeless = await asOfficer(
      'POST',
      `/risk-profiles/${(await approved()).id}/create-customer`,
    );
    expectRefusal(homeless, 400, CUSTOMER_MESSAGES.residentialRequired);
    const oneWord = await approved({ prospective_customer_name: 'Lakshmi' });
    const unnamed = await asOfficer('POST', `/risk-profiles/${oneWord.id}/create-customer`, HOME);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.details.fieldErrors.last_name).toBeDefined();
    expect(await countCustomers()).toBe(before);
    const read = await asOfficer('GET', `/risk-profiles/${noPhone.id}`);
    expect(read.json()).toMatchObject({ customer_created: false, customer_id: null });
    const named = await asOfficer('POST', `/risk-profiles/${oneWord.id}/create-customer`, {
      ...HOME,
      last_name: 'Iyer',
    });
    expect(named.json().customer).toMatchObject({ first_name: 'Lakshmi', last_name: 'Iyer' });
  });

  it('takes the phone from the request when the profile records none, never over its own', async () => {
    const noPhone = await approved({ phone: null });
    const created = await asOfficer('POST', `/risk-profiles/${noPhone.id}/create-customer`, {
      ...HOME,
      phone: '+91 70000 12345',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().customer).toMatchObject({ phone: '+917000012345' });
    const withPhone = await approved();
    const kept = await asOfficer('POST', `/risk-profiles/${withPhone.id}/create-customer`, {
      ...HOME,
      phone: '+91 70000 99999',
    });
    expect(kept.json().customer).toMatchObject({ phone: '+916300011111' });
  });

  it('refuses a role without customers:create', async () => {
    const profile = await approved();
    expectRefusal(
      await asField('POST', `/risk-profiles/${profile.id}/create-customer`, HOME),
      403,
      MESSAGES.accessDenied,
    );
  });
});

describe('GET /api/v1/risk-profiles', () => {
  /** Beacon's own profiles, counted in SQL. */
  async function beaconCounts() {
    const [row] = await queryRows<Record<string, number>>(
      db(),
      sql`select count(*)::int as all,
            (count(*) filter (where assessment_status = 'completed'))::int as completed,
            (count(*) filter (where assessment_status = 'approved'))::int as approved,
            (count(*) filter (where overall_eligibility_score >= 71))::int as low_risk,
            (count(*) filter (where customer_created))::int as customers_created
          from risk_profiles where organization_id = ${beaconId}`,
    );
    return row!;
  }

  it('counts every tab and filters each, newest first, within the tenant', async () => {
    const counts = await beaconCounts();
    expect(counts.completed).toBeGreaterThan(0);
    expect(counts.approved).toBeGreaterThan(0);
    expect(counts.low_risk).toBeGreaterThan(0);
    expect(counts.low_risk).toBeLessThan(counts.all!);
    for (const tab of ['all', 'completed', 'approved', 'low_risk'] as const) {
      const response = await asBeaconAdmin('GET', `/risk-profiles?tab=${tab}&page_size=100`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.counts).toEqual({
        all: counts.all,
        completed: counts.completed,
        approved: counts.approved,
        low_risk: counts.low_risk,
      });
      expect(body.total).toBe(counts[tab]);
      const rows: RiskProfile[] = body.data;
      expect(rows).toHaveLength(counts[tab]!);
      expect(rows.every((row) => row.organization_id === beaconId)).toBe(true);
      if (tab === 'completed') expect(rows.every((row) => row.assessment_status === 'completed'));
      if (tab === 'approved') {
        expect(rows.every((row) => row.assessment_status === 'approved')).toBe(true);
      }
      if (tab === 'low_risk') {
        expect(rows.every((row) => row.overall_eligibility_score! >= 71)).toBe(true);
      }
      const created = rows.map((row) => row.created_at);
      expect(created).toEqual([...created].sort().reverse());
    }
  });

  it('searches by name, phone digits, bazaar and product, with the counts of the search', async () => {
    const marker = 'Quasimodo Zebrafield';
    const first = await create(asBeaconAdmin, {
      prospective_customer_name: marker,
      phone: '+91 72999 88877',
      bazaar_location: 'Zebrafield Bazaar',
      assessment_status: 'completed',
    });
    await create(asBeaconAdmin, {
      prospective_customer_name: 'Other Prospect',
      product_selling: 'Zebrafield toys',
      total_existing_debt: 1_000_000,
    });
    const search = async (term: string) =>
      (await asBeaconAdmin('GET', `/risk-profiles?search=${encodeURIComponent(term)}`)).json();
    const byName = await search('quasimodo');
    expect(byName.data.map((row: RiskProfile) => row.id)).toEqual([first.id]);
    expect(byName.counts).toEqual({ all: 1, completed: 1, approved: 0, low_risk: 1 });
    expect((await search('72999 888')).data.map((row: RiskProfile) => row.id)).toEqual([first.id]);
    expect((await search('+91 72999-88877')).total).toBe(1);
    const both = await search('zebrafield');
    expect(both.total).toBe(2);
    expect(both.counts.all).toBe(2);
    expect(both.counts.low_risk).toBe(1);
    // Another tenant's search finds nothing of Beacon's.
    const acme = await asAdmin('GET', '/risk-profiles?search=zebrafield');
    expect(acme.json().total).toBe(0);
  });

  it('sorts by score and name either way, and pages with the page clamped to the last', async () => {
    const byScore: RiskProfile[] = (
      await asBeaconAdmin(
        'GET',
        '/risk-profiles?sort=overall_eligibility_score&order=asc&page_size=100',
      )
    ).json().data;
    const scores = byScore.map((row) => row.overall_eligibility_score!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores[0]).toBeLessThan(scores.at(-1)!);
    const byName: RiskProfile[] = (
      await asBeaconAdmin(
        'GET',
        '/risk-profiles?sort=prospective_customer_name&order=desc&page_size=100',
      )
    ).json().data;
    const names = byName.map((row) => row.prospective_customer_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const all: RiskProfile[] = (await asBeaconAdmin('GET', '/risk-profiles?page_size=100')).json()
      .data;
    const second = (await asBeaconAdmin('GET', '/risk-profiles?page=2&page_size=10')).json();
    expect(second.page).toBe(2);
    expect(second.data.map((row: RiskProfile) => row.id)).toEqual(
      all.slice(10, 20).map((row) => row.id),
    );
    const past = (await asBeaconAdmin('GET', '/risk-profiles?page=500&page_size=10')).json();
    const lastPage = Math.ceil(all.length / 10);
    expect(past.page).toBe(lastPage);
    expect(past.data.map((row: RiskProfile) => row.id)).toEqual(
      all.slice((lastPage - 1) * 10).map((row) => row.id),
    );
  });

  it('refuses a tab or sort it does not know', async () => {
    expect((await asBeaconAdmin('GET', '/risk-profiles?tab=rejected')).statusCode).toBe(400);
    expect((await asBeaconAdmin('GET', '/risk-profiles?sort=phone')).statusCode).toBe(400);
  });

  it('answers the five cards from the same data, and counts a customer created', async () => {
    const summary = async () => (await asBeaconAdmin('GET', '/risk-profiles/summary')).json();
    const counts = await beaconCounts();
    expect(await summary()).toEqual({
      total_profiles: counts.all,
      completed: counts.completed,
      approved: counts.approved,
      low_risk: counts.low_risk,
      customers_created: counts.customers_created,
    });
    expect(counts.customers_created).toBeGreaterThan(0);
    const profile = await create(asBeaconAdmin, { assessment_status: 'completed' });
    await asBeaconAdmin('POST', `/risk-profiles/${profile.id}/approve`);
    await asBeaconAdmin('POST', `/risk-profiles/${profile.id}/create-customer`, {
      residential_address: '1, MG Road, Bengaluru',
    });
    const after = await summary();
    expect(after.total_profiles).toBe(counts.all! + 1);
    expect(after.approved).toBe(counts.approved! + 1);
    expect(after.low_risk).toBe(counts.low_risk! + 1);
    expect(after.customers_created).toBe(counts.customers_created! + 1);
  });
});

describe('GET /api/v1/risk-profiles/:id across tenants', () => {
  it('answers 404 to another tenant, and the profile to its own', async () => {
    const profile = await create(asOfficer);
    expect((await asManager('GET', `/risk-profiles/${profile.id}`)).json().id).toBe(profile.id);
    const foreign = await asBeaconAdmin('GET', `/risk-profiles/${profile.id}`);
    expectRefusal(foreign, 404, RISK_PROFILE_MESSAGES.notFound);
    for (const path of ['approve', 'reject', 'create-customer']) {
      const response = await asBeaconAdmin('POST', `/risk-profiles/${profile.id}/${path}`, {
        reason: 'x',
      });
      expect(response.statusCode).toBe(404);
    }
    const list = (await asBeaconAdmin('GET', '/risk-profiles?page_size=100')).json();
    expect(list.data.some((row: RiskProfile) => row.organization_id !== beaconId)).toBe(false);
  });
});
