import { Stack, Title } from '@mantine/core';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { ChangePasswordSection } from '@/features/profile/components/change-password-section';
import { MfaSection } from '@/features/mfa/components/mfa-section';
import { PermissionsTable } from '@/features/profile/components/permissions-table';
import { ProfileDetailsSection } from '@/features/profile/components/profile-details-section';
import { ActiveSessionsPanel } from '@/features/sessions/components/active-sessions-panel';
import { useT } from '@/i18n/use-t';

/**
 * /profile (issue 13), reached from the header's and the sidebar's user menus: the user's own
 * details, password, two-step verification, active sessions and what their roles let them do
 * (the permissions table, moved here from the dashboard in issue 14), one section each, each
 * behind its own error boundary.
 */
export default function ProfileRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session and a complete profile.
  if (!session.data?.profile) return null;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <SectionErrorBoundary>
        <ProfileDetailsSection session={session.data} />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <ChangePasswordSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <MfaSection email={session.data.user.email} mfaEnabled={session.data.mfa_enabled} />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <ActiveSessionsPanel />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <PermissionsTable permissions={session.data.permissions} />
      </SectionErrorBoundary>
    </Stack>
  );
}
