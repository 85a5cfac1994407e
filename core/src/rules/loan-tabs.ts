// Beside, not inside, schemas/loans.ts: the web's loan links (on the dashboard, among others)
// read the statuses and the tabs and would otherwise load zod with them.

/** Loan status flow (DESIGN.md "Domain rules"): stored as loans.status. */
export const LOAN_STATUSES = [
  'pending',
  'approved',
  'active',
  'overdue',
  'completed',
  'rejected',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** The loan screens' tabs (issue 10 "Loans"): all, then one per status. */
export const LOAN_TABS = ['all', ...LOAN_STATUSES] as const;
export type LoanTab = (typeof LOAN_TABS)[number];
