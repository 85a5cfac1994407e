import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  APPROVAL_MESSAGES,
  ROLE_LABELS,
  UserRoleChangeRequestSchema,
  assignableRoles,
} from '@lendline/core';
import type { Role, User } from '@lendline/core';
import { failedTo } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isPendingApproval, useChangeUserRole } from '../api/change-user-role';
import { fullNameOf } from '../lib/full-name';
import type { Actor } from '../lib/user-actions';
import { useT } from '@/i18n/use-t';

interface ChangeRoleModalProps {
  user: User | null;
  actor: Actor;
  onClose: () => void;
}

export function ChangeRoleModal({ user, actor, onClose }: ChangeRoleModalProps) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Change role" centered>
      {user && <ChangeRoleForm user={user} actor={actor} onDone={onClose} />}
    </Modal>
  );
}

function ChangeRoleForm({ user, actor, onDone }: { user: User; actor: Actor; onDone: () => void }) {
  const t = useT();
  const changeRole = useChangeUserRole();
  const initialValues: { role: Role | null } = { role: user.role };
  const form = useSchemaForm({
    initialValues,
    schema: UserRoleChangeRequestSchema,
    messages: { role: 'Please select a role' },
  });
  const role = form.values.role;
  const options = assignableRoles(actor.roles).map((value) => ({
    value,
    label: t(ROLE_LABELS[value]),
  }));

  const submit = form.handleSubmit(
    async (request) => {
      if (request.role === user.role) {
        onDone();
        return;
      }
      const answer = await changeRole.mutateAsync({ userId: user.user_id, role: request.role });
      if (isPendingApproval(answer)) {
        // Involving platform_super_admin: the change waits for a second person (spec part 1 §4).
        notifySuccess(t(APPROVAL_MESSAGES.roleChangeSubmitted), t(APPROVAL_MESSAGES.created));
      } else {
        notifySuccess(answer.message, 'Success');
      }
      onDone();
    },
    { onError: (error) => notifyError('Error', failedTo('update user role', error)) },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change role">
      <Stack gap="md">
        <Text size="sm">
          Current role of {fullNameOf(user)}: <strong>{t(ROLE_LABELS[user.role])}</strong>
        </Text>
        <Select
          label="New role"
          withAsterisk
          data={options}
          {...form.getInputProps('role')}
          allowDeselect={false}
        />
        {(role === 'platform_super_admin' || user.role === 'platform_super_admin') &&
          role !== user.role && (
            <Text size="xs" c="dimmed">
              A change to or from Super Admin is sent for approval before it takes effect.
            </Text>
          )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={changeRole.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={changeRole.isPending}>
            Change Role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
