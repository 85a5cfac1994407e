import {
  CreateCustomerFromRiskProfileRequestSchema,
  RiskProfileInputSchema,
  type RiskProfileInputValues,
} from '@lendline/core';
import { createCustomerFromRiskProfile } from '../modules/risk-profiles/create-customer-from-risk-profile.ts';
import {
  approveRiskProfile,
  rejectRiskProfile,
} from '../modules/risk-profiles/decide-risk-profile.ts';
import { createRiskProfile } from '../modules/risk-profiles/save-risk-profile.ts';
import { asDemoUser, type DemoLender, type DemoSeed } from './demo-context.ts';
import { seededRandom } from './demo-customers.ts';

// About 30 prospects per lending organization in every state, deterministic (issue 12).

const DEMO_PROSPECTS_PER_ORGANIZATION = 30;
const HOUR_MS = 3_600_000;

/** Who assesses the prospects, who reviews them, who registers the approved ones. */
const DEMO_RISK_STAFF = {
  acme: { assessor: 'officer@acme.test', reviewer: 'manager@acme.test' },
  acmeNorth: { assessor: 'branch.manager@acme.test', reviewer: 'branch.manager@acme.test' },
  beacon: { assessor: 'officer@beacon.test', reviewer: 'admin@beacon.test' },
} as const satisfies Record<DemoLender, { assessor: string; reviewer: string }>;

const DEMO_BAZAARS = {
  acme: ['Crawford Market', 'Dharavi Market', 'Kurla Bazaar', 'Dadar Phool Market'],
  acmeNorth: ['Chandni Chowk', 'Sadar Bazaar', 'Lajpat Nagar Market', 'Azadpur Mandi'],
  beacon: ['KR Market', 'Russell Market', 'Malleshwaram Market', 'Gandhi Bazaar'],
} as const satisfies Record<DemoLender, readonly string[]>;

const DEMO_CENTERS = {
  acme: [19.076, 72.8777],
  acmeNorth: [28.6139, 77.209],
  beacon: [12.9716, 77.5946],
} as const satisfies Record<DemoLender, readonly [number, number]>;

const DEMO_PRODUCTS = [
  { product: 'Vegetables', type: 'retail' },
  { product: 'Fruits', type: 'retail' },
  { product: 'Flowers', type: 'retail' },
  { product: 'Tea and snacks', type: 'services' },
  { product: 'Ready-made garments', type: 'retail' },
  { product: 'Mobile accessories', type: 'services' },
  { product: 'Milk and curd', type: 'agriculture' },
  { product: 'Tailoring', type: 'manufacturing' },
] as const;

const DEMO_NAMES = [
  'Asha Devi Patil',
  'Bhavna Solanki',
  'Chandrakant More',
  'Dinesh Yadav',
  'Farida Begum',
  'Gopal Krishnan',
  'Heena Shaikh',
  'Irfan Qureshi',
  'Jaya Lakshmi',
  'Kiran Bhosale',
  'Leela Naik',
  'Mukesh Thakur',
  'Nirmala Rao',
  'Omkar Pawar',
  'Parveen Khan',
  'Radha Gowda',
  'Sakina Bano',
  'Tukaram Shinde',
  'Uma Shankar',
  'Vimala Joseph',
] as const;

type Outcome = 'draft' | 'completed' | 'approved' | 'rejected' | 'customer';

interface DemoProspect {
  createdAt: Date;
  body: RiskProfileInputValues;
  outcome: Outcome;
}

function drawProspects(lender: DemoLender, index: number, now: number): DemoProspect[] {
  const random = seededRandom(7000 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const [latitude, longitude] = DEMO_CENTERS[lender];
  return Array.from({ length: DEMO_PROSPECTS_PER_ORGANIZATION }, (_, position) => {
    const draw = random();
    const outcome: Outcome =
      draw < 0.25
        ? 'draft'
        : draw < 0.5
          ? 'completed'
          : draw < 0.68
            ? 'approved'
            : draw < 0.84
              ? 'customer'
              : 'rejected';
    const sells = pick(DEMO_PRODUCTS);
    // Good payers earn more and owe less: the scores spread over every band.
    const quality = random();
    const income = Math.round((8_000 + quality * 42_000) / 100) * 100;
    const debt = Math.round((income * (1.2 - quality) * random()) / 100) * 100;
    const decided = outcome !== 'draft';
    const body: RiskProfileInputValues = {
      prospective_customer_name: `${pick(DEMO_NAMES)}`,
      // A draft may still lack the phone; every profile sent for review has one.
      phone:
        decided || random() < 0.6
          ? `+91${pick(['63', '72', '80', '91'])}${String(between(0, 99_999_999)).padStart(8, '0')}`
          : null,
      bazaar_location: pick(DEMO_BAZAARS[lender]),
      business_location_address: `Stall ${between(1, 120)}, ${pick(DEMO_BAZAARS[lender])}`,
      business_latitude: Number((latitude + (random() - 0.5) * 0.1).toFixed(6)),
      business_longitude: Number((longitude + (random() - 0.5) * 0.1).toFixed(6)),
      product_selling: sells.product,
      business_type: sells.type,
      years_at_current_location: between(0, 12),
      monthly_household_income: Math.round((income * 0.6) / 100) * 100,
      total_monthly_income: random() < 0.85 ? income : null,
      total_monthly_expenses: Math.round((income * (0.4 + random() * 0.4)) / 100) * 100,
      total_existing_debt: debt,
      daily_savings_capacity: Math.round(income / 30 / 10) * 2,
      proposed_daily_payment: Math.round(income / 30 / 10) * 3,
      primary_income_source: sells.product,
      payment_history_score: Math.min(100, between(20, 60) + Math.round(quality * 40)),
      business_stability_score: Math.min(100, between(30, 70) + Math.round(quality * 30)),
      asset_backing_score: between(10, 90),
      income_stability_rating: between(3, 10),
      location_stability_score: between(3, 10),
      assessor_comments: decided ? 'Visited the stall; stock and footfall as described.' : null,
      existing_loans:
        debt > 0 ? [{ lender: 'Self-help group', amount: debt, outstanding: debt }] : [],
      assessment_status: decided ? 'completed' : 'draft',
    };
    return {
      createdAt: new Date(now - (DEMO_PROSPECTS_PER_ORGANIZATION - position) * 40 * HOUR_MS),
      body,
      outcome,
    };
  });
}

/**
 * Each lender's prospects: the assessor saves them (drafts, or completed for review), the
 * reviewer approves or rejects some, and the assessor registers some approved ones as
 * customers — each step through its service, with its audit row, scored by scoreProspect.
 */
export async function seedRiskProfiles(seed: DemoSeed, now = new Date()): Promise<void> {
  const lenders = Object.keys(DEMO_RISK_STAFF) as DemoLender[];
  for (const [index, lender] of lenders.entries()) {
    const staff = DEMO_RISK_STAFF[lender];
    const organizationId = seed.organizationIds[lender];
    const prospects = drawProspects(lender, index, now.getTime());
    const saved = await asDemoUser(seed, staff.assessor, async (ctx) => {
      const ids: string[] = [];
      for (const prospect of prospects) {
        const body = RiskProfileInputSchema.parse({
          ...prospect.body,
          organization_id: organizationId,
        });
        ids.push((await createRiskProfile({ ...ctx, now: prospect.createdAt }, body)).id);
      }
      return ids;
    });
    await asDemoUser(seed, staff.reviewer, async (ctx) => {
      for (const [position, prospect] of prospects.entries()) {
        const at = { ...ctx, now: new Date(prospect.createdAt.getTime() + 20 * HOUR_MS) };
        const id = saved[position]!;
        if (prospect.outcome === 'approved' || prospect.outcome === 'customer') {
          await approveRiskProfile(at, { id, note: null });
        } else if (prospect.outcome === 'rejected') {
          await rejectRiskProfile(at, { id, reason: 'Existing debt too high for the income' });
        }
      }
    });
    await asDemoUser(seed, staff.assessor, async (ctx) => {
      for (const [position, prospect] of prospects.entries()) {
        if (prospect.outcome !== 'customer') continue;
        const at = { ...ctx, now: new Date(prospect.createdAt.getTime() + 30 * HOUR_MS) };
        await createCustomerFromRiskProfile(at, {
          id: saved[position]!,
          body: CreateCustomerFromRiskProfileRequestSchema.parse({
            residential_address: `Near ${prospect.body.bazaar_location}, room ${position + 1}`,
          }),
        });
      }
    });
  }
}
