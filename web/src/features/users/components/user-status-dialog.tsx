import type { User } from '@lendline/core';
import { useState } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { fieldErrorsOf } from '@/lib/api-error';
import { failedTo } from '@/lib/failure-text';
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

/**
 * The comment dialog (spec part 1 §2): the reason for a status change is collected here and
 * stored with it; left blank, the server stores the spec's default reason.
 */
export function UserStatusDialog({ target, onClose }: UserStatusDialogProps) {
  const changeStatus = useChangeUserStatus();
  const [error, setError] = useState<string | undefined>();
  const text = target ? STATUS_ACTION_TEXT[target.action] : null;

  function close() {
    setError(undefined);
    onClose();
  }

  async function submit(reason: string | undefined) {
    if (!target || !text) return;
    setError(undefined);
    try {
      const answer = await changeStatus.mutateAsync({
        userId: target.user.user_id,
        change: { status: STATUS_OF_ACTION[target.action], reason },
      });
      notifySuccess(answer.message, 'Success');
      close();
    } catch (caught) {
      const reasonError = fieldErrorsOf(caught).reason;
      if (reasonError) setError(reasonError);
      else notifyError('Error', failedTo(text.failure, caught));
    }
  }

  return (
    <ReasonDialog
      opened={target !== null}
      title={text?.title ?? ''}
      description={target && text ? text.describe(fullNameOf(target.user)) : undefined}
      label="Comment"
      placeholder={text?.defaultReason ?? 'Optional comment'}
      confirmLabel={text?.label ?? 'Confirm'}
      destructive={text?.destructive}
      loading={changeStatus.isPending}
      error={error}
      onSubmit={(reason) => void submit(reason)}
      onClose={close}
    />
  );
}
