import { Badge } from '@mantine/core';
import type { UserStatus } from '@lendline/core';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/status-texts';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {STATUS_LABEL[status]}
    </Badge>
  );
}
