import { RejectRiskProfileRequestSchema } from '@lendline/core';
import type { MessageKey, RiskProfile, Role } from '@lendline/core';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApproveRiskProfile, useRejectRiskProfile } from '../api/review-risk-profile';
import { CreateCustomerDialog } from './create-customer-dialog';

export type RiskReview = { kind: 'approve' | 'reject' | 'create_customer'; profile: RiskProfile };

/**
 * The review of a completed profile (approve with an optional note, reject with a required
 * reason) and the customer created from an approved one. Each shows the server's message.
 */
export function RiskReviewDialogs({
  review,
  opened,
  roles,
  defaultPhoneCountry,
  onClose,
}: {
  review: RiskReview | null;
  opened: boolean;
  roles: readonly Role[];
  defaultPhoneCountry?: string;
  onClose: () => void;
}) {
  const t = useT();
  const approve = useApproveRiskProfile();
  const reject = useRejectRiskProfile();
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
      <CreateCustomerDialog
        profile={review?.kind === 'create_customer' ? review.profile : null}
        opened={opened && review?.kind === 'create_customer'}
        roles={roles}
        defaultPhoneCountry={defaultPhoneCountry}
        onClose={onClose}
      />
    </>
  );
}
