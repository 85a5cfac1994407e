import { Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { holdsPermission } from '@lendline/core';
import {
  IconBuilding,
  IconDevices,
  IconMail,
  IconShieldExclamation,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { SectionSuspense } from '@/components/ui/section-suspense';
import { useSession } from '@/features/auth/api/get-session';
import { UsersTab } from '@/features/users/components/users-tab';
import { useT } from '@/i18n/use-t';

// The other tabs' content loads when the tab is first opened, and the sessions dialog when
// first opened: the users' list is drawn without their code.
const OrganizationsTab = lazy(() =>
  import('@/features/organizations/components/organizations-tab').then((module) => ({
    default: module.OrganizationsTab,
  })),
);
const OutboxTab = lazy(() =>
  import('@/features/outbox/components/outbox-tab').then((module) => ({
    default: module.OutboxTab,
  })),
);
const EmergencyAccessPanel = lazy(() =>
  import('@/features/emergency-access/components/emergency-access-panel').then((module) => ({
    default: module.EmergencyAccessPanel,
  })),
);
const UserSessionsDialog = lazyDialog(
  () =>
    import('@/features/sessions/components/user-sessions-dialog').then(
      (module) => module.UserSessionsDialog,
    ),
  (props) => props.user !== null,
);

type Tab = 'users' | 'organizations' | 'outbox' | 'emergency';

/**
 * User Management (issue 3): users, the organizations in scope (GET /organizations is open to
 * every signed-in user) and, for those who invite (users:create), the e-mail outbox. The tab
 * lives in the address (?tab=) so a reload or a shared link opens the same one. Issue 13 adds
 * each user's sessions to the row menu (organization admins and the platform owner) and, for
 * holders of emergency_override, the Emergency access tab (docs/decisions/0067).
 */
export default function UserManagementRoute() {
  const t = useT();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sessionsOf, setSessionsOf] = useState<{ id: string; name: string } | null>(null);
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const { roles } = session.data;
  const organizationId = session.data.organization?.id ?? null;
  const canSeeOutbox = holdsPermission(roles, 'users', 'create');
  const ownId = session.data.user.id;
  const canGrant = holdsPermission(roles, 'emergency_access', 'emergency_override');
  const managesSessions =
    roles.includes('organization_admin') || roles.includes('platform_super_admin');
  const requested = searchParams.get('tab');
  const tab: Tab =
    requested === 'organizations' ||
    (requested === 'outbox' && canSeeOutbox) ||
    (requested === 'emergency' && canGrant)
      ? requested
      : 'users';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('shell.user_management.title')}
        </Title>
        <Text c="dimmed">{t('shell.user_management.subtitle')}</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(value && value !== 'users' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('shell.user_management.users')}
          </Tabs.Tab>
          <Tabs.Tab value="organizations" leftSection={<IconBuilding size={16} aria-hidden />}>
            {t('shell.user_management.organizations')}
          </Tabs.Tab>
          {canSeeOutbox && (
            <Tabs.Tab value="outbox" leftSection={<IconMail size={16} aria-hidden />}>
              {t('shell.user_management.outbox')}
            </Tabs.Tab>
          )}
          {canGrant && (
            <Tabs.Tab
              value="emergency"
              leftSection={<IconShieldExclamation size={16} aria-hidden />}
            >
              {t('emergency.title')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="users">
          <SectionErrorBoundary title={t('shell.user_management.users_failed')}>
            <UsersTab
              actor={{ userId: session.data.user.id, roles }}
              organizationId={organizationId}
              organizationIds={session.data.organization_ids}
              defaultPhoneCountry={session.data.organization?.default_phone_country ?? 'US'}
              extraMenuItems={
                managesSessions
                  ? (user) =>
                      user.user_id === ownId ? null : (
                        <Menu.Item
                          leftSection={<IconDevices size={16} aria-hidden />}
                          onClick={() =>
                            setSessionsOf({
                              id: user.user_id,
                              name: `${user.first_name} ${user.last_name}`,
                            })
                          }
                        >
                          {t('sessions.view_action')}
                        </Menu.Item>
                      )
                  : undefined
              }
            />
            <UserSessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} />
          </SectionErrorBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="organizations">
          <SectionErrorBoundary title={t('shell.user_management.organizations_failed')}>
            <SectionSuspense>
              <OrganizationsTab actor={{ roles, organizationId }} />
            </SectionSuspense>
          </SectionErrorBoundary>
        </Tabs.Panel>
        {canGrant && (
          <Tabs.Panel value="emergency">
            <SectionSuspense>
              <EmergencyAccessPanel grantor={{ userId: session.data.user.id, roles }} />
            </SectionSuspense>
          </Tabs.Panel>
        )}
        {canSeeOutbox && (
          <Tabs.Panel value="outbox">
            <SectionErrorBoundary title={t('shell.user_management.outbox_failed')}>
              <SectionSuspense>
                <OutboxTab />
              </SectionSuspense>
            </SectionErrorBoundary>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
