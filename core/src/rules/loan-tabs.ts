// Beside, not inside, schemas/loans.ts: the web's loan links (on the dashboard, among others)
// read the tabs and would otherwise load zod with them.

/** The loan screens' tabs (issue 10 "Loans"): each a filter on status. */
export const LOAN_TABS = [
  'all',
  'pending',
  'approved',
  'active',
  'overdue',
  'completed',
  'rejected',
] as const;
export type LoanTab = (typeof LOAN_TABS)[number];
