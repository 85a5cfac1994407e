import type { NavigationCounts, Permission } from '@lendline/core';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';

/** Sidebar groups in display order (spec part 1 §2 "Layout"); an empty group is not rendered. */
export const NAV_GROUPS = ['Core Operations', 'People & Access'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavEntry {
  label: string;
  path: string;
  group: NavGroup;
  /** Checked with the core permission engine; without it every signed-in user sees the entry. */
  permission?: Permission;
  /** Which /api/v1/navigation/counts number the badge shows. */
  countKey?: keyof NavigationCounts;
  /** Set to place the entry in the mobile bottom bar under this label. */
  mobileLabel?: string;
  /** The screen, loaded on first visit (or ahead of it). Its route is generated from this entry. */
  screen: PreloadableComponent;
}

/**
 * One entry per screen: the route, its guard, the sidebar entry and the bottom-bar entry all come
 * from here (its icon from nav-icons.ts). Add an entry only once its screen exists (no
 * placeholder screens). The router imports this file into the first load, so it holds no icons.
 */
export const NAV_REGISTRY: readonly NavEntry[] = [
  {
    label: 'Dashboard',
    path: '/dashboard',
    group: 'Core Operations',
    countKey: 'loans_open',
    mobileLabel: 'Home',
    screen: lazyWithPreload(() => import('../routes/dashboard')),
  },
  {
    label: 'Customers',
    path: '/customers',
    group: 'Core Operations',
    permission: 'customers:read',
    mobileLabel: 'Customers',
    screen: lazyWithPreload(() => import('../routes/customers')),
  },
  {
    // Spec part 2 §2 "/customer-management": the customer database (cards, search, address).
    label: 'Customer Database',
    path: '/customer-management',
    group: 'Core Operations',
    permission: 'customers:read',
    screen: lazyWithPreload(() => import('../routes/customer-management')),
  },
  {
    label: 'Approvals',
    path: '/approvals',
    group: 'Core Operations',
    permission: 'approvals:read',
    countKey: 'approvals_pending',
    screen: lazyWithPreload(() => import('../routes/approvals')),
  },
  {
    label: 'Debt Management Hub',
    path: '/debt-management',
    group: 'People & Access',
    permission: 'debt_collectors:read',
    countKey: 'collectors',
    screen: lazyWithPreload(() => import('../routes/debt-management')),
  },
  {
    label: 'Compliance & Audit',
    path: '/compliance-audit',
    group: 'People & Access',
    permission: 'audit_logs:read',
    countKey: 'audit_today',
    screen: lazyWithPreload(() => import('../routes/compliance-audit')),
  },
  {
    label: 'User Management',
    path: '/user-management',
    group: 'People & Access',
    permission: 'users:read',
    countKey: 'users',
    screen: lazyWithPreload(() => import('../routes/user-management')),
  },
];

/**
 * The 'Status Overview' block (spec part 1 §2). `path` stays null until the /due-today screen
 * exists; until then the count shows without a link.
 */
export const STATUS_OVERVIEW: {
  label: string;
  countKey: keyof NavigationCounts;
  path: string | null;
} = { label: 'Due Today & Alerts', countKey: 'due_today', path: null };
