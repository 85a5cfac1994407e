import { Alert } from '@mantine/core';
import { useSession } from '@/features/auth/api/get-session';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { useT } from '@/i18n/use-t';
import { isAllowed, subjectOf } from '@/lib/authorization';

/**
 * /settings (issue 13), reached from the header's user menu behind settings:read: the user's
 * own organization's settings, editable with settings:update.
 */
export default function SettingsRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const organizationId = session.data.organization?.id;
  if (!organizationId) return <Alert color="gray">{t('settings.no_organization')}</Alert>;
  return (
    <SettingsScreen
      organizationId={organizationId}
      canEdit={isAllowed(subjectOf(session.data), 'settings:update')}
    />
  );
}
