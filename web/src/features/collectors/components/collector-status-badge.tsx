import { Badge } from '@mantine/core';
import { collectorStatusOf } from '@lendline/core';
import type { Collector } from '@lendline/core';
import { COLLECTOR_STATUS_COLORS, COLLECTOR_STATUS_LABELS } from '../lib/collector-status';

export function CollectorStatusBadge({
  collector,
}: {
  collector: Pick<Collector, 'is_active' | 'is_blocked'>;
}) {
  const status = collectorStatusOf(collector);
  return (
    <Badge color={COLLECTOR_STATUS_COLORS[status]} variant="light">
      {COLLECTOR_STATUS_LABELS[status]}
    </Badge>
  );
}
