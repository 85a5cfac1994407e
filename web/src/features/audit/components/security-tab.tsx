import { Stack, Text, Title } from '@mantine/core';
import type { PermissionSubject } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { ActiveSessionsPanel } from './security-active-sessions-panel';
import { EmergencyGrantsPanel } from './security-emergency-grants-panel';
import { FailedSignInsPanel } from './security-failed-sign-ins-panel';
import { SecurityAlertsPanel } from './security-alerts-panel';

/** The Security tab of /compliance-audit (audit_logs:audit): what to watch, read-only. */
export function SecurityTab({ subject }: { subject: PermissionSubject }) {
  const t = useT();
  const canListUsers = isAllowed(subject, 'users:read');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('security.title')}
        </Title>
        <Text c="dimmed">{t('security.description')}</Text>
      </div>
      <SecurityAlertsPanel />
      <FailedSignInsPanel canListUsers={canListUsers} />
      <ActiveSessionsPanel canListUsers={canListUsers} />
      <EmergencyGrantsPanel />
    </Stack>
  );
}
