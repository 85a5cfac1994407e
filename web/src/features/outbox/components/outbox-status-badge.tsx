import { Badge } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';

const LABEL: Record<OutboxEmail['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};
const COLOR: Record<OutboxEmail['status'], string> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
};

export function OutboxStatusBadge({ status }: { status: OutboxEmail['status'] }) {
  return (
    <Badge variant="light" color={COLOR[status]}>
      {LABEL[status]}
    </Badge>
  );
}
