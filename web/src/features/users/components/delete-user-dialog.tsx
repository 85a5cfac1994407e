import type { User } from '@lendline/core';
import { USER_MESSAGES } from '@lendline/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { failedTo } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { fullNameOf } from '../lib/full-name';
import { useT } from '@/i18n/use-t';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const t = useT();
  const deleteUser = useDeleteUser();

  async function confirm() {
    if (!user) return;
    try {
      const answer = await deleteUser.mutateAsync(user.user_id);
      notifySuccess(answer?.message ?? t(USER_MESSAGES.deleted), 'Success');
      onClose();
    } catch (error) {
      notifyError('Error', failedTo('delete user', error));
    }
  }

  return (
    <ConfirmDialog
      opened={user !== null}
      title="Delete user"
      message={
        user
          ? `Delete ${fullNameOf(user)} (${user.email})? Their account and roles are removed for good.`
          : ''
      }
      confirmLabel="Delete"
      destructive
      loading={deleteUser.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
