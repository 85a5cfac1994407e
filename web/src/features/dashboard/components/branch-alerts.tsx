import { Anchor, Badge, Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AlertSeverity, CollectionAlertsResponse, MessageKey } from '@lendline/core';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { DashboardSection } from './dashboard-section';

const SEVERITY = {
  critical: { label: 'collections.alerts.severity.critical', color: 'red' },
  high: { label: 'collections.alerts.severity.high', color: 'orange' },
  medium: { label: 'collections.alerts.severity.medium', color: 'yellow' },
} as const satisfies Record<AlertSeverity, { label: MessageKey; color: string }>;

interface BranchAlertsProps {
  /** The alerts' query: its answer, or that it failed. */
  alerts: { data: CollectionAlertsResponse | undefined; isError: boolean };
  /** /due-today, where every alert is listed, when the user may open it. */
  allPath: string | null;
}

/** The critical alerts panel: the most severe alerts first, and a link to all of them. */
export function BranchAlerts({ alerts: query, allPath }: BranchAlertsProps) {
  const t = useT();
  const alerts = query.data;
  return (
    <DashboardSection title={t('dashboard.alerts.title')}>
      <Card
        withBorder
        radius="md"
        padding="md"
        aria-busy={(!alerts && !query.isError) || undefined}
      >
        {query.isError ? (
          <Text c="dimmed">{t('dashboard.alerts.failed')}</Text>
        ) : !alerts ? (
          <Stack gap="xs">
            <Skeleton height={16} />
            <Skeleton height={16} width="70%" />
          </Stack>
        ) : alerts.data.length === 0 ? (
          <Text c="dimmed">{t('dashboard.alerts.none')}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {alerts.data.map((alert) => (
              <Box component="li" key={alert.id}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={SEVERITY[alert.severity].color} variant="filled" size="sm">
                    {t(SEVERITY[alert.severity].label)}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {alert.title}
                  </Text>
                </Group>
                <Text size="sm">{alert.description}</Text>
                {alert.amount !== null && (
                  <Text size="xs" c="dimmed">
                    {[alert.loan_number, formatMoney(alert.amount)].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {allPath && alerts && alerts.total > 0 && (
          <Anchor component={Link} to={allPath} size="sm" mt="sm" display="block">
            {t('dashboard.alerts.view_all', { count: alerts.total })}
          </Anchor>
        )}
      </Card>
    </DashboardSection>
  );
}
