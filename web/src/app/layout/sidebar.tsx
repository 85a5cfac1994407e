import {
  ActionIcon,
  Badge,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { NavigationCounts, PermissionSubject } from '@lendline/core';
import {
  IconAlertTriangle,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import classes from './app-layout.module.css';
import type { NavEntry } from './nav-registry';
import { NavIcon } from './nav-icon';
import { NAV_GROUP_LABELS, NAV_REGISTRY, STATUS_OVERVIEW } from './nav-registry';
import { groupEntries, visibleEntries } from './nav-visibility';
import { SidebarUserMenu } from './sidebar-user-menu';
import type { UserIdentity } from './user-identity';

interface SidebarProps {
  subject: PermissionSubject;
  identity: UserIdentity;
  counts: NavigationCounts | undefined;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onSignOut: () => void;
  /** Defaults to the app's registry; tests pass their own. */
  entries?: readonly NavEntry[];
  /** Called after following a link (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function Sidebar({
  subject,
  identity,
  counts,
  collapsed,
  onToggleCollapsed,
  onSignOut,
  entries = NAV_REGISTRY,
  onNavigate,
}: SidebarProps) {
  const t = useT();
  const { pathname } = useLocation();
  const sections = groupEntries(visibleEntries(entries, subject));
  const dueToday = counts?.[STATUS_OVERVIEW.countKey];

  return (
    <Stack h="100%" gap={0}>
      <Group
        justify={collapsed ? 'center' : 'space-between'}
        wrap="nowrap"
        p="sm"
        className={classes.sidebarTop}
      >
        {!collapsed && <BrandLogo size="sm" tagline={t('shell.brand_tagline')} />}
        <Tooltip
          label={collapsed ? t('shell.sidebar.expand_hint') : t('shell.sidebar.collapse_hint')}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('shell.sidebar.expand') : t('shell.sidebar.collapse')}
            aria-expanded={!collapsed}
            visibleFrom="sm"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={18} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={18} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>

      <ScrollArea style={{ flex: 1 }} px={collapsed ? 8 : 'sm'} py="sm">
        <nav aria-label={t('shell.nav.main')}>
          <Stack gap="md">
            {sections.map(({ group, entries: groupEntriesList }) => (
              <Box key={group} role="group" aria-label={t(NAV_GROUP_LABELS[group])}>
                {!collapsed && (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" mb={4}>
                    {t(NAV_GROUP_LABELS[group])}
                  </Text>
                )}
                {groupEntriesList.map((entry) => (
                  <SidebarLink
                    key={entry.path}
                    entry={entry}
                    count={entry.countKey ? counts?.[entry.countKey] : undefined}
                    active={
                      pathname === entry.path ||
                      pathname.startsWith(`${entry.path}/`) ||
                      Boolean(entry.alsoActiveOn?.includes(pathname))
                    }
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                ))}
              </Box>
            ))}
          </Stack>
        </nav>

        <Box mt="lg" role="region" aria-label={t('shell.nav.status_overview')}>
          {!collapsed && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" mb={4}>
              {t('shell.nav.status_overview')}
            </Text>
          )}
          <StatusOverviewItem
            count={dueToday}
            linked={
              STATUS_OVERVIEW.path !== null &&
              (STATUS_OVERVIEW.permission === undefined ||
                isAllowed(subject, STATUS_OVERVIEW.permission))
            }
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </Box>
      </ScrollArea>

      <Box p="sm" className={classes.sidebarBottom}>
        <SidebarUserMenu identity={identity} collapsed={collapsed} onSignOut={onSignOut} />
      </Box>
    </Stack>
  );
}

interface SidebarLinkProps {
  entry: NavEntry;
  count: number | undefined;
  active: boolean;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
}

function SidebarLink({ entry, count, active, collapsed, onNavigate }: SidebarLinkProps) {
  const t = useT();
  const label = t(entry.labelKey);
  const badge =
    count === undefined ? undefined : (
      <Badge size="sm" variant={active ? 'filled' : 'light'} circle={count < 10}>
        {count}
      </Badge>
    );
  const link = (
    <NavLink
      component={Link}
      to={entry.path}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      leftSection={<NavIcon path={entry.path} size={20} />}
      rightSection={collapsed ? undefined : badge}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      onMouseEnter={entry.screen.preload}
      onFocus={entry.screen.preload}
      onTouchStart={entry.screen.preload}
      className={collapsed ? classes.collapsedLink : undefined}
      variant="light"
    />
  );
  if (!collapsed) return link;
  return (
    <Tooltip
      label={count === undefined ? label : t('shell.nav.with_count', { label, count })}
      position="right"
    >
      {link}
    </Tooltip>
  );
}

interface StatusOverviewItemProps {
  count: number | undefined;
  /** Whether the user may open /due-today: a link, else the count alone. */
  linked: boolean;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
}

function StatusOverviewItem({ count, linked, collapsed, onNavigate }: StatusOverviewItemProps) {
  const t = useT();
  const label = t(STATUS_OVERVIEW.labelKey);
  const badge =
    count === undefined ? undefined : (
      <Badge size="sm" color={count > 0 ? 'orange' : 'gray'} variant="light">
        {count}
      </Badge>
    );
  const common = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: <IconAlertTriangle size={20} stroke={1.6} aria-hidden />,
    rightSection: collapsed ? undefined : badge,
    className: collapsed ? classes.collapsedLink : undefined,
  };
  const item =
    linked && STATUS_OVERVIEW.path ? (
      <NavLink component={Link} to={STATUS_OVERVIEW.path} onClick={onNavigate} {...common} />
    ) : (
      <NavLink component="div" {...common} />
    );
  if (!collapsed) return item;
  return (
    <Tooltip
      label={count === undefined ? label : t('shell.nav.with_count', { label, count })}
      position="right"
    >
      {item}
    </Tooltip>
  );
}
