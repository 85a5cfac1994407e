import { dashboardViewsOf } from '@lendline/core';
import { usePortfolio } from '@/features/analytics/api/get-portfolio';
import { useSession } from '@/features/auth/api/get-session';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { isAllowed, subjectOf } from '@/lib/authorization';

/**
 * /dashboard: the dashboard's own figures, and, for the branch view, the portfolio's (GET
 * /analytics/portfolio, the analytics feature's) for whoever may read reports.
 */
export default function DashboardRoute() {
  const session = useSession();
  const dashboard = useDashboard();
  const signedIn = session.data ?? null;
  const showPortfolio =
    signedIn !== null &&
    dashboardViewsOf(signedIn.roles).includes('branch') &&
    isAllowed(subjectOf(signedIn), 'reports:read');
  const portfolio = usePortfolio({ enabled: showPortfolio });
  // The guarded layout renders this screen only with a loaded session.
  if (!signedIn) return null;
  return (
    <DashboardScreen
      session={signedIn}
      dashboard={dashboard}
      portfolio={portfolio}
      showPortfolio={showPortfolio}
    />
  );
}
