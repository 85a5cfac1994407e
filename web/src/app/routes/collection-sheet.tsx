import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { CollectionSheetPage } from '@/features/collections/team/components/collection-sheet-page';
import { useT } from '@/i18n/use-t';

/** /collection-team/sheet?collector_id=&date=: a daily collection sheet to print (issue 11). */
export default function CollectionSheetRoute() {
  const t = useT();
  const session = useSession();
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.collection_sheet_failed')}>
      <CollectionSheetPage organizationName={session.data.organization?.name ?? ''} />
    </SectionErrorBoundary>
  );
}
