import { useSession } from '@/features/auth/api/get-session';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useNavigationCounts } from '@/features/navigation/api/get-navigation-counts';

export default function DashboardRoute() {
  const session = useSession();
  const counts = useNavigationCounts();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return <DashboardOverview session={session.data} counts={counts.data} />;
}
