import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronUp, IconLogout } from '@tabler/icons-react';
import { LanguageMenuItems } from '@/components/inputs/language-menu-items';
import { useT } from '@/i18n/use-t';
import type { UserIdentity } from './user-identity';
import { UserMenuLinks } from './user-menu-links';
import classes from './app-layout.module.css';

interface SidebarUserMenuProps {
  identity: UserIdentity;
  collapsed: boolean;
  onSignOut: () => void;
}

/** Bottom of the sidebar: name, e-mail and primary role, with Sign Out (spec part 1 §2). */
export function SidebarUserMenu({ identity, collapsed, onSignOut }: SidebarUserMenuProps) {
  const t = useT();
  return (
    <Menu position={collapsed ? 'right-end' : 'top'} width={232} withArrow shadow="md">
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3); collapsed, only the initials show. */}
        <UnstyledButton
          className={classes.userButton}
          aria-label={collapsed ? identity.name : undefined}
        >
          <Group gap="sm" wrap="nowrap" justify={collapsed ? 'center' : 'flex-start'}>
            <Avatar color="indigo" radius="xl" size={collapsed ? 32 : 36} aria-hidden>
              {identity.initials}
            </Avatar>
            {!collapsed && (
              <>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {identity.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {identity.email}
                  </Text>
                  <Text size="xs" c="indigo" fw={500} truncate>
                    {identity.roleLabel}
                  </Text>
                </Stack>
                <IconChevronUp size={14} aria-hidden />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {identity.name} · {identity.roleLabel}
        </Menu.Label>
        <Menu.Item disabled>{identity.email}</Menu.Item>
        <Menu.Divider />
        <UserMenuLinks />
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
        >
          {t('shell.user_menu.sign_out_title')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
