import type { PermissionSubject } from '@lendline/core';
import { NavLink as RouterNavLink } from 'react-router';
import { useT } from '@/i18n/use-t';
import classes from './app-layout.module.css';
import { NavIcon } from './nav-icon';
import { NAV_REGISTRY } from './nav-registry';
import type { NavEntry } from './nav-registry';
import { visibleEntries } from './nav-visibility';

interface MobileBottomBarProps {
  subject: PermissionSubject;
  entries?: readonly NavEntry[];
}

/** Below 768 px (spec part 1 §2): the registry entries that carry a mobile label. */
export function MobileBottomBar({ subject, entries = NAV_REGISTRY }: MobileBottomBarProps) {
  const t = useT();
  const items = visibleEntries(entries, subject).flatMap(({ path, mobileLabelKey, screen }) =>
    mobileLabelKey ? [{ path, mobileLabelKey, screen }] : [],
  );
  return (
    <nav aria-label={t('shell.nav.mobile')} className={classes.bottomBar}>
      {items.map(({ path, mobileLabelKey, screen }) => (
        <RouterNavLink
          key={path}
          to={path}
          className={classes.bottomLink}
          onTouchStart={screen.preload}
          onFocus={screen.preload}
        >
          <NavIcon path={path} size={22} />
          <span>{t(mobileLabelKey)}</span>
        </RouterNavLink>
      ))}
    </nav>
  );
}
