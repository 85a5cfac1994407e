import { Badge } from '@mantine/core';
import { collectorStatusOf } from '@lendline/core';
import type { Collector } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { COLLECTOR_STATUS_COLORS, COLLECTOR_STATUS_LABELS } from '../lib/collector-status';

export function CollectorStatusBadge({
  collector,
}: {
  collector: Pick<Collector, 'is_active' | 'is_blocked'>;
}) {
  const t = useT();
  const status = collectorStatusOf(collector);
  return (
    <Badge color={COLLECTOR_STATUS_COLORS[status]} variant="light">
      {t(COLLECTOR_STATUS_LABELS[status])}
    </Badge>
  );
}
