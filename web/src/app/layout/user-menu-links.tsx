import { Menu } from '@mantine/core';
import { IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { isAllowed, subjectOf } from '@/lib/authorization';
import { USER_MENU_ENTRIES } from './nav-registry';

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
