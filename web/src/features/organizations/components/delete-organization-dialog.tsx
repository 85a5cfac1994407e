import type { Organization } from '@lendline/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOrganization } from '../api/delete-organization';
import { organizationFailure } from '../lib/failure-texts';

export function DeleteOrganizationDialog({
  organization,
  onClose,
}: {
  organization: Organization | null;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeleteOrganization();

  async function confirm() {
    if (!organization) return;
    try {
      const answer = await remove.mutateAsync(organization.id);
      notifySuccess(answer?.message ?? t('organizations.delete.success'), t('common.success'));
      onClose();
    } catch (error) {
      // A refusal (users, loans or child organizations remain) names what is left: shown as is.
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        notifyError(t('organizations.delete.refused_title'), error.message);
        onClose();
      } else {
        notifyError(t('common.error'), organizationFailure('delete', error));
      }
    }
  }

  return (
    <ConfirmDialog
      opened={organization !== null}
      title={t('organizations.delete.title')}
      message={organization ? t('organizations.delete.message', { name: organization.name }) : ''}
      confirmLabel={t('common.delete')}
      destructive
      loading={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
