/** Spec part 2 §3 "Loan payment": only a completed payment has a journal entry. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The money journal (DESIGN.md "Money movements"). */
export const JOURNAL_ENTRY_TYPES = [
  'disbursement',
  'upfront_interest',
  'payment',
  'reversal',
] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];

export const JOURNAL_ACCOUNTS = ['loan_receivable', 'cash', 'interest_income'] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];
