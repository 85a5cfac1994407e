import {
  APPROVAL_MESSAGES,
  BlockOrganizationRequestSchema,
  UnblockOrganizationRequestSchema,
} from '@lendline/core';
import type { Organization } from '@lendline/core';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  isPendingApproval,
  useBlockOrganization,
  useUnblockOrganization,
} from '../api/block-organization';
import { organizationFailure } from '../lib/failure-texts';
import { useT } from '@/i18n/use-t';

interface OrganizationBlockDialogProps {
  target: { organization: Organization; action: 'block' | 'unblock' } | null;
  /** An organization_admin's block becomes an approval request; the dialog says so. */
  needsApproval: boolean;
  onClose: () => void;
}

/** Block (reason required) or unblock (note optional) an organization, cascading to collectors. */
export function OrganizationBlockDialog({
  target,
  needsApproval,
  onClose,
}: OrganizationBlockDialogProps) {
  const t = useT();
  const block = useBlockOrganization();
  const unblock = useUnblockOrganization();
  const blocking = target?.action === 'block';
  const name = target?.organization.name ?? '';

  async function submit(reason: string | undefined) {
    if (!target) return;
    const organizationId = target.organization.id;
    const answer =
      blocking && reason !== undefined
        ? await block.mutateAsync({ organizationId, reason })
        : await unblock.mutateAsync({ organizationId, reason });
    if (isPendingApproval(answer)) notifySuccess(answer.message, t(APPROVAL_MESSAGES.created));
    else notifySuccess(answer.message, 'Success');
    onClose();
  }

  const consequence = blocking
    ? `Blocking ${name} also blocks all of its debt collectors.`
    : `Unblocking ${name} also unblocks the collectors its block blocked.`;
  return (
    <ReasonDialog
      opened={target !== null}
      title={blocking ? 'Block organization' : 'Unblock organization'}
      description={
        needsApproval
          ? `${consequence} Your request is sent to a platform super admin for approval.`
          : consequence
      }
      label={blocking ? 'Reason' : 'Comment'}
      required={blocking}
      confirmLabel={needsApproval ? 'Request Approval' : blocking ? 'Block' : 'Unblock'}
      destructive={blocking}
      loading={block.isPending || unblock.isPending}
      schema={blocking ? BlockOrganizationRequestSchema : UnblockOrganizationRequestSchema}
      onSubmit={submit}
      onError={(caught) => {
        if (target) notifyError('Error', organizationFailure(target.action, caught));
      }}
      onClose={onClose}
    />
  );
}
