import { useSession } from '@/features/auth/api/get-session';
import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { subjectOf } from '@/lib/authorization';

export default function ReportsRoute() {
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return <ReportsScreen subject={subjectOf(session.data)} />;
}
