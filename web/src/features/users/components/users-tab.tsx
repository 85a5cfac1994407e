import { Button, Stack } from '@mantine/core';
import { dataScopeReachOf, spansOrganizations, USER_STATUSES } from '@lendline/core';
import type { User, UserStatus } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { failedTo } from '@/lib/failure-text';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useUsers } from '../api/get-users';
import { STATUS_LABEL } from '../lib/status-texts';
import type { Actor, StatusAction } from '../lib/user-actions';
import { mayInviteUsers, userActionsFor } from '../lib/user-actions';
import { fullNameOf } from '../lib/full-name';
import { ChangeRoleModal } from './change-role-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserModal } from './edit-user-modal';
import { InviteUserModal } from './invite-user-modal';
import { UserActionsMenu } from './user-actions-menu';
import type { UserMenuChoice } from './user-actions-menu';
import { UserDetailsModal } from './user-details-modal';
import { UserStatusDialog } from './user-status-dialog';
import { USER_COLUMNS } from './users-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

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
  /** The session's data scope (organization ids). */
  organizationIds: readonly string[];
  /** The organization's default phone country, for the invite and edit forms. */
  defaultPhoneCountry: string;
}

/** The Users tab of User Management (issue 3 "Users"; spec part 1 §2, §5, §9). */
export function UsersTab({
  actor,
  organizationId,
  organizationIds,
  defaultPhoneCountry,
}: UsersTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [inviteOpened, setInviteOpened] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // A user working across organizations filters by one (the column is always shown).
  const spans = spansOrganizations(actor.roles, organizationIds);
  const [organizationFilter, setOrganizationFilter] = useState<string | null>(null);
  const organizations = useOrganizationOptions({ enabled: spans });
  const organizationOptions = (organizations.data ?? [])
    .filter(
      (organization) =>
        dataScopeReachOf(actor.roles) === 'all' || organizationIds.includes(organization.id),
    )
    .map((organization) => ({ value: organization.id, label: organization.name }));
  const users = useUsers({
    page,
    search: debouncedSearch,
    status,
    organizationId: organizationFilter,
  });

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
      <DataTable
        label="Users"
        columns={USER_COLUMNS}
        rows={users.data?.data}
        rowKey={(user) => user.user_id}
        rowLabel={fullNameOf}
        loading={users.isPending}
        error={
          users.isError && (
            <DataTableLoadError
              message={failedTo('fetch users', users.error)}
              onRetry={() => void users.refetch()}
            />
          )
        }
        emptyText={debouncedSearch || status ? 'No users match your search.' : 'No users yet.'}
        search={{
          label: 'Search users',
          placeholder: 'Search by first name, last name, phone or employee ID',
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          width: 380,
        }}
        filters={[
          {
            label: 'Status',
            value: status,
            options: STATUS_OPTIONS,
            onChange: (value) => {
              setStatus(value as UserStatus | null);
              setPage(1);
            },
            width: 180,
          },
          ...(spans
            ? [
                {
                  label: 'Organization',
                  value: organizationFilter,
                  options: organizationOptions,
                  onChange: (value: string | null) => {
                    setOrganizationFilter(value);
                    setPage(1);
                  },
                  searchable: true,
                  width: 240,
                },
              ]
            : []),
        ]}
        toolbar={{
          end: mayInviteUsers(actor) && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviteOpened(true)}
            >
              Invite User
            </Button>
          ),
        }}
        onRowOpen={(user) => setDialog({ kind: 'details', user })}
        rowActions={(user) => (
          <UserActionsMenu
            user={user}
            actions={userActionsFor(actor, user)}
            onChoose={(choice) => choose(user, choice)}
          />
        )}
        pagination={
          users.data && {
            // The server answers the clamped page (spec part 1 §5), so show the page it sent.
            page: users.data.page,
            pageSize: users.data.page_size,
            total: users.data.total,
            noun: ['user', 'users'],
            onPageChange: setPage,
          }
        }
      />

      <InviteUserModal
        opened={inviteOpened}
        actor={actor}
        defaultOrganizationId={organizationId}
        defaultPhoneCountry={defaultPhoneCountry}
        onClose={() => setInviteOpened(false)}
      />
      <UserDetailsModal user={dialogUser('details')} onClose={closeDialog} />
      <EditUserModal
        user={dialogUser('edit')}
        defaultPhoneCountry={defaultPhoneCountry}
        onClose={closeDialog}
      />
      <ChangeRoleModal user={dialogUser('role')} actor={actor} onClose={closeDialog} />
      <DeleteUserDialog user={dialogUser('delete')} onClose={closeDialog} />
      <UserStatusDialog
        target={dialog?.kind === 'status' ? { user: dialog.user, action: dialog.action } : null}
        onClose={closeDialog}
      />
    </Stack>
  );
}
