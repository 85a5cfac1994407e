import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  APPROVAL_MESSAGES,
  ROLE_LABELS,
  UserRoleChangeRequestSchema,
  assignableRoles,
} from '@lendline/core';
import type { Role, User } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isPendingApproval, useChangeUserRole } from '../api/change-user-role';
import { fullNameOf } from '../lib/full-name';
import type { Actor } from '../lib/user-actions';

interface ChangeRoleModalProps {
  user: User | null;
  actor: Actor;
  onClose: () => void;
}

export function ChangeRoleModal({ user, actor, onClose }: ChangeRoleModalProps) {
  const t = useT();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.change_role.title')} centered>
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
    messages: { role: t('users.role_required') },
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
        notifySuccess(answer.message, t('common.success'));
      }
      onDone();
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          t('users.failure.update_role', { reason: failureReason(error) }),
        ),
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('users.change_role.title')}>
      <Stack gap="md">
        <Text size="sm">
          {t('users.change_role.current_role', { name: fullNameOf(user) })}{' '}
          <strong>{t(ROLE_LABELS[user.role])}</strong>
        </Text>
        <Select
          label={t('users.change_role.new_role')}
          withAsterisk
          data={options}
          {...form.getInputProps('role')}
          allowDeselect={false}
        />
        {(role === 'platform_super_admin' || user.role === 'platform_super_admin') &&
          role !== user.role && (
            <Text size="xs" c="dimmed">
              {t('users.change_role.needs_approval')}
            </Text>
          )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={changeRole.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={changeRole.isPending}>
            {t('users.change_role.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
