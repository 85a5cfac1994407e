import { Badge } from '@mantine/core';
import type { AlertSeverity, CollectionRiskPriority } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { ALERT_SEVERITY_LABELS, COLLECTION_PRIORITY_LABELS } from '@/lib/collection-labels';

const PRIORITY_COLOR: Record<CollectionRiskPriority, string> = {
  high: 'red',
  medium: 'orange',
  low: 'gray',
};

export function CollectionPriorityBadge({ priority }: { priority: CollectionRiskPriority }) {
  const t = useT();
  return (
    <Badge color={PRIORITY_COLOR[priority]} variant="dot">
      {t(COLLECTION_PRIORITY_LABELS[priority])}
    </Badge>
  );
}

const SEVERITY_COLOR: Record<AlertSeverity, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
};

export function AlertSeverityBadge({ severity }: { severity: AlertSeverity }) {
  const t = useT();
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="filled" size="sm">
      {t(ALERT_SEVERITY_LABELS[severity])}
    </Badge>
  );
}
