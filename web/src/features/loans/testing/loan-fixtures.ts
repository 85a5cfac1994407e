import type {
  Loan,
  LoanDetail,
  LoanListResponse,
  LoanPayment,
  LoanTermsResponse,
} from '@lendline/core';

export const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
export const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
export const LOAN_ID = 'a0000000-0000-4000-8000-000000000001';
const USER_ID = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

/** An active loan of 10,000 at the defaults: 8,000 disbursed, 100 a day for 100 days. */
export function buildLoan(overrides: Partial<Loan> = {}): Loan {
  return {
    id: LOAN_ID,
    loan_number: 'LN-2026-000101',
    organization_id: ORGANIZATION_ID,
    customer_id: CUSTOMER_ID,
    customer_name: 'Priya Sharma',
    customer_phone: '+919876543210',
    principal_amount: 10_000,
    daily_interest_rate: 0.2,
    upfront_interest: 20,
    max_repayment_days: 100,
    total_interest: 2_000,
    upfront_interest_amount: 2_000,
    disbursed_amount: 8_000,
    total_repayable: 10_000,
    remaining_amount: 7_500,
    daily_repayment_amount: 100,
    instalment_count: 100,
    purpose: 'inventory',
    notes: null,
    status: 'active',
    due_date: '2026-06-30',
    disbursement_date: '2026-02-02',
    disbursement_method: 'cash',
    disbursement_reference: null,
    days_overdue: 0,
    arrears_amount: 0,
    created_at: '2026-02-01T09:00:00.000Z',
    created_by: USER_ID,
    approved_at: '2026-02-01T10:00:00.000Z',
    approved_by: USER_ID,
    rejected_at: null,
    disbursed_at: '2026-02-02T09:00:00.000Z',
    pending_request_id: null,
    applicant_risk_score: null,
    applicant_risk_band: null,
    applicant_risk_rule_version: null,
    applicant_recommended_amount: null,
    applicant_risk_source: null,
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<LoanPayment> = {}): LoanPayment {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    loan_id: LOAN_ID,
    loan_number: 'LN-2026-000101',
    customer_id: CUSTOMER_ID,
    customer_name: 'Priya Sharma',
    amount: 2_500,
    payment_method: 'cash',
    status: 'completed',
    payment_date: '2026-03-02',
    payment_time: '10:00:00',
    reference: null,
    notes: null,
    created_by: USER_ID,
    created_by_name: 'Asha Rao',
    created_at: '2026-03-02T10:00:00.000Z',
    reversed_at: null,
    reversed_by: null,
    reversal_reason: null,
    receipt_number: 'R-1001',
    device_time: null,
    device_clock_offset_seconds: null,
    synced_late: false,
    ...overrides,
  };
}

export function buildLoanDetail(overrides: Partial<LoanDetail> = {}): LoanDetail {
  return {
    ...buildLoan(),
    schedule: [
      { number: 1, date: '2026-02-03', amount: 100, paid: 100, status: 'paid' },
      { number: 2, date: '2026-02-04', amount: 100, paid: 0, status: 'upcoming' },
    ],
    payments: [buildPayment()],
    journal: [
      {
        entry_id: 'f0000000-0000-4000-8000-000000000001',
        entry_type: 'disbursement',
        occurred_at: '2026-02-02T09:00:00.000Z',
        account: 'loan_receivable',
        debit: 10_000,
        credit: 0,
        memo: null,
      },
    ],
    ...overrides,
  };
}

/** The organization's defaults (spec part 2 §9); no sanction limit, no recommendation. */
export function buildTerms(overrides: Partial<LoanTermsResponse> = {}): LoanTermsResponse {
  return {
    customer_id: CUSTOMER_ID,
    customer_name: 'Priya Sharma',
    customer_risk_level: 'medium',
    organization_id: ORGANIZATION_ID,
    currency: 'INR',
    timezone: 'Asia/Kolkata',
    today: '2026-03-02',
    collection_days: 'weekdays',
    holidays: [],
    default_daily_interest_rate: 0.2,
    default_upfront_interest: 20,
    default_max_repayment_days: 100,
    sanction_limit: null,
    recommended_amount: null,
    ...overrides,
  };
}

export function loanListOf(loans: Loan[], total = loans.length): LoanListResponse {
  return {
    data: loans,
    page: 1,
    page_size: 25,
    total,
    counts: {
      all: 212,
      pending: 7,
      approved: 3,
      active: 150,
      overdue: 12,
      completed: 38,
      rejected: 2,
    },
  };
}
