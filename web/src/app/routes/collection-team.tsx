import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { CollectionTeamScreen } from '@/features/collections/team/components/collection-team-screen';
import { useT } from '@/i18n/use-t';

/** /collection-team: cash in hand, collection sheets and promises (issue 11). */
export default function CollectionTeamRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.collection_team_failed')}>
      <CollectionTeamScreen roles={session.data.roles} />
    </SectionErrorBoundary>
  );
}
