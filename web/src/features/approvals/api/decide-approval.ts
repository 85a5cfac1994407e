import { APPROVAL_MESSAGES, type ApprovalDecisionResponse, type MessageKey } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';

export type ApprovalDecisionKind = 'approve' | 'reject' | 'escalate';

export interface DecideApprovalInput {
  id: string;
  decision: ApprovalDecisionKind;
  note?: string;
}

/** Spec part 1 §8 texts; escalation's failure text is not in the spec and follows the pattern. */
const OUTCOME_TEXTS: Record<ApprovalDecisionKind, { success: MessageKey; failure: MessageKey }> = {
  approve: { success: APPROVAL_MESSAGES.approved, failure: 'approvals.failure.approve' },
  reject: { success: APPROVAL_MESSAGES.rejected, failure: 'approvals.failure.reject' },
  escalate: { success: APPROVAL_MESSAGES.escalated, failure: 'approvals.failure.escalate' },
};

export function decideApproval({ id, decision, note }: DecideApprovalInput) {
  const trimmed = note?.trim();
  return api.post<ApprovalDecisionResponse>(
    `/api/v1/approvals/${encodeURIComponent(id)}/${decision}`,
    trimmed ? { note: trimmed } : {},
  );
}

/**
 * Approve, reject or escalate a request, with the spec's toast either way. Approving runs the
 * requested action on the server, so the counts and collector lists are refreshed as well.
 */
export function useDecideApproval({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: ({ approval_request }, { decision }) => {
      notifySuccess(approval_request.summary, t(OUTCOME_TEXTS[decision].success));
      onSuccess?.();
    },
    onError: (error, { decision }) => {
      notifyError(
        t('common.error'),
        t(OUTCOME_TEXTS[decision].failure, { reason: failureReason(error) }),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.collectors.all }),
      ]),
  });
}
