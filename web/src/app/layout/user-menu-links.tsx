import { Menu } from '@mantine/core';
import type { MessageKey, Permission } from '@lendline/core';
import { IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { isAllowed, subjectOf } from '@/lib/authorization';

/**
 * The user menus' links (spec part 1 §2: the header's dropdown holds Profile, Settings and Sign
 * out; the sidebar's user menu shows the same links), each shown to whoever passes its guard
 * (the routes and their guards are in nav-registry.ts). Kept here, out of the first load.
 */
const USER_MENU_ENTRIES: readonly {
  labelKey: MessageKey;
  path: string;
  permission?: Permission;
}[] = [
  { labelKey: 'profile.menu_item', path: '/profile' },
  { labelKey: 'settings.menu_item', path: '/settings', permission: 'settings:read' },
];

const ICONS: Record<string, typeof IconUser> = { '/profile': IconUser, '/settings': IconSettings };

/** Profile and Settings in a user menu, each for whoever may open it. */
export function UserMenuLinks() {
  const t = useT();
  const session = useSession();
  if (!session.data) return null;
  const subject = subjectOf(session.data);
  return USER_MENU_ENTRIES.filter(
    (entry) => !entry.permission || isAllowed(subject, entry.permission),
  ).map((entry) => {
    const Icon = ICONS[entry.path] ?? IconUser;
    return (
      <Menu.Item
        key={entry.path}
        component={Link}
        to={entry.path}
        leftSection={<Icon size={16} aria-hidden />}
      >
        {t(entry.labelKey)}
      </Menu.Item>
    );
  });
}
