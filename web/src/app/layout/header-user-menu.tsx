import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { LanguageMenuItems } from '@/components/inputs/language-menu-items';
import { useT } from '@/i18n/use-t';
import type { UserIdentity } from './user-identity';
import { UserMenuLinks } from './user-menu-links';

interface HeaderUserMenuProps {
  identity: UserIdentity;
  onSignOut: () => void;
}

/** Header dropdown (spec part 1 §2): who is signed in, Profile, Settings, the language, Sign out. */
export function HeaderUserMenu({ identity, onSignOut }: HeaderUserMenuProps) {
  const t = useT();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): the name and role, read on phones too. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32} aria-hidden>
              {identity.initials}
            </Avatar>
            <Stack gap={0} visibleFrom="xs">
              <Text size="sm" fw={600} lh={1.2}>
                {identity.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {identity.roleLabel}
              </Text>
            </Stack>
            <VisuallyHidden hiddenFrom="xs">
              {identity.name} {identity.roleLabel}
            </VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {identity.name} · {identity.roleLabel}
        </Menu.Label>
        <Menu.Divider />
        <UserMenuLinks />
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
        >
          {t('shell.user_menu.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
