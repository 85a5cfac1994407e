import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FieldRoute } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoney } from '@/lib/format-money';
import { canDiscard, paymentAmountOf, type FieldAction } from '../lib/field-actions';

/** What an action is, in a line: its kind, amount and customer. */
function useActionLine(route: FieldRoute | null) {
  const t = useT();
  return (action: FieldAction) => {
    const stop = route?.stops.find((candidate) => candidate.loan.id === action.loan_id);
    const customer = stop?.customer.name ?? action.loan_id.slice(0, 8);
    if (action.kind === 'collect') {
      return t('collections.field.action_collect', {
        amount: formatMoney(paymentAmountOf(action)),
        customer,
      });
    }
    if (action.kind === 'visit') return t('collections.field.action_visit', { customer });
    return t('collections.field.action_promise', {
      amount: formatMoney(action.body.amount),
      customer,
    });
  };
}

/**
 * What the phone has not got onto the server (issue 15): the actions waiting to sync, and those
 * the server refused with its reason — kept until the agent discards them, never dropped.
 */
export function ActionQueue({
  actions,
  route,
  onDiscard,
}: {
  actions: readonly FieldAction[];
  route: FieldRoute | null;
  onDiscard(id: string): void;
}) {
  const t = useT();
  const lineOf = useActionLine(route);
  const refused = actions.filter((action) => action.state === 'refused');
  const queued = actions.filter((action) => action.state === 'queued');
  if (refused.length === 0 && queued.length === 0) return null;
  return (
    <Stack gap="sm">
      {refused.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text fw={600} size="sm" c="red">
              {t('collections.field.refused_title')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('collections.field.refused_hint')}
            </Text>
            {refused.map((action) => (
              <Alert key={action.id} color="red" variant="light" title={lineOf(action)}>
                <Stack gap={6}>
                  <Text size="sm">{action.refusal?.message}</Text>
                  <Group justify="space-between">
                    <Text size="xs" c="dimmed">
                      {t('collections.field.recorded_at', {
                        time: formatDateTime(action.device_time),
                      })}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDiscard(action.id)}
                      disabled={!canDiscard(action)}
                    >
                      {t('collections.field.discard')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ))}
          </Stack>
        </Paper>
      )}
      {queued.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('collections.field.queue_title')}
            </Text>
            {queued.map((action) => (
              <Group key={action.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{lineOf(action)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(action.device_time)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
