import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '../api/get-session';
import { useReturnPath } from '../lib/use-return-path';

/** Public entry screens (/, /login): a signed-in user goes straight to where they were headed. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  if (session.isPending) return <FullPageLoader />;
  if (session.data) return <Navigate to={returnPath} replace />;
  return <>{children}</>;
}
