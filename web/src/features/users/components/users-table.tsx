import { Badge, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import type { User } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { Translate } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import { fullNameOf } from '../lib/full-name';
import { UserStatusBadge } from './user-status-badge';

/** The users list's columns (the DataTable shows them), in the active language. */
export function userColumns(t: Translate): DataTableColumn<User>[] {
  return [
    {
      key: 'name',
      header: t('users.fields.name'),
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
    { key: 'phone', header: t('users.fields.phone'), text: (user) => user.phone },
    {
      key: 'employee_id',
      header: t('users.fields.employee_id'),
      text: (user) => user.employee_id,
      priority: 2,
    },
    {
      key: 'organization',
      header: t('users.fields.organization'),
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
      header: t('users.fields.role'),
      // The server answers 'viewer' for a user without a role row (spec part 1 §6).
      render: (user) => (
        <Badge variant="outline" color="gray">
          {t(ROLE_LABELS[user.role])}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('users.fields.status'),
      render: (user) => <UserStatusBadge status={user.status} />,
    },
    {
      key: 'invited',
      header: t('users.columns.invited_activated'),
      priority: 3,
      render: (user) => (
        <>
          <Text size="xs">
            {t('users.columns.invited_on', {
              date: formatDate(user.invited_at ?? user.created_at),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {user.activated_at
              ? t('users.columns.activated_on', { date: formatDate(user.activated_at) })
              : t('users.columns.not_activated')}
          </Text>
        </>
      ),
    },
  ];
}
