import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { dataScopeReachOf, spansOrganizations, USER_STATUSES } from '@lendline/core';
import type { User, UserStatus } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useUsers } from '../api/get-users';
import { STATUS_LABEL } from '../lib/status-texts';
import type { Actor, StatusAction } from '../lib/user-actions';
import { mayInviteUsers, userActionsFor } from '../lib/user-actions';
import { fullNameOf } from '../lib/full-name';
import { UserActionsMenu } from './user-actions-menu';
import type { UserMenuChoice } from './user-actions-menu';
import { userColumns } from './users-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

// Each dialog loads when first opened: the forms' schemas and phone metadata stay off the list's
// first load.
const ChangeRoleModal = lazyDialog(
  () => import('./change-role-modal').then((module) => module.ChangeRoleModal),
  (props) => props.user !== null,
);
const DeleteUserDialog = lazyDialog(
  () => import('./delete-user-dialog').then((module) => module.DeleteUserDialog),
  (props) => props.user !== null,
);
const EditUserModal = lazyDialog(
  () => import('./edit-user-modal').then((module) => module.EditUserModal),
  (props) => props.user !== null,
);
const InviteUserModal = lazyDialog(
  () => import('./invite-user-modal').then((module) => module.InviteUserModal),
  (props) => props.opened,
);
const UserDetailsModal = lazyDialog(
  () => import('./user-details-modal').then((module) => module.UserDetailsModal),
  (props) => props.user !== null,
);
const UserStatusDialog = lazyDialog(
  () => import('./user-status-dialog').then((module) => module.UserStatusDialog),
  (props) => props.target !== null,
);

const SEARCH_DEBOUNCE_MS = 300;

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
  /** More items for a row's menu, composed by the route (the user's sessions, issue 13). */
  extraMenuItems?: (user: User) => ReactNode;
}

/** The Users tab of User Management (issue 3 "Users"; spec part 1 §2, §5, §9). */
export function UsersTab({
  actor,
  organizationId,
  organizationIds,
  defaultPhoneCountry,
  extraMenuItems,
}: UsersTabProps) {
  const t = useT();
  const columns = useMemo(() => userColumns(t), [t]);
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: t(STATUS_LABEL[status]),
  }));
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
        label={t('users.title')}
        columns={columns}
        rows={users.data?.data}
        rowKey={(user) => user.user_id}
        rowLabel={fullNameOf}
        loading={users.isPending}
        error={
          users.isError && (
            <DataTableLoadError
              message={t('users.failure.fetch_list', { reason: failureReason(users.error) })}
              onRetry={() => void users.refetch()}
            />
          )
        }
        emptyText={debouncedSearch || status ? t('users.list.no_match') : t('users.list.empty')}
        search={{
          label: t('users.search.label'),
          placeholder: t('users.search.placeholder'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          width: 380,
        }}
        filters={[
          {
            label: t('users.fields.status'),
            value: status,
            options: statusOptions,
            onChange: (value) => {
              setStatus(value as UserStatus | null);
              setPage(1);
            },
            width: 180,
          },
          ...(spans
            ? [
                {
                  label: t('users.fields.organization'),
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
              {t('users.invite.title')}
            </Button>
          ),
        }}
        onRowOpen={(user) => setDialog({ kind: 'details', user })}
        rowActions={(user) => (
          <UserActionsMenu
            user={user}
            actions={userActionsFor(actor, user)}
            onChoose={(choice) => choose(user, choice)}
            extra={extraMenuItems?.(user)}
          />
        )}
        pagination={
          users.data && {
            // The server answers the clamped page (spec part 1 §5), so show the page it sent.
            page: users.data.page,
            pageSize: users.data.page_size,
            total: users.data.total,
            noun: [t('users.list.noun_one'), t('users.list.noun_other')],
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
