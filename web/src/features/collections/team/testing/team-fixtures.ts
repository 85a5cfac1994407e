import type {
  CashInHandResponse,
  CollectionSheetResponse,
  CollectionSheetRow,
  CollectorCash,
  PaymentPromise,
  PromisePerformanceResponse,
} from '@lendline/core';

export const ORGANIZATION_ID = 'd0000000-0000-4000-8000-000000000001';
export const MAHESH = 'a1000000-0000-4000-8000-000000000001';
export const POOJA = 'a1000000-0000-4000-8000-000000000002';
export const RAVI = 'a1000000-0000-4000-8000-000000000003';
/** The day the tests run on (Date is faked to it). */
export const TODAY = '2026-11-27';

export function buildCash(overrides: Partial<CollectorCash> = {}): CollectorCash {
  return {
    organization_id: ORGANIZATION_ID,
    collector_id: MAHESH,
    collector_name: 'Mahesh Gaikwad',
    collection_date: TODAY,
    collected: { amount: 1500, count: 3 },
    handed_over: { amount: 1000, count: 1 },
    variance: -500,
    closed: false,
    close: null,
    ...overrides,
  };
}

/** Mahesh short by 500, Pooja over by 20.50 and closed, Ravi balanced with nothing taken. */
export const CASH: CashInHandResponse = {
  date: TODAY,
  data: [
    buildCash(),
    buildCash({
      collector_id: POOJA,
      collector_name: 'Pooja Shinde',
      collected: { amount: 2000, count: 4 },
      handed_over: { amount: 2020.5, count: 2 },
      variance: 20.5,
      closed: true,
      close: {
        id: 'c1000000-0000-4000-8000-000000000001',
        organization_id: ORGANIZATION_ID,
        collector_id: POOJA,
        collection_date: TODAY,
        collected_amount: 2000,
        handed_over_amount: 2020.5,
        variance_amount: 20.5,
        note: null,
        closed_by: 'b0000000-0000-4000-8000-000000000001',
        closed_by_name: 'Meera Manager',
        created_at: '2026-11-27T12:30:00.000Z',
      },
    }),
    buildCash({
      collector_id: RAVI,
      collector_name: 'Ravi Patil',
      collected: { amount: 0, count: 0 },
      handed_over: { amount: 0, count: 0 },
      variance: 0,
    }),
  ],
  totals: {
    collected: { amount: 3500, count: 7 },
    handed_over: { amount: 3020.5, count: 3 },
    variance: -479.5,
  },
};

export const PERFORMANCE: PromisePerformanceResponse = {
  from: '2026-10-28',
  to: TODAY,
  data: [
    {
      organization_id: ORGANIZATION_ID,
      collector_id: MAHESH,
      collector_name: 'Mahesh Gaikwad',
      promises: 5,
      open: 1,
      kept: 2,
      partially_kept: 1,
      broken: 1,
      due: 3,
      kept_rate: 0.6667,
    },
    {
      organization_id: ORGANIZATION_ID,
      collector_id: null,
      collector_name: 'Unassigned',
      promises: 1,
      open: 1,
      kept: 0,
      partially_kept: 0,
      broken: 0,
      due: 0,
      kept_rate: null,
    },
  ],
};

export function buildPromise(overrides: Partial<PaymentPromise> = {}): PaymentPromise {
  return {
    id: 'e1000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    loan_id: 'e0000000-0000-4000-8000-000000000001',
    loan_number: 'LN-2026-0001',
    customer_id: 'c0000000-0000-4000-8000-000000000001',
    customer_name: 'Priya Sharma',
    customer_phone: '+919876543210',
    collector_id: MAHESH,
    collector_name: 'Mahesh Gaikwad',
    visit_id: null,
    amount: 600,
    promised_date: '2026-11-25',
    note: null,
    paid_amount: 0,
    status: 'broken',
    created_by: 'b0000000-0000-4000-8000-000000000002',
    created_by_name: 'Anil Agent',
    created_at: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}

export function buildSheetRow(overrides: Partial<CollectionSheetRow> = {}): CollectionSheetRow {
  return {
    organization_id: ORGANIZATION_ID,
    organization_name: 'Acme Microfinance',
    collector_id: MAHESH,
    collector_name: 'Mahesh Gaikwad',
    customer_name: 'Priya Sharma',
    phone: '+919876543210',
    address: '12 Market Road, Pune',
    loan_number: 'LN-2026-0001',
    due_amount: 300,
    collected_amount: 100,
    status: 'partial',
    ...overrides,
  };
}

export const SHEET: CollectionSheetResponse = {
  date: TODAY,
  data: [
    buildSheetRow(),
    buildSheetRow({
      customer_name: 'Sunita Kale',
      phone: null,
      address: null,
      loan_number: 'LN-2026-0003',
      due_amount: 450.5,
      collected_amount: 0,
      status: 'overdue',
    }),
  ],
  totals: { stops: 2, due_amount: 750.5, collected_amount: 100 },
};
