import type { User } from '@lendline/core';
import { USER_MESSAGES } from '@lendline/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { fullNameOf } from '../lib/full-name';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const t = useT();
  const deleteUser = useDeleteUser();

  async function confirm() {
    if (!user) return;
    try {
      const answer = await deleteUser.mutateAsync(user.user_id);
      notifySuccess(answer?.message ?? t(USER_MESSAGES.deleted), t('common.success'));
      onClose();
    } catch (error) {
      notifyError(t('common.error'), t('users.failure.delete', { reason: failureReason(error) }));
    }
  }

  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('users.delete.title')}
      message={user ? t('users.delete.message', { name: fullNameOf(user), email: user.email }) : ''}
      confirmLabel={t('common.delete')}
      destructive
      loading={deleteUser.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
