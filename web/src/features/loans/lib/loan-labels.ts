import type {
  EnhancedRiskBand,
  DisbursementMethod,
  JournalAccount,
  JournalEntryType,
  LoanPurpose,
  LoanStatus,
  LoanTab,
  MessageKey,
  PaymentMethod,
  PaymentStatus,
} from '@lendline/core';

/** The words for the loan's closed lists, one message per value. */
export const LOAN_STATUS_LABELS = {
  pending: 'loans.status.pending',
  approved: 'loans.status.approved',
  active: 'loans.status.active',
  overdue: 'loans.status.overdue',
  completed: 'loans.status.completed',
  rejected: 'loans.status.rejected',
} as const satisfies Record<LoanStatus, MessageKey>;

export const LOAN_TAB_LABELS = {
  all: 'loans.tabs.all',
  pending: 'loans.tabs.pending',
  approved: 'loans.tabs.approved',
  active: 'loans.tabs.active',
  overdue: 'loans.tabs.overdue',
  completed: 'loans.tabs.completed',
  rejected: 'loans.tabs.rejected',
} as const satisfies Record<LoanTab, MessageKey>;

export const LOAN_PURPOSE_LABELS = {
  business_expansion: 'loans.purpose.business_expansion',
  inventory: 'loans.purpose.inventory',
  equipment: 'loans.purpose.equipment',
  working_capital: 'loans.purpose.working_capital',
  emergency: 'loans.purpose.emergency',
  other: 'loans.purpose.other',
} as const satisfies Record<LoanPurpose, MessageKey>;

export const DISBURSEMENT_METHOD_LABELS = {
  cash: 'loans.method.cash',
  upi: 'loans.method.upi',
  bank_transfer: 'loans.method.bank_transfer',
  cheque: 'loans.method.cheque',
} as const satisfies Record<DisbursementMethod, MessageKey>;

/** A payment's method: the disbursement methods plus card (collections only). */
export const PAYMENT_METHOD_LABELS = {
  ...DISBURSEMENT_METHOD_LABELS,
  card: 'loans.method.card',
} as const satisfies Record<PaymentMethod, MessageKey>;

export const PAYMENT_STATUS_LABELS = {
  pending: 'loans.payment_status.pending',
  completed: 'loans.payment_status.completed',
  failed: 'loans.payment_status.failed',
} as const satisfies Record<PaymentStatus, MessageKey>;

export const INSTALMENT_STATUS_LABELS = {
  paid: 'loans.instalment_status.paid',
  partial: 'loans.instalment_status.partial',
  overdue: 'loans.instalment_status.overdue',
  due_today: 'loans.instalment_status.due_today',
  upcoming: 'loans.instalment_status.upcoming',
} as const satisfies Record<string, MessageKey>;

export const JOURNAL_ENTRY_TYPE_LABELS = {
  disbursement: 'loans.journal.type.disbursement',
  upfront_interest: 'loans.journal.type.upfront_interest',
  payment: 'loans.journal.type.payment',
  reversal: 'loans.journal.type.reversal',
} as const satisfies Record<JournalEntryType, MessageKey>;

export const JOURNAL_ACCOUNT_LABELS = {
  loan_receivable: 'loans.journal.account.loan_receivable',
  cash: 'loans.journal.account.cash',
  interest_income: 'loans.journal.account.interest_income',
  unearned_interest: 'loans.journal.account.unearned_interest',
} as const satisfies Record<JournalAccount, MessageKey>;

/** The message naming `value` in `labels`, or undefined for a value the list does not hold. */
export function labelKeyOf<Value extends string>(
  labels: Record<Value, MessageKey>,
  value: string | null | undefined,
): MessageKey | undefined {
  return value !== null && value !== undefined && Object.hasOwn(labels, value)
    ? labels[value as Value]
    : undefined;
}

/**
 * The band of the customer's latest score (spec part 2 §4). The enhanced risk feature names the
 * same bands; features do not share modules, and a shared one would cost the first load a chunk.
 */
export const RISK_BAND_LABELS = {
  not_calculated: 'enhanced_risk.band.not_calculated',
  low: 'enhanced_risk.band.low',
  medium: 'enhanced_risk.band.medium',
  high: 'enhanced_risk.band.high',
  very_high: 'enhanced_risk.band.very_high',
} as const satisfies Record<EnhancedRiskBand, MessageKey>;

export const RISK_BAND_COLORS = {
  not_calculated: 'gray',
  low: 'teal',
  medium: 'yellow',
  high: 'orange',
  very_high: 'red',
} as const satisfies Record<EnhancedRiskBand, string>;
