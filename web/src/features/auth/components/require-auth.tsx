import { Alert, Anchor, Center, Text } from '@mantine/core';
import type { SessionResponse } from '@lendline/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useT } from '@/i18n/use-t';
import { useSession } from '../api/get-session';

interface RequireAuthProps {
  /** Rendered with the signed-in session; a function gets the session itself. */
  children: ReactNode | ((session: SessionResponse) => ReactNode);
  /** Without it, the loader's own 'Loading...'. */
  loadingLabel?: string;
}

/**
 * Authentication guard (spec part 1 §2): spinner while the session loads, an alert when it fails,
 * and a redirect to / (remembering where the user was going) when nobody is signed in.
 */
export function RequireAuth({ children, loadingLabel }: RequireAuthProps) {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <FullPageLoader label={loadingLabel} />;
  if (session.isError) return <SessionLoadError message={session.error.message} />;
  if (session.data === null) {
    return <Navigate to="/" replace state={{ from: location }} />;
  }
  return <>{typeof children === 'function' ? children(session.data) : children}</>;
}

function SessionLoadError({ message }: { message: string }) {
  const t = useT();
  return (
    <Center mih="100dvh" p="md">
      <Alert color="red" title={t('shell.session_error.title')} role="alert" maw={520}>
        <Text size="sm">{t('shell.session_error.message', { message })}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt="sm"
          onClick={() => window.location.reload()}
        >
          {t('shell.session_error.refresh')}
        </Anchor>
      </Alert>
    </Center>
  );
}
