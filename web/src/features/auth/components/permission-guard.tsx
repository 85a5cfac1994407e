import type { Permission, Role } from '@lendline/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { MESSAGES } from '@lendline/core';
import { isAllowed, subjectOf } from '@/lib/authorization';
import { useSession } from '../api/get-session';
import { AccessDenied } from './access-denied';
import { useT } from '@/i18n/use-t';

interface PermissionGuardProps {
  children: ReactNode;
  /** The user must hold at least one of these roles. */
  roles?: readonly Role[];
  /** Every one of these must be allowed by the core engine. Default action: read. */
  permissions?: readonly Permission[];
  /** Checked as the organization context (another organization needs cross_org_access). */
  organizationId?: string;
}

/**
 * Whether the signed-in user passes a guard. Nothing is granted while the session loads
 * (spec part 1 §6). A roles-only guard also checks users:read, as the spec's guard did.
 */
export function usePassesGuard({
  roles,
  permissions,
  organizationId,
}: Omit<PermissionGuardProps, 'children'>): 'loading' | boolean {
  const session = useSession();
  if (session.isPending) return 'loading';
  if (!session.data) return false;
  const subject = subjectOf(session.data);
  if (roles && roles.length > 0 && !roles.some((role) => subject.roles.includes(role))) {
    return false;
  }
  const required: readonly Permission[] =
    permissions ?? (roles && roles.length > 0 ? ['users:read'] : []);
  const context = organizationId === undefined ? undefined : { organizationId };
  return required.every((permission) => isAllowed(subject, permission, context));
}

/** Full guard: roles and/or permissions with an organization context; denial shows Access Denied. */
export function PermissionGuard({ children, ...requirement }: PermissionGuardProps) {
  const passes = usePassesGuard(requirement);
  if (passes === 'loading') return null;
  return passes ? <>{children}</> : <AccessDenied />;
}

interface RequirePermissionProps {
  children: ReactNode;
  permission: Permission;
  /** Where a denied user goes; without it they see a short message instead. */
  redirectTo?: string;
}

/** Light guard: a one-line refusal, or a redirect (remembering the origin) when redirectTo is set. */
export function RequirePermission({ children, permission, redirectTo }: RequirePermissionProps) {
  const t = useT();
  const location = useLocation();
  const passes = usePassesGuard({ permissions: [permission] });
  if (passes === 'loading') return null;
  if (passes) return <>{children}</>;
  if (redirectTo !== undefined) {
    return <Navigate to={redirectTo} replace state={{ from: location }} />;
  }
  return (
    <Alert color="yellow" role="alert">
      {t(MESSAGES.noPermission)}
    </Alert>
  );
}
