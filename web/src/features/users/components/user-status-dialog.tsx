import { UserStatusChangeRequestSchema } from '@lendline/core';
import type { User } from '@lendline/core';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeUserStatus } from '../api/change-user-status';
import { fullNameOf } from '../lib/full-name';
import { STATUS_ACTION_TEXT } from '../lib/status-texts';
import type { StatusAction } from '../lib/user-actions';
import { STATUS_OF_ACTION } from '../lib/user-actions';

interface UserStatusDialogProps {
  target: { user: User; action: StatusAction } | null;
  onClose: () => void;
}

const ReasonSchema = UserStatusChangeRequestSchema.pick({ reason: true });

/**
 * The comment dialog (spec part 1 §2): the reason for a status change is collected here and
 * stored with it; left blank, the server stores the spec's default reason.
 */
export function UserStatusDialog({ target, onClose }: UserStatusDialogProps) {
  const t = useT();
  const changeStatus = useChangeUserStatus();
  const text = target ? STATUS_ACTION_TEXT[target.action] : null;

  async function submit(reason: string | undefined) {
    if (!target || !text) return;
    const answer = await changeStatus.mutateAsync({
      userId: target.user.user_id,
      change: { status: STATUS_OF_ACTION[target.action], reason },
    });
    notifySuccess(answer.message, t('common.success'));
    onClose();
  }

  return (
    <ReasonDialog
      opened={target !== null}
      title={text ? t(text.title) : ''}
      description={
        target && text ? t(text.description, { name: fullNameOf(target.user) }) : undefined
      }
      label={t('users.status_dialog.comment')}
      placeholder={text?.defaultReason ?? t('users.status_dialog.optional_comment')}
      confirmLabel={text ? t(text.label) : t('users.status_dialog.confirm')}
      destructive={text?.destructive}
      loading={changeStatus.isPending}
      schema={ReasonSchema}
      onSubmit={submit}
      onError={(caught) => {
        if (text) {
          notifyError(t('common.error'), t(text.failure, { reason: failureReason(caught) }));
        }
      }}
      onClose={onClose}
    />
  );
}
