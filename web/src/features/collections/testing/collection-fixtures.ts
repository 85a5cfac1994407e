import type {
  CollectionAlert,
  CollectionEntry,
  CollectionSummary,
  Collector,
} from '@lendline/core';

export const ORGANIZATION_ID = 'd0000000-0000-4000-8000-000000000001';

export function buildEntry(overrides: Partial<CollectionEntry> = {}): CollectionEntry {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    loan_id: 'e0000000-0000-4000-8000-000000000001',
    customer_id: 'c0000000-0000-4000-8000-000000000001',
    collector_id: 'a1000000-0000-4000-8000-000000000001',
    due_amount: 300,
    collected_amount: 100,
    outstanding_amount: 6400,
    calculated_due: 200,
    payment_status: 'partial',
    collection_date: '2026-11-27',
    risk_priority: 'medium',
    days_overdue: 2,
    accumulated_overdue: 200,
    daily_repayment_amount: 100,
    customer_name: 'Priya Sharma',
    customer_phone: '+919876543210',
    loan_number: 'LN-2026-0001',
    collector_name: 'Mahesh Gaikwad',
    created_at: '2026-11-27T00:30:00.000Z',
    updated_at: '2026-11-27T05:30:00.000Z',
    ...overrides,
  };
}

export const SUMMARY: CollectionSummary = {
  date: '2026-11-27',
  pending: { amount: 12500, count: 14 },
  overdue: { amount: 98000.5, count: 7 },
  collected: { amount: 4300, count: 9 },
  customers: 21,
};

export function buildAlert(overrides: Partial<CollectionAlert> = {}): CollectionAlert {
  return {
    id: 'overdue_due_today:e0000000-0000-4000-8000-000000000001',
    type: 'overdue_due_today',
    severity: 'critical',
    title: 'Overdue payment due today',
    description: 'Loan LN-2026-0001 is 12 days overdue',
    customer_name: 'Priya Sharma',
    phone: '+919876543210',
    loan_number: 'LN-2026-0001',
    amount: 1200,
    days_overdue: 12,
    entity_type: 'loan',
    entity_id: 'e0000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    ...overrides,
  };
}

export function buildCollector(overrides: Partial<Collector> = {}): Collector {
  return {
    id: 'a1000000-0000-4000-8000-000000000002',
    organization_id: ORGANIZATION_ID,
    organization_name: 'Acme Lending',
    organization_is_blocked: false,
    name: 'Pooja Shinde',
    phone: '+919820000002',
    email: null,
    territory: 'Kothrud',
    user_id: null,
    user_name: null,
    is_active: true,
    is_blocked: false,
    blocked_due_to_org: false,
    blocked_reason: null,
    blocked_at: null,
    blocked_by: null,
    blocked_by_name: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    pending_request: null,
    ...overrides,
  };
}

export function pageOf<Row>(data: Row[], total = data.length, page = 1, pageSize = 10) {
  return { data, page, page_size: pageSize, total };
}
