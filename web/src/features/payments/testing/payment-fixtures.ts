import type { Loan, LoanPayment } from '@lendline/core';

export const ORGANIZATION_ID = 'd0000000-0000-4000-8000-000000000001';

export function buildPayment(overrides: Partial<LoanPayment> = {}): LoanPayment {
  return {
    id: 'a0000000-0000-4000-8000-00000a1b2c3d',
    organization_id: ORGANIZATION_ID,
    loan_id: 'e0000000-0000-4000-8000-000000000001',
    loan_number: 'LN-2026-0001',
    customer_id: 'c0000000-0000-4000-8000-000000000001',
    customer_name: 'Priya Sharma',
    amount: 1500,
    payment_method: 'upi',
    status: 'completed',
    payment_date: '2026-11-20',
    payment_time: '10:15:00',
    reference: 'UPI-778812',
    notes: null,
    created_by: 'b0000000-0000-4000-8000-000000000001',
    created_by_name: 'Asha Rao',
    created_at: '2026-11-20T04:45:00.000Z',
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

export function buildLoan(overrides: Partial<Loan> = {}): Loan {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    loan_number: 'LN-2026-0001',
    organization_id: ORGANIZATION_ID,
    customer_id: 'c0000000-0000-4000-8000-000000000001',
    customer_name: 'Priya Sharma',
    customer_phone: '+919876543210',
    principal_amount: 10000,
    daily_interest_rate: 0.2,
    upfront_interest: 20,
    max_repayment_days: 100,
    total_interest: 2000,
    upfront_interest_amount: 2000,
    disbursed_amount: 8000,
    total_repayable: 10000,
    remaining_amount: 6400,
    daily_repayment_amount: 100,
    instalment_count: 100,
    purpose: 'inventory',
    notes: null,
    status: 'overdue',
    due_date: '2026-12-30',
    disbursement_date: '2026-09-01',
    disbursement_method: 'cash',
    disbursement_reference: null,
    days_overdue: 12,
    arrears_amount: 1200,
    created_at: '2026-08-30T09:00:00.000Z',
    created_by: 'b0000000-0000-4000-8000-000000000001',
    approved_at: '2026-08-31T09:00:00.000Z',
    approved_by: 'b0000000-0000-4000-8000-000000000002',
    rejected_at: null,
    disbursed_at: '2026-09-01T09:00:00.000Z',
    pending_request_id: null,
    applicant_risk_score: null,
    applicant_risk_band: null,
    applicant_risk_rule_version: null,
    applicant_recommended_amount: null,
    applicant_risk_source: null,
    ...overrides,
  };
}

export function pageOf<Row>(data: Row[], total = data.length, page = 1) {
  return { data, page, page_size: 25, total };
}
