import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import type { User } from '@lendline/core';
import { formatDate } from '@/lib/format-date';
import { fullNameOf } from '../lib/full-name';
import type { Actor } from '../lib/user-actions';
import { userActionsFor } from '../lib/user-actions';
import { UserActionsMenu } from './user-actions-menu';
import type { UserMenuChoice } from './user-actions-menu';
import { UserStatusBadge } from './user-status-badge';

interface UsersTableProps {
  users: readonly User[];
  actor: Actor;
  onChoose: (user: User, choice: UserMenuChoice) => void;
}

export function UsersTable({ users, actor, onChoose }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Invited / Activated</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.user_id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {fullNameOf(user)}
                </Text>
                <Text size="xs" c="dimmed">
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>{user.phone ?? '—'}</Table.Td>
              <Table.Td>{user.employee_id ?? '—'}</Table.Td>
              <Table.Td>
                {user.organization_name ? (
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
                )}
              </Table.Td>
              <Table.Td>
                {/* The server answers 'viewer' for a user without a role row (spec part 1 §6). */}
                <Badge variant="outline" color="gray">
                  {ROLE_LABELS[user.role]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>
                <Text size="xs">Invited {formatDate(user.invited_at ?? user.created_at)}</Text>
                <Text size="xs" c="dimmed">
                  {user.activated_at
                    ? `Activated ${formatDate(user.activated_at)}`
                    : 'Not activated'}
                </Text>
              </Table.Td>
              <Table.Td>
                <UserActionsMenu
                  user={user}
                  actions={userActionsFor(actor, user)}
                  onChoose={(choice) => onChoose(user, choice)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
