import { Badge } from '@mantine/core';
import type { MessageChannel, MessageKey, MessageStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';

export const STATUS_LABELS = {
  queued: 'notifications.status.queued',
  sent: 'notifications.status.sent',
  delivered: 'notifications.status.delivered',
  failed: 'notifications.status.failed',
  cancelled: 'notifications.status.cancelled',
} as const satisfies Record<MessageStatus, MessageKey>;

const COLORS: Record<MessageStatus, string> = {
  queued: 'yellow',
  sent: 'blue',
  delivered: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

export const CHANNEL_LABELS = {
  sms: 'notifications.channel.sms',
  whatsapp: 'notifications.channel.whatsapp',
  email: 'notifications.channel.email',
} as const satisfies Record<MessageChannel, MessageKey>;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useT();
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}

/** Why a message was cancelled, or the provider's own words for a failure. */
export function useReasonText(): (reason: string | null) => string | null {
  const t = useT();
  return (reason) => {
    if (reason === 'customer_opted_out') return t('notifications.reason.customer_opted_out');
    if (reason === 'customer_paid') return t('notifications.reason.customer_paid');
    return reason;
  };
}
