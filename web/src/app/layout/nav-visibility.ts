import type { PermissionSubject } from '@lendline/core';
import { isAllowed } from '@/lib/authorization';
import type { NavEntry, NavGroup } from './nav-registry';
import { NAV_GROUPS } from './nav-registry';

/** Entries the subject may open, per the core engine; nothing while the roles are unknown. */
export function visibleEntries(
  entries: readonly NavEntry[],
  subject: PermissionSubject | null,
  now: Date = new Date(),
): NavEntry[] {
  if (!subject) return [];
  return entries.filter(
    (entry) =>
      entry.permission === undefined || isAllowed(subject, entry.permission, undefined, now),
  );
}

/** Groups in display order with their entries; groups without entries are left out. */
export function groupEntries(
  entries: readonly NavEntry[],
): { group: NavGroup; entries: NavEntry[] }[] {
  return NAV_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter((section) => section.entries.length > 0);
}
