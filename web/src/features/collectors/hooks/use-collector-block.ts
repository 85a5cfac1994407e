import { APPROVAL_MESSAGES, COLLECTOR_MESSAGES } from '@lendline/core';
import { t } from '@/i18n/i18n';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { BlockCollectorInput, BlockCollectorResult } from '../api/block-collector';
import { isPendingApproval, useBlockCollector } from '../api/block-collector';

/** The toast for a refused block or unblock: the server's words. */
export function notifyBlockFailure(error: unknown): void {
  notifyError(t('common.error'), failureReason(error));
}

/**
 * Block or unblock with the outcome as a toast: done at once ('Collector blocked …'), turned
 * into an approval request ('Approval Request Created'), or refused with the server's words
 * (spec part 1 §5, e.g. an organization that is still blocked).
 */
export function useCollectorBlock({ onDone }: { onDone?: () => void } = {}) {
  const mutation = useBlockCollector();

  const announce = (input: BlockCollectorInput, result: BlockCollectorResult) => {
    if (isPendingApproval(result)) {
      const approver = result.approval_request.current_approver_name;
      notifySuccess(
        approver
          ? t('collectors.block.sent_for_approval', { approver })
          : t('collectors.block.sent_to_super_admin'),
        t(APPROVAL_MESSAGES.created),
      );
    } else {
      const fallback = t(
        input.action === 'block' ? COLLECTOR_MESSAGES.blocked : COLLECTOR_MESSAGES.unblocked,
      );
      notifySuccess(result.message || fallback);
    }
    onDone?.();
  };

  /** Resolves once announced; rejects with the failure, for a form to show on its fields. */
  const runAsync = async (input: BlockCollectorInput) => {
    announce(input, await mutation.mutateAsync(input));
  };
  const run = (input: BlockCollectorInput) => void runAsync(input).catch(notifyBlockFailure);

  return { run, runAsync, isPending: mutation.isPending, variables: mutation.variables };
}
