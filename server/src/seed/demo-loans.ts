import { ownerConnection } from '../db/system.ts';
import type { DemoLender, DemoSeed } from './demo-context.ts';
import { generateLoanHistory, type LoanHistoryOrganization } from './loan-history.ts';

/** Loans per lending organization, with 120 days of history (loan-history.ts). */
export const DEMO_LOANS_PER_ORGANIZATION = 300;
/** The demo's seed for the loan history (the bench's generator uses others). */
export const DEMO_LOAN_SEED = 1;
/** Days of loan history the demo has (and of portfolio snapshots, demo.ts). */
export const DEMO_HISTORY_DAYS = 120;

/** Who applies, decides (approves, rejects, disburses, reverses) and collects, per lender. */
const DEMO_LOAN_STAFF: Record<
  DemoLender,
  { officers: string[]; approvers: string[]; collectors: string[] }
> = {
  acme: {
    officers: ['officer@acme.test'],
    approvers: ['manager@acme.test'],
    collectors: ['agent@acme.test', 'officer@acme.test'],
  },
  acmeNorth: {
    officers: ['branch.manager@acme.test'],
    approvers: ['branch.manager@acme.test'],
    collectors: ['branch.manager@acme.test'],
  },
  beacon: {
    officers: ['officer@beacon.test'],
    approvers: ['admin@beacon.test'],
    collectors: ['officer@beacon.test'],
  },
};

/**
 * A few hundred loans per lender in every state (pending, approved, rejected, active, overdue,
 * completed), with their payments, reversals and journal: written in set-based SQL by the same
 * generator the scale bench uses, so the loan rules hold but no audit rows are written for them.
 */
export async function seedLoans(seed: DemoSeed, now = new Date()): Promise<void> {
  const userId = (email: string) => {
    const id = seed.userIds.get(email);
    if (!id) throw new Error(`The demo seed has no user ${email} yet`);
    return id;
  };
  const organizations: LoanHistoryOrganization[] = (
    Object.keys(DEMO_LOAN_STAFF) as DemoLender[]
  ).map((lender) => ({
    id: seed.organizationIds[lender],
    loans: DEMO_LOANS_PER_ORGANIZATION,
    officers: DEMO_LOAN_STAFF[lender].officers.map(userId),
    approvers: DEMO_LOAN_STAFF[lender].approvers.map(userId),
    collectors: DEMO_LOAN_STAFF[lender].collectors.map(userId),
  }));
  await generateLoanHistory(ownerConnection(seed.database), {
    organizations,
    seed: DEMO_LOAN_SEED,
    historyDays: DEMO_HISTORY_DAYS,
    // About 6 payments a loan (a payment often covers a few days' instalments): the seed runs
    // before every test run, on PGlite, with every trigger.
    payments: DEMO_LOANS_PER_ORGANIZATION * organizations.length * 6,
    now,
  });
}
