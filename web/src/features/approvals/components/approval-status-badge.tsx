import { Badge } from '@mantine/core';
import type { ApprovalRequest } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/request-labels';

export function ApprovalStatusBadge({ status }: { status: ApprovalRequest['status'] }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
