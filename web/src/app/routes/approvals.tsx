import { useSession } from '@/features/auth/api/get-session';
import { ApprovalsScreen } from '@/features/approvals/components/approvals-screen';
import { subjectOf } from '@/lib/authorization';

export default function ApprovalsRoute() {
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <ApprovalsScreen decider={{ userId: session.data.user.id, subject: subjectOf(session.data) }} />
  );
}
