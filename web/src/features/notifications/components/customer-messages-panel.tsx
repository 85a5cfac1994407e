import { Alert, Center, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCustomerMessages, useSetOptOut } from '../api/messages';
import { CHANNEL_LABELS, MessageStatusBadge, useReasonText } from './message-status-badge';

/**
 * The customer dialog's Messages tab: the customer's latest messages with their delivery, and
 * their opt-out of reminders (who recorded it, when), which staff who edit customers may change.
 */
export function CustomerMessagesPanel({
  customerId,
  canEdit,
}: {
  customerId: string;
  canEdit: boolean;
}) {
  const t = useT();
  const reasonText = useReasonText();
  const history = useCustomerMessages(customerId);
  const optOut = useSetOptOut(customerId);
  if (history.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('notifications.history.loading')} />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('notifications.load_failed', { reason: failureReason(history.error) })}
      </Alert>
    );
  }
  const { data: messages, messages_opted_out: optedOut } = history.data;
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="sm">
        <Switch
          label={t('notifications.history.opt_out')}
          description={
            optedOut && history.data.opted_out_at
              ? t('notifications.history.opted_out_by', {
                  name: history.data.opted_out_by_name ?? '—',
                  at: formatDateTime(history.data.opted_out_at),
                })
              : undefined
          }
          checked={optedOut}
          disabled={!canEdit || optOut.isPending}
          onChange={(event) =>
            optOut.mutate(event.currentTarget.checked, {
              onSuccess: (answer) => notifySuccess(answer.message),
              onError: (error) =>
                notifyError(
                  t('common.error'),
                  t('notifications.history.opt_out_failed', { reason: failureReason(error) }),
                ),
            })
          }
        />
      </Paper>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifications.history.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((message) => (
            <Paper key={message.id} withBorder p="xs" radius="sm" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t(CHANNEL_LABELS[message.channel])} · {message.to_address} ·{' '}
                  {formatDateTime(message.created_at)}
                </Text>
                <MessageStatusBadge status={message.status} />
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
              {message.last_error && (
                <Text size="xs" c="red.8" mt={2}>
                  {reasonText(message.last_error)}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
