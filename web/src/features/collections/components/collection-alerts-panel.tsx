import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import type { CollectionAlert } from '@lendline/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { useCollectionAlerts } from '../api/get-collection-alerts';
import { AlertSeverityBadge } from './collection-badges';

/** Spec part 2 §9: the critical alerts panel shows 3. */
export const ALERTS_SHOWN = 3;

function AlertLine({ alert }: { alert: CollectionAlert }) {
  const t = useT();
  const facts = [
    alert.customer_name,
    alert.phone,
    alert.loan_number,
    alert.amount === null ? null : formatMoney(alert.amount),
    alert.days_overdue === null
      ? null
      : t('collections.alerts.days_overdue', { count: alert.days_overdue }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Box component="li">
      <Group gap="xs" wrap="wrap">
        <AlertSeverityBadge severity={alert.severity} />
        <Text size="sm" fw={600}>
          {alert.title}
        </Text>
      </Group>
      <Text size="sm">{alert.description}</Text>
      {facts.length > 0 && (
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
    </Box>
  );
}

/**
 * The critical alerts panel of /due-today (spec part 2 §2): the first 3 alerts, most severe
 * first, and 'And N more critical alerts...'. Nothing when there is no alert.
 */
export function CollectionAlertsPanel() {
  const t = useT();
  const alerts = useCollectionAlerts();
  const title = t('collections.alerts.title');
  if (alerts.isError) {
    return (
      <Alert color="red" variant="light" title={title} role="alert">
        {failureReason(alerts.error)}
      </Alert>
    );
  }
  const data = alerts.data?.data ?? [];
  if (data.length === 0) return null;
  const more = Math.max(alerts.data?.total ?? 0, data.length) - ALERTS_SHOWN;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertOctagon size={20} aria-hidden />}
      // A standing panel, not an announcement: a landmark the reader can jump to.
      role="region"
      aria-label={title}
    >
      <Stack gap="xs">
        {/* Mantine's List would split the login screen's chunk: a plain list does the same. */}
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.slice(0, ALERTS_SHOWN).map((alert) => (
            <AlertLine key={alert.id} alert={alert} />
          ))}
        </Stack>
        {more > 0 && (
          <Text size="sm" fw={500}>
            {t('collections.alerts.more', { count: more })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
