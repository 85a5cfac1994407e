import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { expectVisible, mainNavigation, signIn, signOut, waitForPath } from '../support/app.ts';
import { DEMO_USERS, type DemoRole } from '../support/demo-users.ts';
import { useJourneys } from '../support/suite.ts';

/** Header role labels, spec part 1 §6. */
const ROLE_LABEL: Record<DemoRole, string> = {
  platform_super_admin: 'Super Admin',
  organization_admin: 'Org Admin',
  partner_admin: 'Partner Admin',
  manager: 'Manager',
  loan_officer: 'Loan Officer',
  collection_agent: 'Collection Agent',
  field_agent: 'Field Agent',
  compliance_officer: 'Compliance Officer',
  auditor: 'Auditor',
};

/**
 * Every sidebar entry the spec names (part 1 §2, Layout), in its group, plus the customer
 * screens (spec part 2 §2), which Lendline lists under Core Operations.
 */
const SIDEBAR_GROUPS = {
  'Core Operations': [
    'Dashboard',
    'Customers',
    'Customer Database',
    'Customers',
    'Customer Database',
    'Risk Profiler',
    'Loan Hub',
    'Approvals',
    'Reports',
    'Business Intelligence',
  ],
  'People & Access': [
    'Debt Management Hub',
    'Compliance & Audit',
    'Permission Explorer',
    'Notification Management',
    'Demo Data',
    'User Management',
  ],
} as const;
type SidebarEntry = (typeof SIDEBAR_GROUPS)[keyof typeof SIDEBAR_GROUPS][number];
const ALL_SIDEBAR_ENTRIES: readonly SidebarEntry[] = Object.values(SIDEBAR_GROUPS).flat();

/**
 * What each role finds in the sidebar. Entries arrive with the screens behind them, gated by
 * the permission matrix; extend a role's row when its screen lands. Anything not listed must
 * be absent, so a leaked entry fails here as surely as a missing one.
 */
// The risk profiler's prospects are customers not yet registered: customers:read (issue 12).
const CUSTOMER_ENTRIES = ['Dashboard', 'Customers', 'Customer Database', 'Risk Profiler'] as const;
/** approvals:read, debt_collectors:read and audit_logs:read, without users:read. */
const OVERSIGHT_ENTRIES: readonly SidebarEntry[] = [
  ...CUSTOMER_ENTRIES,
  'Approvals',
  'Debt Management Hub',
  'Compliance & Audit',
];
const ADMIN_ENTRIES: readonly SidebarEntry[] = [...OVERSIGHT_ENTRIES, 'User Management'];
/** audit_logs:audit: the permission explorer (issue 13). */
const EXPLORER: readonly SidebarEntry[] = ['Permission Explorer'];
/** reports:read: the reports and Business Intelligence (issue 14). */
const REPORTS: readonly SidebarEntry[] = ['Reports', 'Business Intelligence'];
/** settings:read: templates, reminder rules and deliveries (issue 14). */
const NOTIFICATIONS: readonly SidebarEntry[] = ['Notification Management'];
/** organizations:create, the platform owner's alone: the demo data generator (issue 14). */
const DEMO_DATA: readonly SidebarEntry[] = ['Demo Data'];

const SIDEBAR_BY_ROLE: Record<DemoRole, readonly SidebarEntry[]> = {
  // Written from the spec's matrix (part 1 §6), not from the app's registry: customers:read
  // (every demo role), approvals:read, debt_collectors:read, audit_logs:read, users:read and
  // audit_logs:audit, reports:read and settings:read decide the entries beyond Dashboard.
  platform_super_admin: [...ADMIN_ENTRIES, ...EXPLORER, ...REPORTS, ...NOTIFICATIONS, ...DEMO_DATA],
  organization_admin: [...ADMIN_ENTRIES, ...EXPLORER, ...REPORTS, ...NOTIFICATIONS],
  partner_admin: [...ADMIN_ENTRIES, ...REPORTS],
  manager: [...OVERSIGHT_ENTRIES, ...REPORTS],
  loan_officer: [...CUSTOMER_ENTRIES, 'Compliance & Audit'],
  collection_agent: [...CUSTOMER_ENTRIES, 'Debt Management Hub'],
  field_agent: CUSTOMER_ENTRIES,
  compliance_officer: [...OVERSIGHT_ENTRIES, ...EXPLORER, ...REPORTS],
  auditor: [...OVERSIGHT_ENTRIES, ...EXPLORER, ...REPORTS],
};

const ACME_FAMILY = ['Acme Microfinance', 'Acme North Branch'];

describe('Signing in as each demo user', () => {
  const journey = useJourneys('sign-in');

  for (const user of DEMO_USERS) {
    const label = ROLE_LABEL[user.role];
    journey(
      `${user.email} (${label}, ${user.organization}) signs in, sees their sidebar and organization, and signs out`,
      async (page) => {
        await signIn(page, user.email);

        const navigation = mainNavigation(page);
        await expectVisible(navigation);
        const expected = SIDEBAR_BY_ROLE[user.role];
        for (const entry of expected) {
          await expectVisible(navigation.getByRole('link', { name: entry }));
        }
        // A group shows when it holds an entry for this role, and is not rendered when empty.
        for (const [group, entries] of Object.entries(SIDEBAR_GROUPS)) {
          const groupLocator = navigation.getByRole('group', { name: group });
          if (entries.some((entry) => expected.includes(entry))) {
            await expectVisible(groupLocator);
          } else {
            assert.equal(
              await groupLocator.count(),
              0,
              `the empty group '${group}' should not show`,
            );
          }
        }
        for (const entry of ALL_SIDEBAR_ENTRIES.filter((entry) => !expected.includes(entry))) {
          assert.equal(
            await navigation.getByRole('link', { name: entry }).count(),
            0,
            `${user.email} should not see '${entry}' in the sidebar`,
          );
        }

        const dashboard = page.getByRole('main');
        await expectVisible(dashboard.getByText(user.organization));
        await expectVisible(dashboard.getByText(label, { exact: true }));

        // Another tenant's name never reaches the screen (the platform owner sees every tenant).
        if (user.role !== 'platform_super_admin') {
          const otherTenants = ACME_FAMILY.includes(user.organization)
            ? ['Beacon Lending']
            : ACME_FAMILY;
          for (const other of otherTenants) {
            assert.equal(
              await page.getByText(other).count(),
              0,
              `${user.email} should not see '${other}'`,
            );
          }
        }

        await signOut(page, user.email);
        // The session is gone, not just the screen: the guard sends us back to the root.
        await page.goto('/dashboard');
        await waitForPath(page, '/');
      },
    );
  }
});
