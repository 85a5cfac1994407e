import { Badge } from '@mantine/core';
import type { CollectionPaymentStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { COLLECTION_STATUS_LABELS } from '@/lib/collection-labels';

/** A collection entry's status (spec part 2 §2): Due Today's tables and the field app's route. */
const STATUS_COLOR: Record<CollectionPaymentStatus, string> = {
  pending: 'yellow',
  partial: 'blue',
  completed: 'green',
  overdue: 'red',
};

export function CollectionStatusBadge({ status }: { status: CollectionPaymentStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(COLLECTION_STATUS_LABELS[status])}
    </Badge>
  );
}
