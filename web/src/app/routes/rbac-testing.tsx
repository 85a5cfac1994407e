import { useState } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { RbacExplorerScreen } from '@/features/rbac-explorer/components/rbac-explorer-screen';
import { subjectOf } from '@/lib/authorization';

export default function RbacTestingRoute() {
  const session = useSession();
  // The question is asked at the moment the screen opened (core reads no clock).
  const [now] = useState(() => new Date());
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return <RbacExplorerScreen viewer={subjectOf(session.data)} now={now} />;
}
