import {
  EnhancedRiskProfileRequestSchema,
  type EnhancedRiskProfileRequestValues,
} from '@lendline/core';
import { asc, eq } from 'drizzle-orm';
import { customers } from '../db/schema/index.ts';
import { submitEnhancedRiskProfile } from '../modules/enhanced-risk-profiles/submit-enhanced-risk-profile.ts';
import { asDemoUser, type DemoLender, type DemoSeed } from './demo-context.ts';
import { seededRandom } from './demo-customers.ts';

// Enhanced profiles for the first customers of each lender, some assessed twice, so the
// customer detail dialog's Risk Profile tab has a latest profile and a history (issue 12).

const DEMO_ASSESSED_CUSTOMERS = 8;
const DAY_MS = 86_400_000;

const DEMO_ASSESSORS = {
  acme: 'officer@acme.test',
  acmeNorth: 'branch.manager@acme.test',
  beacon: 'officer@beacon.test',
} as const satisfies Record<DemoLender, string>;

const DEMO_BUSINESSES = [
  { name: 'Vegetable stall', type: 'retail' },
  { name: 'Tailoring unit', type: 'textiles' },
  { name: 'Tea stall', type: 'food_beverage' },
  { name: 'Mobile repairs', type: 'electronics' },
  { name: 'Dairy', type: 'agriculture' },
] as const;

/** One deterministic assessment; `quality` (0–1) spreads the scores over every band. */
function drawAssessment(
  name: string,
  random: () => number,
  quality: number,
): EnhancedRiskProfileRequestValues {
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const round = (value: number) => Math.round(value / 100) * 100;
  const business = DEMO_BUSINESSES[between(0, DEMO_BUSINESSES.length - 1)]!;
  const revenue = round(15_000 + quality * 45_000);
  const householdIncome = round(5_000 + random() * 10_000);
  const loanAmount = round(10_000 + random() * 40_000);
  const defaulted = quality < 0.2;
  return {
    full_name: name,
    age: between(24, 58),
    marital_status: random() < 0.7 ? 'married' : 'single',
    dependents: between(0, 6),
    monthly_household_income: householdIncome,
    monthly_household_expenses: round(householdIncome * (0.5 + (1 - quality) * 0.6)),
    savings_amount: round(quality * 40_000),
    businesses: [
      {
        business_name: business.name,
        business_type: business.type,
        years_in_operation: between(0, 3) + Math.round(quality * 8),
        monthly_revenue: revenue,
        monthly_expenses: round(revenue * (0.55 + random() * 0.25)),
        employee_count: between(0, 3),
      },
    ],
    loan_history: [
      {
        business_id: 0,
        reason: 'working_capital',
        amount: loanAmount,
        amount_repaid: round(loanAmount * (defaulted ? 0.3 : quality)),
        source: 'Self-help group',
        lender_type: 'mfi',
        defaulted: defaulted ? 'yes' : 'no',
        default_reason: defaulted ? 'Stall closed during the monsoon' : null,
        loan_status: defaulted ? 'defaulted' : quality > 0.6 ? 'completed' : 'active',
      },
    ],
    assets:
      quality > 0.4
        ? [{ type: 'jewelry', value: round(quality * 60_000), ownership_status: 'owned' }]
        : [],
    no_assets: quality <= 0.4,
  };
}

/**
 * Each lender's first customers are assessed by its loan officer through the submission service
 * (audited, scored by scoreEnhancedProfile): every other one twice, a month apart.
 */
export async function seedEnhancedRiskProfiles(seed: DemoSeed, now = new Date()): Promise<void> {
  const lenders = Object.keys(DEMO_ASSESSORS) as DemoLender[];
  for (const [index, lender] of lenders.entries()) {
    const random = seededRandom(9100 + index);
    await asDemoUser(seed, DEMO_ASSESSORS[lender], async (ctx) => {
      const assessed = await ctx.tx
        .select({ id: customers.id, first: customers.first_name, last: customers.last_name })
        .from(customers)
        .where(eq(customers.organization_id, seed.organizationIds[lender]))
        .orderBy(asc(customers.customer_id))
        .limit(DEMO_ASSESSED_CUSTOMERS);
      for (const [position, customer] of assessed.entries()) {
        const quality = random();
        const visits = position % 2 === 0 ? [60, 20] : [15];
        for (const [visit, daysAgo] of visits.entries()) {
          const body = drawAssessment(
            `${customer.first} ${customer.last}`,
            random,
            Math.min(1, quality + visit * 0.1),
          );
          await submitEnhancedRiskProfile(
            { ...ctx, now: new Date(now.getTime() - daysAgo * DAY_MS) },
            { customerId: customer.id, body: EnhancedRiskProfileRequestSchema.parse(body) },
          );
        }
      }
    });
  }
}
