import { Badge } from '@mantine/core';
import type { ApprovalRequest } from '@lendline/core';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/request-labels';

export function ApprovalStatusBadge({ status }: { status: ApprovalRequest['status'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
