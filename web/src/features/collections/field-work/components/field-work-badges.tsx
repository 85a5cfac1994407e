import { Badge } from '@mantine/core';
import type { PromiseStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { PROMISE_STATUS_LABELS } from '@/lib/field-work-labels';

const PROMISE_STATUS_COLOR: Record<PromiseStatus, string> = {
  open: 'blue',
  kept: 'green',
  partially_kept: 'yellow',
  broken: 'red',
};

export function PromiseStatusBadge({ status }: { status: PromiseStatus }) {
  const t = useT();
  return (
    <Badge color={PROMISE_STATUS_COLOR[status]} variant="light">
      {t(PROMISE_STATUS_LABELS[status])}
    </Badge>
  );
}

/** Marks a visit recorded too far from the customer's pin (core isVisitFar, decided by the server). */
export function FarVisitBadge() {
  const t = useT();
  return (
    <Badge color="orange" variant="filled" size="sm">
      {t('collections.visits.far')}
    </Badge>
  );
}
