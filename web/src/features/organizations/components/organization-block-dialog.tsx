import {
  APPROVAL_MESSAGES,
  BlockOrganizationRequestSchema,
  UnblockOrganizationRequestSchema,
} from '@lendline/core';
import type { Organization } from '@lendline/core';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  isPendingApproval,
  useBlockOrganization,
  useUnblockOrganization,
} from '../api/block-organization';
import { organizationFailure } from '../lib/failure-texts';

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
    else notifySuccess(answer.message, t('common.success'));
    onClose();
  }

  const description = blocking
    ? needsApproval
      ? t('organizations.block.description_for_approval', { name })
      : t('organizations.block.description', { name })
    : needsApproval
      ? t('organizations.unblock.description_for_approval', { name })
      : t('organizations.unblock.description', { name });
  return (
    <ReasonDialog
      opened={target !== null}
      title={blocking ? t('organizations.block.title') : t('organizations.unblock.title')}
      description={description}
      label={blocking ? t('organizations.block.reason') : t('organizations.unblock.comment')}
      required={blocking}
      confirmLabel={
        needsApproval
          ? t('organizations.block.request_approval')
          : blocking
            ? t('organizations.actions.block')
            : t('organizations.actions.unblock')
      }
      destructive={blocking}
      loading={block.isPending || unblock.isPending}
      schema={blocking ? BlockOrganizationRequestSchema : UnblockOrganizationRequestSchema}
      onSubmit={submit}
      onError={(caught) => {
        if (target) notifyError(t('common.error'), organizationFailure(target.action, caught));
      }}
      onClose={onClose}
    />
  );
}
