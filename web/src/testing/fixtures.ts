import type {
  DemoDataRun,
  NavigationCounts,
  PortfolioSummary,
  SessionResponse,
} from '@lendline/core';

const USER_ID = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

/** A loan officer of one organization, signed in with a complete profile. */
export function buildSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    user: { id: USER_ID, email: 'asha.rao@example.com', language: null },
    profile: {
      user_id: USER_ID,
      first_name: 'Asha',
      last_name: 'Rao',
      phone: null,
      employee_id: null,
      organization_id: ORGANIZATION_ID,
      status: 'active',
      created_at: '2025-01-15T09:00:00.000Z',
      language: 'en',
    },
    organization: {
      id: ORGANIZATION_ID,
      name: 'Sunrise Microfinance',
      organization_type: 'microfinance',
      parent_organization_id: null,
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      default_phone_country: 'IN',
      is_active: true,
      is_blocked: false,
    },
    roles: ['loan_officer'],
    permissions: ['customers:read', 'loans:read', 'loans:create'],
    organization_ids: [ORGANIZATION_ID],
    mfa_enabled: false,
    mfa_enrollment_required: false,
    // One fresh session and no emergency access: no security warning unless a test asks.
    security: {
      active_session_count: 1,
      session_started_at: new Date().toISOString(),
      emergency_access: [],
    },
    ...overrides,
  };
}

/** A branch's portfolio at risk (GET /analytics/portfolio), as the dashboard shows it. */
export const PORTFOLIO: PortfolioSummary = {
  date: '2026-11-27',
  gross_outstanding: 412500,
  active_loans: 41,
  overdue_loans: 6,
  par1: 18.25,
  par7: 9.5,
  par30: 2,
};

/** Every sidebar count at zero; override the ones a test is about. */
export function navigationCounts(overrides: Partial<NavigationCounts> = {}): NavigationCounts {
  return {
    loans_open: 0,
    loans_overdue: 0,
    customers: 0,
    due_today: 0,
    approvals_pending: 0,
    approvals_mine: 0,
    users: 0,
    collectors: 0,
    audit_today: 0,
    messages_failed: 0,
    reports_scheduled: 0,
    ...overrides,
  };
}

/** The organization the demo-data tests generate for (Beacon Lending). */
export const DEMO_DATA_ORGANIZATION_ID = 'd0000000-0000-4000-8000-000000000002';

/** A demo-data run for that organization, queued unless `patch` says otherwise. */
export function demoDataRun(patch: Partial<DemoDataRun> = {}): DemoDataRun {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    organization_id: DEMO_DATA_ORGANIZATION_ID,
    customers: 300,
    months: 4,
    status: 'queued',
    percent: 0,
    step: null,
    counts: null,
    error: null,
    created_at: '2026-11-28T03:00:00.000Z',
    finished_at: null,
    ...patch,
  };
}
