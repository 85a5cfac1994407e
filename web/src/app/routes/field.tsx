import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { FieldScreen } from '@/features/field/components/field-screen';
import { useT } from '@/i18n/use-t';

/**
 * /field, the agents' field app (issue 15), outside the signed-in layout: it must open with no
 * network (the service worker serves the shell, the phone's storage the day), where the layout
 * waits for the session. The session is read here and handed down: unknown while offline.
 */
export default function FieldRoute() {
  const t = useT();
  const session = useSession();
  const signOut = useSignOut();
  return (
    <SectionErrorBoundary title={t('collections.field.title')}>
      <FieldScreen
        session={{
          userId: session.data === undefined ? undefined : (session.data?.user.id ?? null),
          pending: session.isPending,
        }}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
        signedOutHere={!signOut.isIdle}
      />
    </SectionErrorBoundary>
  );
}
