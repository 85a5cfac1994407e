import { Badge } from '@mantine/core';
import type { UserStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/status-texts';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}
