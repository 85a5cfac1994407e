import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '../api/get-session';
import { useReturnPath } from '../lib/use-return-path';

/**
 * Public entry screens (/, /login): a signed-in user goes straight to where they were headed.
 * The screen waits for the session's first answer only: when that ask fails (no network, as in
 * the installed app opened offline, or a server error) or waits for a connection, the screen
 * shows rather than a spinner through every retry (about 7 s); a session that answers on a retry
 * still sends its user on.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  const unanswered = session.failureCount > 0 || session.fetchStatus === 'paused';
  if (session.isPending && !unanswered) return <FullPageLoader />;
  if (session.data) return <Navigate to={returnPath} replace />;
  return <>{children}</>;
}
