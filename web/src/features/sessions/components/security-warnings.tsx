import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconShieldExclamation } from '@tabler/icons-react';
import { SESSION_AGE_WARNING_HOURS, type SessionSecurity } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';

/** Which of the spec's warnings apply (spec part 1 §6), read against `now`. */
export function securityWarningsOf(security: SessionSecurity, now: Date) {
  const startedAt = new Date(security.session_started_at).getTime();
  const emergency = security.emergency_access.filter(
    (grant) => new Date(grant.expires_at).getTime() > now.getTime(),
  );
  return {
    multiple: security.active_session_count > 1,
    old: now.getTime() - startedAt > SESSION_AGE_WARNING_HOURS * 3_600_000,
    emergency,
  };
}

/**
 * The guarded layout's warnings (spec part 1 §6): more than one active session, a session older
 * than 24 hours, active emergency access. Nothing when none applies.
 */
export function SecurityWarnings({
  security,
  now = new Date(),
}: {
  security: SessionSecurity | undefined;
  now?: Date;
}) {
  const t = useT();
  if (!security) return null;
  const warnings = securityWarningsOf(security, now);
  if (!warnings.multiple && !warnings.old && warnings.emergency.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="region" aria-label={t('sessions.warning.title')}>
      {warnings.emergency.map((grant) => (
        <Alert
          key={grant.id}
          color="red"
          variant="light"
          icon={<IconShieldExclamation size={18} aria-hidden />}
        >
          {t('sessions.warning.emergency', {
            permissions: grant.permissions.join(', '),
            expires: formatDateTime(grant.expires_at),
          })}
        </Alert>
      ))}
      {warnings.multiple && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('sessions.warning.multiple', { count: security.active_session_count })}
        </Alert>
      )}
      {warnings.old && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('sessions.warning.old')}
        </Alert>
      )}
    </Stack>
  );
}
