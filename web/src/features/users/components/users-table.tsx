import { Badge, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import type { User } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDate } from '@/lib/format-date';
import { fullNameOf } from '../lib/full-name';
import { UserStatusBadge } from './user-status-badge';
import { t } from '@/i18n/i18n';

/** The users list's columns (the DataTable shows them). */
export const USER_COLUMNS: readonly DataTableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    text: (user) => `${fullNameOf(user)} · ${user.email}`,
    truncate: true,
    width: 220,
    render: (user) => (
      <>
        <Text size="sm" fw={500} truncate="end">
          {fullNameOf(user)}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {user.email}
        </Text>
      </>
    ),
  },
  { key: 'phone', header: 'Phone', text: (user) => user.phone },
  { key: 'employee_id', header: 'Employee ID', text: (user) => user.employee_id, priority: 2 },
  {
    key: 'organization',
    header: 'Organization',
    text: (user) => user.organization_name,
    render: (user) =>
      user.organization_name ? (
        <Stack gap={0}>
          <Text size="sm">{user.organization_name}</Text>
          {user.organization_type && (
            <Text size="xs" c="dimmed" tt="capitalize">
              {user.organization_type}
            </Text>
          )}
        </Stack>
      ) : (
        '—'
      ),
  },
  {
    key: 'role',
    header: 'Role',
    // The server answers 'viewer' for a user without a role row (spec part 1 §6).
    render: (user) => (
      <Badge variant="outline" color="gray">
        {t(ROLE_LABELS[user.role])}
      </Badge>
    ),
  },
  { key: 'status', header: 'Status', render: (user) => <UserStatusBadge status={user.status} /> },
  {
    key: 'invited',
    header: 'Invited / Activated',
    priority: 3,
    render: (user) => (
      <>
        <Text size="xs">Invited {formatDate(user.invited_at ?? user.created_at)}</Text>
        <Text size="xs" c="dimmed">
          {user.activated_at ? `Activated ${formatDate(user.activated_at)}` : 'Not activated'}
        </Text>
      </>
    ),
  },
];
