import { Badge } from '@mantine/core';
import type { NavigationCounts, PermissionSubject } from '@lendline/core';
import { NavLink as RouterNavLink } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import classes from './app-layout.module.css';
import { NavIcon } from './nav-icon';
import { NAV_REGISTRY } from './nav-registry';
import type { NavEntry } from './nav-registry';
import { visibleEntries } from './nav-visibility';

interface MobileBottomBarProps {
  subject: PermissionSubject;
  /** The sidebar's counts (the same badges); undefined while they load. */
  counts?: NavigationCounts | undefined;
  entries?: readonly NavEntry[];
}

/** Above this a badge shows '99+': the bar's cells are narrow. */
const BADGE_CAP = 99;

/**
 * Below 768 px (spec part 1 §2): the registry entries that carry a mobile label, each with its
 * sidebar badge (the count is part of the link's text, so a screen reader reads it too).
 */
export function MobileBottomBar({ subject, counts, entries = NAV_REGISTRY }: MobileBottomBarProps) {
  const t = useT();
  const items = visibleEntries(entries, subject).flatMap(
    ({ path, mobileLabelKey, screen, countKey }) =>
      mobileLabelKey
        ? [{ path, mobileLabelKey, screen, count: countKey ? counts?.[countKey] : undefined }]
        : [],
  );
  return (
    <nav aria-label={t('shell.nav.mobile')} className={classes.bottomBar}>
      {items.map(({ path, mobileLabelKey, screen, count }) => (
        <RouterNavLink
          key={path}
          to={path}
          className={classes.bottomLink}
          onTouchStart={screen.preload}
          onFocus={screen.preload}
        >
          <span className={classes.bottomIcon}>
            <NavIcon path={path} size={22} />
            {count !== undefined && count > 0 && (
              <Badge size="xs" circle={count < 10} className={classes.bottomBadge}>
                {count > BADGE_CAP ? `${formatNumber(BADGE_CAP)}+` : formatNumber(count)}
              </Badge>
            )}
          </span>
          <span>{t(mobileLabelKey)}</span>
        </RouterNavLink>
      ))}
    </nav>
  );
}
