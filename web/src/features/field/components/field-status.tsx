import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoney } from '@/lib/format-money';
import type { FieldFigures } from '../lib/field-figures';
import type { FieldState } from '../hooks/use-field-app';

/**
 * Whether the phone is online, how many actions wait to sync, and the cash in hand: synced and
 * not yet synced, which together are what the agent holds (issue 15).
 */
export function FieldStatus({
  state,
  figures,
  onSync,
}: {
  state: FieldState;
  figures: FieldFigures;
  onSync(): void;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      {!state.online && (
        <Alert
          color="orange"
          icon={<IconCloudOff size={18} />}
          title={t('collections.field.offline')}
        >
          {t('collections.field.offline_notice')}
        </Alert>
      )}
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The text wraps; the button keeps its label whole. */}
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Badge color={state.online ? 'teal' : 'orange'} variant="light">
                {t(state.online ? 'collections.field.online' : 'collections.field.offline')}
              </Badge>
              <Text size="sm" fw={500} role="status">
                {figures.pendingCount > 0
                  ? t('collections.field.waiting', { count: figures.pendingCount })
                  : t('collections.field.all_synced')}
              </Text>
            </Group>
            {state.lastSync && (
              <Text size="xs" c="dimmed">
                {t('collections.field.last_sync', {
                  time: formatDateTime(state.lastSync.at.toISOString()),
                })}
              </Text>
            )}
          </Stack>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconRefresh size={16} />}
            onClick={onSync}
            loading={state.syncing}
            disabled={!state.online}
            flex="none"
          >
            {t('collections.field.sync_now')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" fw={600} mb={4}>
          {t('collections.field.cash_title')}
        </Text>
        <Group grow gap="xs">
          <Figure
            label={t('collections.field.cash_synced')}
            value={formatMoney(figures.cashSynced)}
          />
          <Figure
            label={t('collections.field.cash_unsynced')}
            value={formatMoney(figures.cashUnsynced)}
          />
          <Figure
            label={t('collections.field.cash_total')}
            value={formatMoney(figures.cashInHand)}
            strong
          />
        </Group>
      </Paper>
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Stack>
  );
}
