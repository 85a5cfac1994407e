import { RejectRiskProfileRequestSchema } from '@lendline/core';
import type { MessageKey, RiskProfile } from '@lendline/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useApproveRiskProfile,
  useCreateCustomerFromProfile,
  useRejectRiskProfile,
} from '../api/review-risk-profile';

export type RiskReview = { kind: 'approve' | 'reject' | 'create_customer'; profile: RiskProfile };

/**
 * The review of a completed profile (approve with an optional note, reject with a required
 * reason) and the customer created from an approved one. Each shows the server's message.
 */
export function RiskReviewDialogs({
  review,
  opened,
  onClose,
}: {
  review: RiskReview | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const approve = useApproveRiskProfile();
  const reject = useRejectRiskProfile();
  const createCustomer = useCreateCustomerFromProfile();
  const name = review?.profile.prospective_customer_name ?? '';
  const id = review?.profile.id ?? '';
  const fail = (message: MessageKey) => (error: unknown) =>
    notifyError(t('common.error'), t(message, { reason: failureReason(error) }));

  return (
    <>
      <ReasonDialog
        opened={opened && review?.kind === 'approve'}
        title={t('risk.approve.title')}
        description={t('risk.approve.description', { name })}
        label={t('risk.approve.note_label')}
        confirmLabel={t('risk.actions.approve')}
        loading={approve.isPending}
        onSubmit={async (note) => {
          const { message } = await approve.mutateAsync({ id, note });
          notifySuccess(message);
          onClose();
        }}
        onError={fail('risk.failure.approve')}
        onClose={onClose}
      />
      <ReasonDialog
        opened={opened && review?.kind === 'reject'}
        title={t('risk.reject.title')}
        description={t('risk.reject.description', { name })}
        required
        destructive
        schema={RejectRiskProfileRequestSchema}
        confirmLabel={t('risk.actions.reject')}
        loading={reject.isPending}
        onSubmit={async (reason) => {
          const { message } = await reject.mutateAsync({ id, reason: reason ?? '' });
          notifySuccess(message);
          onClose();
        }}
        onError={fail('risk.failure.reject')}
        onClose={onClose}
      />
      <ConfirmDialog
        opened={opened && review?.kind === 'create_customer'}
        title={t('risk.create_customer.title')}
        message={t('risk.create_customer.message', { name })}
        confirmLabel={t('risk.actions.create_customer')}
        loading={createCustomer.isPending}
        onConfirm={() => {
          createCustomer.mutate(
            { id },
            {
              onSuccess: ({ message }) => {
                notifySuccess(message);
                onClose();
              },
              onError: fail('risk.failure.create_customer'),
            },
          );
        }}
        onClose={onClose}
      />
    </>
  );
}
