import { Box, Burger, Group, Text } from '@mantine/core';
import { BrandLogo } from '@/components/ui/brand-logo';
import { subjectOf } from '@/lib/authorization';
import { ApprovalBell } from '@/features/approvals/components/approval-bell';
import { useSession } from '@/features/auth/api/get-session';
import { StaffNotificationBell } from '@/features/notifications/components/staff-notification-bell';
import { useT } from '@/i18n/use-t';
import { HeaderUserMenu } from './header-user-menu';
import type { UserIdentity } from './user-identity';

interface AppHeaderProps {
  identity: UserIdentity;
  organizationName: string;
  onSignOut: () => void;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

/** The approval bell (spec part 1 §2 "Approval bell"); it hides itself when nothing is pending. */
function ApprovalBellSlot() {
  const session = useSession();
  return <ApprovalBell subject={session.data ? subjectOf(session.data) : null} />;
}

export function AppHeader({
  identity,
  organizationName,
  onSignOut,
  drawerOpened,
  onToggleDrawer,
}: AppHeaderProps) {
  const t = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggle_navigation')}
        />
        <Box hiddenFrom="sm">
          <BrandLogo size="sm" markOnly />
        </Box>
        <Text fw={600} size="sm" c="dimmed" visibleFrom="sm" truncate>
          {organizationName}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {/* The spec's approval bell leads the header; the staff feed (issue 14) follows it. */}
        <ApprovalBellSlot />
        <StaffNotificationBell />
        <HeaderUserMenu identity={identity} onSignOut={onSignOut} />
      </Group>
    </Group>
  );
}
