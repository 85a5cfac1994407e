import type { MessageKey, NavigationCounts, Permission } from '@lendline/core';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';

/** Sidebar groups in display order (spec part 1 §2 "Layout"); an empty group is not rendered. */
export const NAV_GROUPS = ['core_operations', 'people_access'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Each group's heading, in the reader's language. */
export const NAV_GROUP_LABELS = {
  core_operations: 'shell.nav.group.core_operations',
  people_access: 'shell.nav.group.people_access',
} as const satisfies Record<NavGroup, MessageKey>;

export interface NavEntry {
  /** The sidebar's text, looked up in the reader's language when shown. */
  labelKey: MessageKey;
  path: string;
  group: NavGroup;
  /** Checked with the core permission engine; without it every signed-in user sees the entry. */
  permission?: Permission;
  /** Which /api/v1/navigation/counts number the badge shows. */
  countKey?: keyof NavigationCounts;
  /** Set to place the entry in the mobile bottom bar under this label. */
  mobileLabelKey?: MessageKey;
  /** The screen, loaded on first visit (or ahead of it). Its route is generated from this entry. */
  screen: PreloadableComponent;
  /**
   * Starts the reads the screen begins with, as it makes them, when it is the page's first screen
   * (route-preload.ts): only reads every user the entry lets in may make, so that none is
   * refused.
   */
  prefetch?: (queryClient: QueryClient) => void;
  /**
   * The screen's module, as the build's manifest names it, when the server draws the screen's
   * first page (entry-server.tsx): its chunks and stylesheets are named in that page's HTML.
   */
  serverModule?: string;
  /** Other addresses of screens this entry stands for in the sidebar (highlighted there too). */
  alsoActiveOn?: readonly string[];
}

/** A screen reached by its address only: a route and a guard, no sidebar entry. */
export type UrlOnlyScreen = Pick<NavEntry, 'path' | 'permission' | 'screen' | 'serverModule'>;

/** The risk profiler and a risk profile's page share one chunk (routes/risk-profiler.tsx). */
const riskProfilerScreen = lazyWithPreload(() => import('../routes/risk-profiler'));

/** User management and the platform owner's demo data share one chunk (routes/administration.tsx). */
const administrationScreen = lazyWithPreload(() => import('../routes/administration'));

/** The user's profile and the organization's settings share one chunk (routes/account.tsx). */
const accountScreen = lazyWithPreload(() => import('../routes/account'));

/**
 * One entry per screen: the route, its guard, the sidebar entry and the bottom-bar entry all come
 * from here (its icon from nav-icons.ts). Add an entry only once its screen exists (no
 * placeholder screens). The router imports this file into the first load, so it holds no icons.
 */
export const NAV_REGISTRY: readonly NavEntry[] = [
  {
    labelKey: 'shell.nav.dashboard',
    path: '/dashboard',
    group: 'core_operations',
    countKey: 'loans_open',
    mobileLabelKey: 'shell.nav.home',
    screen: lazyWithPreload(() => import('../routes/dashboard')),
    prefetch: (queryClient) => void queryClient.prefetchQuery(dashboardQueryOptions()),
    serverModule: 'src/app/routes/dashboard.tsx',
  },
  {
    // Spec part 1 §2: second in Core Operations; part 2 §2 "Risk Profiler Dashboard".
    labelKey: 'shell.nav.risk_profiler',
    path: '/risk-profiler',
    group: 'core_operations',
    permission: 'customers:read',
    screen: riskProfilerScreen,
    serverModule: 'src/app/routes/risk-profiler.tsx',
  },
  {
    labelKey: 'shell.nav.customers',
    path: '/customers',
    group: 'core_operations',
    permission: 'customers:read',
    countKey: 'customers',
    mobileLabelKey: 'shell.nav.customers',
    screen: lazyWithPreload(() => import('../routes/customers')),
    serverModule: 'src/app/routes/customers.tsx',
  },
  {
    // Spec part 2 §2 "/customer-management": the customer database (cards, search, address).
    labelKey: 'shell.nav.customer_database',
    path: '/customer-management',
    group: 'core_operations',
    permission: 'customers:read',
    screen: lazyWithPreload(() => import('../routes/customer-management')),
    serverModule: 'src/app/routes/customer-management.tsx',
  },
  {
    // Spec part 2 §2 "Loans screen"; the Loan Hub (URL_ONLY_SCREENS) is the same entry.
    labelKey: 'shell.nav.loans',
    path: '/loans',
    group: 'core_operations',
    permission: 'loans:read',
    countKey: 'loans_overdue',
    mobileLabelKey: 'shell.nav.loans',
    screen: lazyWithPreload(() => import('../routes/loans')),
    serverModule: 'src/app/routes/loans.tsx',
    alsoActiveOn: ['/loans-hub'],
  },
  {
    labelKey: 'shell.nav.payments',
    path: '/payments',
    group: 'core_operations',
    permission: 'payments:read',
    // Spec part 1 §2: the bottom bar's fourth entry (Reports, the fifth, joins with its screen).
    mobileLabelKey: 'shell.nav.payments',
    screen: lazyWithPreload(() => import('../routes/payments')),
    serverModule: 'src/app/routes/payments.tsx',
  },
  {
    // Spec part 2 §2 "/due-today"; its badge is the Status Overview's count.
    labelKey: 'shell.nav.due_today',
    path: '/due-today',
    group: 'core_operations',
    permission: 'payments:read',
    countKey: 'due_today',
    screen: lazyWithPreload(() => import('../routes/due-today')),
    serverModule: 'src/app/routes/due-today.tsx',
  },
  {
    // Issue 11: cash in hand, collection sheets and promises; agents read it without actions.
    labelKey: 'shell.nav.collection_team',
    path: '/collection-team',
    group: 'core_operations',
    permission: 'debt_collectors:read',
    screen: lazyWithPreload(() => import('../routes/collection-team')),
    serverModule: 'src/app/routes/collection-team.tsx',
  },
  {
    // Spec part 2 §2 "/payment-schedule", made real: Expected Collections (issue 11).
    labelKey: 'shell.nav.expected_collections',
    path: '/payment-schedule',
    group: 'core_operations',
    permission: 'payments:read',
    screen: lazyWithPreload(() => import('../routes/payment-schedule')),
    serverModule: 'src/app/routes/payment-schedule.tsx',
  },
  {
    labelKey: 'shell.nav.approvals',
    path: '/approvals',
    group: 'core_operations',
    permission: 'approvals:read',
    countKey: 'approvals_pending',
    screen: lazyWithPreload(() => import('../routes/approvals')),
    serverModule: 'src/app/routes/approvals.tsx',
  },
  {
    // Issue 14: the report catalogue, previews and exports.
    labelKey: 'shell.nav.reports',
    path: '/reports',
    group: 'core_operations',
    permission: 'reports:read',
    countKey: 'reports_scheduled',
    mobileLabelKey: 'shell.nav.reports',
    screen: lazyWithPreload(() => import('../routes/reports')),
    serverModule: 'src/app/routes/reports.tsx',
  },
  {
    // Issue 14: trends, roll rates, vintages, collection, collectors, risk bands and the map.
    labelKey: 'shell.nav.business_intelligence',
    path: '/business-intelligence',
    group: 'core_operations',
    permission: 'reports:read',
    screen: lazyWithPreload(() => import('../routes/business-intelligence')),
    serverModule: 'src/app/routes/business-intelligence.tsx',
  },
  {
    labelKey: 'shell.nav.debt_management',
    path: '/debt-management',
    group: 'people_access',
    permission: 'debt_collectors:read',
    countKey: 'collectors',
    screen: lazyWithPreload(() => import('../routes/debt-management')),
    serverModule: 'src/app/routes/debt-management.tsx',
  },
  {
    labelKey: 'shell.nav.compliance_audit',
    path: '/compliance-audit',
    group: 'people_access',
    permission: 'audit_logs:read',
    countKey: 'audit_today',
    screen: lazyWithPreload(() => import('../routes/compliance-audit')),
    serverModule: 'src/app/routes/compliance-audit.tsx',
  },
  {
    // Issue 13 "Permission explorer": organization_admin, compliance_officer, auditor and the
    // platform owner — exactly the holders of audit_logs:audit.
    labelKey: 'rbac.nav_label',
    path: '/rbac-testing',
    group: 'people_access',
    permission: 'audit_logs:audit',
    screen: lazyWithPreload(() => import('../routes/rbac-testing')),
    serverModule: 'src/app/routes/rbac-testing.tsx',
  },
  {
    // Issue 14: templates, reminder rules and the delivery log; the badge counts failed messages.
    labelKey: 'shell.nav.notification_management',
    path: '/notification-management',
    group: 'people_access',
    permission: 'settings:read',
    countKey: 'messages_failed',
    screen: lazyWithPreload(() => import('../routes/notification-management')),
    serverModule: 'src/app/routes/notification-management.tsx',
  },
  {
    // Issue 14 "Demo data": the platform owner alone (the only holder of organizations:create).
    labelKey: 'shell.nav.demo_data',
    path: '/demo-data',
    group: 'people_access',
    permission: 'organizations:create',
    screen: administrationScreen,
    serverModule: 'src/app/routes/administration.tsx',
  },
  {
    labelKey: 'shell.nav.user_management',
    path: '/user-management',
    group: 'people_access',
    permission: 'users:read',
    countKey: 'users',
    screen: administrationScreen,
    serverModule: 'src/app/routes/administration.tsx',
  },
];

/**
 * Screens without a sidebar entry of their own. The Loan Hub (spec part 2 §2) is the Loans
 * screen with a virtualised list: one 'Loans' entry in the sidebar, both addresses work. The
 * collection sheet's print page is opened from the Collection Team screen.
 */
export const URL_ONLY_SCREENS: readonly UrlOnlyScreen[] = [
  {
    path: '/loans-hub',
    permission: 'loans:read',
    screen: lazyWithPreload(() => import('../routes/loans-hub')),
    serverModule: 'src/app/routes/loans-hub.tsx',
  },
  {
    // A collector's daily collection sheet to print, opened from /collection-team.
    path: '/collection-team/sheet',
    permission: 'payments:read',
    screen: lazyWithPreload(() => import('../routes/collection-sheet')),
    serverModule: 'src/app/routes/collection-sheet.tsx',
  },
  {
    // A risk profile's page ('new' for a new one), opened from /risk-profiler.
    path: '/risk-profiler/:profileId',
    permission: 'customers:read',
    screen: riskProfilerScreen,
  },
  {
    // Issue 13: the user's own details and password, from the user menus (user-menu-links.tsx).
    path: '/profile',
    screen: accountScreen,
    serverModule: 'src/app/routes/account.tsx',
  },
  {
    // Issue 13: the organization's settings, from the header's user menu (user-menu-links.tsx).
    path: '/settings',
    permission: 'settings:read',
    screen: accountScreen,
    serverModule: 'src/app/routes/account.tsx',
  },
];

/**
 * The 'Status Overview' block (spec part 1 §2): the due-today count, a link to /due-today for
 * whoever may open it (the count alone for the others).
 */
export const STATUS_OVERVIEW: {
  labelKey: MessageKey;
  countKey: keyof NavigationCounts;
  path: string | null;
  permission?: Permission;
} = {
  labelKey: 'shell.nav.due_today_alerts',
  countKey: 'due_today',
  path: '/due-today',
  permission: 'payments:read',
};
