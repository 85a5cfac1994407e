import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { USER_STATUSES } from '@lendline/core';
import type { User, UserStatus } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '@/components/data/list-pagination';
import { failedTo } from '@/lib/failure-text';
import { useUsers } from '../api/get-users';
import { STATUS_LABEL } from '../lib/status-texts';
import type { Actor, StatusAction } from '../lib/user-actions';
import { mayInviteUsers } from '../lib/user-actions';
import { ChangeRoleModal } from './change-role-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserModal } from './edit-user-modal';
import { InviteUserModal } from './invite-user-modal';
import type { UserMenuChoice } from './user-actions-menu';
import { UserDetailsModal } from './user-details-modal';
import { UserStatusDialog } from './user-status-dialog';
import { UsersTable } from './users-table';

const SEARCH_DEBOUNCE_MS = 300;
const STATUS_OPTIONS = USER_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABEL[status],
}));

type OpenDialog =
  | { kind: 'details' | 'edit' | 'role' | 'delete'; user: User }
  | { kind: 'status'; user: User; action: StatusAction };

interface UsersTabProps {
  actor: Actor;
  /** The signed-in user's organization, preselected when inviting. */
  organizationId: string | null;
}

/** The Users tab of User Management (issue 3 "Users"; spec part 1 §2, §5, §9). */
export function UsersTab({ actor, organizationId }: UsersTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [inviteOpened, setInviteOpened] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const users = useUsers({ page, search: debouncedSearch, status });

  const closeDialog = () => setDialog(null);
  const choose = (user: User, choice: UserMenuChoice) =>
    setDialog(
      choice.kind === 'status'
        ? { kind: 'status', user, action: choice.action }
        : { kind: choice.kind, user },
    );
  const dialogUser = (kind: OpenDialog['kind']) => (dialog?.kind === kind ? dialog.user : null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Search users"
            placeholder="Search by first name, last name, phone or employee ID"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 380 }}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              setStatus(value as UserStatus | null);
              setPage(1);
            }}
            clearable
            w={180}
          />
        </Group>
        {mayInviteUsers(actor) && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setInviteOpened(true)}
          >
            Invite User
          </Button>
        )}
      </Group>

      {users.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      ) : users.isError ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {failedTo('fetch users', users.error)}
          <Button variant="subtle" size="compact-sm" ml="xs" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {users.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {debouncedSearch || status ? 'No users match your search.' : 'No users yet.'}
            </Text>
          ) : (
            <UsersTable users={users.data.data} actor={actor} onChoose={choose} />
          )}
          <ListPagination
            // The server answers the clamped page (spec part 1 §5), so show the page it sent.
            page={users.data.page}
            pageSize={users.data.page_size}
            total={users.data.total}
            noun={['user', 'users']}
            onPageChange={setPage}
          />
        </>
      )}

      <InviteUserModal
        opened={inviteOpened}
        actor={actor}
        defaultOrganizationId={organizationId}
        onClose={() => setInviteOpened(false)}
      />
      <UserDetailsModal user={dialogUser('details')} onClose={closeDialog} />
      <EditUserModal user={dialogUser('edit')} onClose={closeDialog} />
      <ChangeRoleModal user={dialogUser('role')} actor={actor} onClose={closeDialog} />
      <DeleteUserDialog user={dialogUser('delete')} onClose={closeDialog} />
      <UserStatusDialog
        target={dialog?.kind === 'status' ? { user: dialog.user, action: dialog.action } : null}
        onClose={closeDialog}
      />
    </Stack>
  );
}
