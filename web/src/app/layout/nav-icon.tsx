import {
  IconAddressBook,
  IconCalendarDue,
  IconCalendarStats,
  IconReceipt2,
  IconReportAnalytics,
  IconChartHistogram,
  IconChecklist,
  IconCoins,
  IconDatabaseCog,
  IconCircleDot,
  IconGauge,
  IconKey,
  IconLayoutDashboard,
  IconMessage2,
  IconMoneybag,
  IconShieldCheck,
  IconUserDollar,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { createElement } from 'react';

/**
 * Sidebar and bottom-bar icons by path. Kept apart from the registry so they load with the
 * signed-in layout, not with the landing and login pages.
 */
const NAV_ICONS: Record<string, TablerIcon> = {
  '/dashboard': IconLayoutDashboard,
  '/risk-profiler': IconGauge,
  '/customers': IconUsers,
  '/customer-management': IconAddressBook,
  '/loans': IconCoins,
  '/payments': IconReceipt2,
  '/due-today': IconCalendarDue,
  '/collection-team': IconMoneybag,
  '/payment-schedule': IconCalendarStats,
  '/approvals': IconChecklist,
  '/reports': IconReportAnalytics,
  '/business-intelligence': IconChartHistogram,
  '/debt-management': IconUserDollar,
  '/compliance-audit': IconShieldCheck,
  '/rbac-testing': IconKey,
  '/notification-management': IconMessage2,
  '/demo-data': IconDatabaseCog,
  '/user-management': IconUsersGroup,
};

export function NavIcon({ path, size }: { path: string; size: number }) {
  return createElement(NAV_ICONS[path] ?? IconCircleDot, {
    size,
    stroke: 1.6,
    'aria-hidden': true,
  });
}
