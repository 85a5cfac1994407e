import { ROLE_LABELS } from '@lendline/core';
import type { SessionResponse } from '@lendline/core';
import { t } from '@/i18n/i18n';

export interface UserIdentity {
  name: string;
  email: string;
  /** The primary role's label (roles[0], spec part 1 §1). */
  roleLabel: string;
  initials: string;
}

export function identityOf(session: SessionResponse): UserIdentity {
  const fullName = [session.profile?.first_name, session.profile?.last_name]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' ');
  const name = fullName || session.user.email;
  const primary = session.roles[0];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return {
    name,
    email: session.user.email,
    roleLabel: primary ? t(ROLE_LABELS[primary]) : 'No role',
    initials,
  };
}
