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

/** Spec part 2 §3 "Loan application form" purposes. */
export const LOAN_PURPOSES = [
  'business_expansion',
  'inventory',
  'equipment',
  'working_capital',
  'emergency',
  'other',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];
