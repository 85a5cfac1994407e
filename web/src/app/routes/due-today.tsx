import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { DueTodayScreen } from '@/features/collections/components/due-today-screen';
import { useT } from '@/i18n/use-t';

/** /due-today, Collections Due Today (spec part 2 §2). */
export default function DueTodayRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.due_today_failed')}>
      <DueTodayScreen roles={session.data.roles} />
    </SectionErrorBoundary>
  );
}
