import { useSession } from '@/features/auth/api/get-session';
import { AuditScreen } from '@/features/audit/components/audit-screen';
import { subjectOf } from '@/lib/authorization';

export default function ComplianceAuditRoute() {
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return <AuditScreen subject={subjectOf(session.data)} />;
}
