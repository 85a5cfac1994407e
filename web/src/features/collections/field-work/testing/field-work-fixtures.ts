import type { FieldVisit, PaymentPromise } from '@lendline/core';
import type { FieldWorkTarget } from '../lib/field-work-target';

export const ORGANIZATION_ID = 'd0000000-0000-4000-8000-000000000001';
export const LOAN_ID = 'e0000000-0000-4000-8000-000000000001';
const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const USER_ID = 'b0000000-0000-4000-8000-000000000001';

/** Priya Sharma's loan, which still lacks 6,300.00. */
export const TARGET: FieldWorkTarget = {
  loanId: LOAN_ID,
  loanNumber: 'LN-2026-0001',
  customerName: 'Priya Sharma',
  remaining: 6300,
};

export function buildPromise(overrides: Partial<PaymentPromise> = {}): PaymentPromise {
  return {
    id: '90000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    loan_id: LOAN_ID,
    loan_number: 'LN-2026-0001',
    customer_id: CUSTOMER_ID,
    customer_name: 'Priya Sharma',
    customer_phone: '+919876543210',
    collector_id: 'a1000000-0000-4000-8000-000000000001',
    collector_name: 'Mahesh Gaikwad',
    visit_id: null,
    amount: 500,
    promised_date: '2026-11-28',
    note: null,
    paid_amount: 0,
    status: 'open',
    created_by: USER_ID,
    created_by_name: 'Mahesh Gaikwad',
    created_at: '2026-11-27T05:30:00.000Z',
    ...overrides,
  };
}

export function buildVisit(overrides: Partial<FieldVisit> = {}): FieldVisit {
  return {
    id: '91000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    loan_id: LOAN_ID,
    customer_id: CUSTOMER_ID,
    collector_id: 'a1000000-0000-4000-8000-000000000001',
    collector_name: 'Mahesh Gaikwad',
    outcome: 'not_home',
    note: null,
    latitude: null,
    longitude: null,
    accuracy_metres: null,
    distance_metres: null,
    is_far: false,
    payment_id: null,
    payment_amount: null,
    visited_by: USER_ID,
    visitor_name: 'Mahesh Gaikwad',
    visited_at: '2026-11-27T05:30:00.000Z',
    created_at: '2026-11-27T05:30:00.000Z',
    ...overrides,
  };
}

export function pageOf<Row>(data: Row[], total = data.length, page = 1, pageSize = 10) {
  return { data, page, page_size: pageSize, total };
}
