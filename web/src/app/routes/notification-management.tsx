import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { NotificationManagementScreen } from '@/features/notifications/components/notification-management-screen';
import { useT } from '@/i18n/use-t';
import { subjectOf } from '@/lib/authorization';

export default function NotificationManagementRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('notifications.failed')}>
      <NotificationManagementScreen subject={subjectOf(session.data)} />
    </SectionErrorBoundary>
  );
}
