import { Badge } from '@mantine/core';
import type { MessageKey, OutboxEmail } from '@lendline/core';
import { useT } from '@/i18n/use-t';

const LABEL = {
  pending: 'outbox.status.pending',
  sent: 'outbox.status.sent',
  failed: 'outbox.status.failed',
} as const satisfies Record<OutboxEmail['status'], MessageKey>;
const COLOR: Record<OutboxEmail['status'], string> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
};

export function OutboxStatusBadge({ status }: { status: OutboxEmail['status'] }) {
  const t = useT();
  return (
    <Badge variant="light" color={COLOR[status]}>
      {t(LABEL[status])}
    </Badge>
  );
}
