import { PermissionGuard } from '@/features/auth/components/permission-guard';
import type { UrlOnlyScreen } from './nav-registry';

/** A registry screen behind its permission (full guard: denial shows Access Denied). */
export function GuardedScreen({ entry }: { entry: UrlOnlyScreen }) {
  const Screen = entry.screen;
  if (!entry.permission) return <Screen />;
  return (
    <PermissionGuard permissions={[entry.permission]}>
      <Screen />
    </PermissionGuard>
  );
}
