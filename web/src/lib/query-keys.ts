import type { DocumentEntityType } from '@lendline/core';

/**
 * Every query key, one factory per area. A key holds every parameter that changes the answer
 * (the organization included where a call takes one), so two different questions never share
 * a cache entry; `all` is each area's prefix for invalidation after a change. Keys live here,
 * not in the features, because features invalidate each other's data (a block refreshes the
 * collectors, the approvals and the sidebar counts) without importing each other.
 */
export const queryKeys = {
  session: {
    all: ['auth'] as const,
    current: () => ['auth', 'session'] as const,
    /** What the signed-out screens offer (GET /auth/options). */
    options: () => ['auth', 'options'] as const,
  },
  mfa: {
    /** The secret POST /auth/mfa/enroll made for the enrolment on screen (one per visit). */
    enrollment: () => ['mfa', 'enrollment'] as const,
  },
  navigation: {
    all: ['navigation'] as const,
    counts: () => ['navigation', 'counts'] as const,
  },
  /** The signed-in role's figures (GET /dashboard). */
  dashboard: {
    all: ['dashboard'] as const,
    figures: () => ['dashboard', 'figures'] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    /** GET /analytics/portfolio; `null`: each organization's today. */
    portfolio: (date: string | null) => ['analytics', 'portfolio', { date }] as const,
    /** The Business Intelligence series (`series`: the endpoint) over the last `months`. */
    series: (series: string, months: number) => ['analytics', series, { months }] as const,
    /** GET /analytics/overdue-map/areas of one view of the map. */
    overdueMapAreas: (bbox: string, zoom: number) =>
      ['analytics', 'overdueMapAreas', { bbox, zoom }] as const,
  },
  reports: {
    all: ['reports'] as const,
    catalogue: () => ['reports', 'catalogue'] as const,
    preview: (key: string, params: object) => ['reports', 'preview', key, params] as const,
    collectors: () => ['reports', 'collectors'] as const,
    export: (id: string) => ['reports', 'export', id] as const,
    schedules: (page: number) => ['reports', 'schedules', page] as const,
  },
  approvals: {
    all: ['approvals'] as const,
    list: (params: object) => ['approvals', 'list', params] as const,
    detail: (id: string) => ['approvals', 'detail', id] as const,
    summary: () => ['approvals', 'summary'] as const,
  },
  collectors: {
    all: ['collectors'] as const,
    list: (params: object) => ['collectors', 'list', params] as const,
    detail: (id: string) => ['collectors', 'detail', id] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (params: object) => ['customers', 'list', params] as const,
    summary: (filter: object) => ['customers', 'summary', filter] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
    audit: (id: string) => ['customers', 'audit', id] as const,
    /** Its enhanced risk profiles, newest first: refreshed with the customer (its risk level). */
    riskProfiles: (id: string, params: object) => ['customers', 'risk', id, params] as const,
    /** `null`: the user's own organization. */
    categories: (organizationId: string | null) =>
      ['customers', 'categories', { organizationId }] as const,
  },
  loans: {
    all: ['loans'] as const,
    list: (params: object) => ['loans', 'list', params] as const,
    /** The Loan Hub's pages, fetched one after another as the list scrolls. */
    scrolled: (params: object) => ['loans', 'scrolled', params] as const,
    detail: (id: string) => ['loans', 'detail', id] as const,
    /** The New Loan Application dialog's defaults and limits for one customer. */
    terms: (customerId: string) => ['loans', 'terms', customerId] as const,
  },
  riskProfiles: {
    all: ['risk-profiles'] as const,
    list: (params: object) => ['risk-profiles', 'list', params] as const,
    summary: () => ['risk-profiles', 'summary'] as const,
    detail: (id: string) => ['risk-profiles', 'detail', id] as const,
  },
  payments: {
    all: ['payments'] as const,
    list: (params: object) => ['payments', 'list', params] as const,
    summary: () => ['payments', 'summary'] as const,
    /** The /payments Overdue Loans tab (GET /loans?tab=overdue), refreshed with the payments. */
    overdueLoans: (params: object) => ['payments', 'overdue-loans', params] as const,
    schedule: (range: string) => ['payments', 'schedule', { range }] as const,
    analytics: (months: number) => ['payments', 'analytics', { months }] as const,
  },
  riskPerformance: {
    all: ['risk-performance'] as const,
    /** The back-test of the applicant score (GET /risk-profiles/score-performance). */
    scorePerformance: () => ['risk-performance', 'score-performance'] as const,
  },
  collections: {
    all: ['collections'] as const,
    /** One tab's page of a day's entries (GET /collections). */
    list: (params: object) => ['collections', 'list', params] as const,
    /** The four cards of /due-today; `null`: each organization's today. */
    summary: (date: string | null) => ['collections', 'summary', { date }] as const,
    alerts: () => ['collections', 'alerts'] as const,
    /** The first `limit` alerts only (the dashboard's panel), refreshed with the others. */
    alertsFirst: (limit: number) => ['collections', 'alerts', { limit }] as const,
    /** A loan's promises to pay (GET /loans/:id/promises), under collections: a payment changes their status. */
    loanPromises: (loanId: string, params: object) =>
      ['collections', 'promises', 'loan', loanId, params] as const,
    /** A loan's field visits (GET /loans/:id/visits). */
    loanVisits: (loanId: string, params: object) =>
      ['collections', 'visits', 'loan', loanId, params] as const,
    /** Each collector's cash of a day (GET /collections/cash). */
    cash: (date: string) => ['collections', 'cash', { date }] as const,
    /** The promise-kept rate per collector over the last 30 days. */
    promisePerformance: () => ['collections', 'promise-performance'] as const,
    promises: (params: object) => ['collections', 'promises', params] as const,
    /** A collector's (or the user's own) daily collection sheet, as JSON for printing. */
    sheet: (params: object) => ['collections', 'sheet', params] as const,
    expected: (params: object) => ['collections', 'expected', params] as const,
  },
  documents: {
    all: ['documents'] as const,
    /** A customer's or a loan's documents. */
    of: (entity: DocumentEntityType, id: string) => ['documents', entity, id] as const,
  },
  sessions: {
    all: ['sessions'] as const,
    /** `null`: one's own. */
    list: (userId: string | null) => ['sessions', 'list', { userId }] as const,
  },
  emergencyAccess: {
    all: ['emergency-access'] as const,
    list: (params: object) => ['emergency-access', 'list', params] as const,
    /** The grant dialog's user picker. */
    users: () => ['emergency-access', 'users'] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: object) => ['users', 'list', params] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
    /** The audit screen's user filter: names matching a search. */
    options: (search: string) => ['users', 'options', { search }] as const,
  },
  organizations: {
    all: ['organizations'] as const,
    list: (params: object) => ['organizations', 'list', params] as const,
    /**
     * Every organization picker and filter (lib/organization-names.ts): one answer, the raw
     * list, which each picker shapes with its own `select` — never a shape stored under it.
     */
    names: () => ['organizations', 'names'] as const,
  },
  /** The platform owner's demo data generations (/demo-data). */
  demoData: {
    all: ['demo-data'] as const,
    status: (organizationId: string) => ['demo-data', organizationId] as const,
  },
  audit: {
    all: ['audit-logs'] as const,
    list: (filter: object, page: number) => ['audit-logs', 'list', { ...filter, page }] as const,
  },
  /** The permission explorer's pickers (/rbac-testing). */
  rbacExplorer: {
    users: (search: string) => ['users', 'rbac-explorer', { search }] as const,
    grants: () => ['emergency-access', 'rbac-explorer'] as const,
  },
  security: {
    all: ['security'] as const,
    /** One of the Security tab's lists (events, failed sign-ins, sessions, grants). */
    list: (list: string, params: object) => ['security', list, params] as const,
  },
  outbox: {
    all: ['outbox'] as const,
    list: (page: number) => ['outbox', 'list', { page }] as const,
  },
  invitations: {
    detail: (token: string) => ['invitations', token] as const,
  },
  /** Issue 14: customer message templates, reminder rules, the delivery log, the staff feed. */
  notifications: {
    all: ['notifications'] as const,
    templates: () => ['notifications', 'templates'] as const,
    rules: () => ['notifications', 'rules'] as const,
    log: (params: object) => ['notifications', 'log', params] as const,
    customerHistory: (customerId: string) => ['notifications', 'customer', customerId] as const,
    feed: () => ['notifications', 'feed'] as const,
  },
};
