import { holdsPermission, REPORT_KEYS, type Role } from '@lendline/core';
/*
 * The few facts about particular routes the route-generated suites cannot read from the route
 * list. Each table is checked against the routes, so a new route that needs an entry fails the
 * suite until it has one.
 */

/** A body each route accepts, so isolation is proven past validation; default: reason + note. */
export const VALID_BODIES: Record<string, object> = {
  'PATCH /api/v1/users/:id': { first_name: 'Changed' },
  'POST /api/v1/users/:id/status': { status: 'suspended', reason: 'isolation check' },
  'PUT /api/v1/users/:id/role': { role: 'field_agent' },
  'PATCH /api/v1/collectors/:id': { name: 'Changed' },
  // A lending setting: organization admins may change those (settings:update), not the name.
  'PATCH /api/v1/organizations/:id': { default_max_repayment_days: 100 },
  'PATCH /api/v1/customers/:id': { first_name: 'Changed' },
  'PATCH /api/v1/loans/:id': { notes: 'Changed' },
  'POST /api/v1/loans/:id/disburse': { method: 'cash' },
  'POST /api/v1/loans/:id/payments': { amount: 10, payment_method: 'cash' },
  'POST /api/v1/collections/:id/collect': { amount: 1, payment_method: 'cash' },
  // The promised date is checked against the organization's today after the loan is found.
  'POST /api/v1/loans/:id/promises': { amount: 10, promised_date: '2030-01-01' },
  'POST /api/v1/loans/:id/visits': { outcome: 'not_home' },
  'PATCH /api/v1/risk-profiles/:id': { assessor_comments: 'Changed' },
  // Complete enough to submit (60 %: personal, business, expenditure).
  'POST /api/v1/customers/:id/risk-profiles': {
    full_name: 'Isolation Check',
    age: 30,
    marital_status: 'single',
    dependents: 0,
    monthly_household_income: 10_000,
    monthly_household_expenses: 5_000,
    savings_amount: 0,
    businesses: [
      {
        business_name: 'Isolation stall',
        business_type: 'retail',
        years_in_operation: 1,
        monthly_revenue: 20_000,
        monthly_expenses: 12_000,
      },
    ],
  },
  'POST /api/v1/customers/:id/risk-override': { risk_level: 'medium', reason: 'isolation check' },
  'POST /api/v1/emergency-access/:id/revoke': { reason: 'isolation check' },
  'PUT /api/v1/customers/:id/message-opt-out': { opted_out: true },
  'PATCH /api/v1/notification-templates/:id': { body: 'Changed {{customer_name}}' },
  'PATCH /api/v1/reminder-rules/:id': { cadence_days: 2 },
  'PATCH /api/v1/reports/schedules/:id': { is_active: false },
  'POST /api/v1/organizations/:id/demo-data': { customers: 10, months: 1 },
};
export const DEFAULT_BODY = { reason: 'isolation check', note: 'isolation check' };

export interface RequestParts {
  /** Replaces ':id' in the path. */
  id?: string;
  /** Replaces ':key' in the path (KEYED_ROUTES). */
  key?: string;
  body?: object;
  query?: Record<string, string>;
  /**
   * For a route that answers 200 whatever the organization: whether its answer granted it. The
   * caller's own organization must be granted, another tenant's must not.
   */
  honoured?: (answer: unknown) => boolean;
  /**
   * For a route whose guard lets in more than the body allows: whether the caller's roles are
   * refused this body anyway (403), even for their own organization.
   */
  refusedTo?: (roles: readonly Role[]) => boolean;
}

export interface OrganizationFieldContext {
  /** The organization id to put in every organization field. */
  organizationId: string;
  /** The caller's own entities, by path prefix: { users, organizations }. */
  own: { users: string; organizations: string };
  /** A number no other call of the suite uses: for e-mails and phone numbers. */
  serial: number;
  /** The caller's e-mail (a staff recipient of an automated report). */
  email: string;
}

const phone = (serial: number) => `+91982200${String(serial).padStart(4, '0')}`;

/**
 * A request for each route whose body (or path) needs more than its organization field, built
 * for a given organization id: the suite sends it once with the caller's own organization, which
 * must succeed, and once with another tenant's, which must be refused or ignored. GET routes
 * without path parameters need no entry: the field goes in their query string. Nested fields
 * ('context.organizationId') count too.
 */
export const ORGANIZATION_FIELD_CASES: Record<
  string,
  (context: OrganizationFieldContext) => RequestParts
> = {
  'POST /api/v1/permissions/check': ({ organizationId }) => ({
    body: { resource: 'customers', action: 'read', context: { organizationId } },
    honoured: (answer) => (answer as { allowed?: unknown }).allowed === true,
  }),
  'POST /api/v1/organizations': ({ organizationId, serial }) => ({
    body: {
      name: `Isolation Branch ${serial}`,
      organization_type: 'branch',
      parent_organization_id: organizationId,
    },
  }),
  'PATCH /api/v1/organizations/:id': ({ organizationId, own }) => ({
    id: own.organizations,
    body: { parent_organization_id: organizationId },
    // Organization admins come in for the lending settings (settings:update), not the parent.
    refusedTo: (roles) => !holdsPermission(roles, 'organizations', 'update'),
  }),
  'POST /api/v1/users/invite': ({ organizationId, serial }) => ({
    body: {
      first_name: 'Isolation',
      last_name: 'Invitee',
      email: `invitee.${serial}@isolation.test`,
      organization_id: organizationId,
      role: 'loan_officer',
    },
  }),
  'PATCH /api/v1/users/:id': ({ organizationId, own }) => ({
    id: own.users,
    body: { organization_id: organizationId },
  }),
  'POST /api/v1/collectors': ({ organizationId, serial }) => ({
    body: {
      name: `Isolation Collector ${serial}`,
      phone: phone(serial),
      residential_address: `${serial}, Isolation Street`,
      organization_id: organizationId,
    },
  }),
  'POST /api/v1/risk-profiles': ({ organizationId, serial }) => ({
    body: {
      prospective_customer_name: `Isolation Prospect ${serial}`,
      organization_id: organizationId,
    },
  }),
  // The PAR and aging report has a row per bucket for every organization asked for, loans or not.
  'GET /api/v1/reports/:key': ({ organizationId }) => ({
    key: 'par_aging',
    query: { organization_id: organizationId },
    honoured: (answer) => (answer as { total?: number }).total !== 0,
  }),
  // A long export is recorded in the caller's own organization whatever the filter says.
  'POST /api/v1/reports/:key/exports': ({ organizationId }) => ({
    key: 'repayment_register',
    body: { format: 'csv', organization_id: organizationId },
  }),
  'POST /api/v1/reports/schedules': ({ organizationId, email }) => ({
    body: {
      report_key: 'repayment_register',
      frequency: 'weekly',
      recipients: [email],
      filters: { organization_id: organizationId },
    },
  }),
  'POST /api/v1/customers': ({ organizationId, serial }) => ({
    body: {
      first_name: 'Isolation',
      last_name: `Customer ${serial}`,
      phone: phone(serial),
      residential_address: `${serial}, Isolation Street`,
      organization_id: organizationId,
    },
  }),
};

/**
 * GET routes without an id that the list suite does not call, each with the reason. Every other
 * one is called by every tenant and its answer searched for the other tenants.
 */
export const NOT_CALLED_AS_LISTS: Record<string, string> = {
  'GET /api/v1/events':
    'a server-sent event stream that stays open (realtime/events.routes.test.ts)',
  'GET /api/v1/geocode/search': 'asks the external geocoder; answers places, not tenant rows',
  'GET /api/v1/geocode/reverse': 'asks the external geocoder; answers places, not tenant rows',
  'GET /api/v1/loans/terms':
    "needs a customer id; another tenant's customer answers 404 (loans.routes.test.ts)",
  'GET /api/v1/analytics/roll-rates':
    "sums per period over the caller's scope, no tenant rows; another tenant's loans stay out of them (analytics.routes.test.ts)",
  'GET /api/v1/analytics/collection-rate':
    "sums per period over the caller's scope, no tenant rows; another tenant's loans stay out of them (analytics.routes.test.ts)",
  'GET /api/v1/analytics/promises':
    "counts per period over the caller's scope, no tenant rows; another tenant's promises stay out of them (analytics.routes.test.ts)",
  'GET /api/v1/analytics/trends':
    "sums per month over the caller's scope, no tenant rows; another tenant's loans stay out of them (business-intelligence.routes.test.ts)",
  'GET /api/v1/analytics/vintages':
    "counts per disbursement month over the caller's scope, no tenant rows; another tenant's loans stay out of them (business-intelligence.routes.test.ts)",
  'GET /api/v1/analytics/overdue-map/areas':
    "needs a view (bbox, zoom); groups the points GET /analytics/overdue-map answers (checked here) by area; another tenant's customers stay out of them (overdue-map-points.test.ts)",
  'GET /api/v1/sessions':
    "one's own sessions, no tenant rows; another tenant's user_id answers 404 (sessions.routes.test.ts)",
};

/**
 * Lists whose rows name their organization by other fields than organization_id; a row is in the
 * caller's scope when any of them is. A list whose rows carry none fails the suite until it is
 * entered here.
 */
export const ROW_ORGANIZATION_KEYS: Record<string, readonly string[]> = {
  // An organization row is itself; lists also show the direct children of the caller's own
  // organization (organization-read-scope.ts), which lie outside an 'own' data scope.
  'GET /api/v1/organizations': ['id', 'parent_organization_id'],
};

/**
 * Routes with a ':key' path parameter naming one of a fixed set (not a row id), with every key:
 * the list suite calls each key as a list, the paged suite one.
 */
export const KEYED_ROUTES: Record<string, readonly string[]> = {
  'GET /api/v1/reports/:key': REPORT_KEYS,
  'POST /api/v1/reports/:key/exports': ['repayment_register'],
};
