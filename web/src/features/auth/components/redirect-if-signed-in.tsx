import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '../api/get-session';
import { useReturnPath } from '../lib/use-return-path';

/**
 * Public entry screens (/, /login): a signed-in user goes straight to where they were headed.
 * With no network (the installed app opened offline) the screen shows as soon as the first ask
 * fails or waits for a connection, not after every retry (about 7 s); a session that answers
 * later still sends its user on.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  const unanswered = session.failureCount > 0 || session.fetchStatus === 'paused';
  if (session.isPending && !unanswered) return <FullPageLoader />;
  if (session.data) return <Navigate to={returnPath} replace />;
  return <>{children}</>;
}
