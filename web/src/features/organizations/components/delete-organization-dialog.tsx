import type { Organization } from '@lendline/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
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
  const remove = useDeleteOrganization();

  async function confirm() {
    if (!organization) return;
    try {
      const answer = await remove.mutateAsync(organization.id);
      notifySuccess(answer?.message ?? 'Organization deleted successfully', 'Success');
      onClose();
    } catch (error) {
      // A refusal (users, loans or child organizations remain) names what is left: shown as is.
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        notifyError('Cannot delete organization', error.message);
        onClose();
      } else {
        notifyError('Error', organizationFailure('delete', error));
      }
    }
  }

  return (
    <ConfirmDialog
      opened={organization !== null}
      title="Delete organization"
      message={
        organization
          ? `Delete ${organization.name}? This is refused while it still has users, loans or child organizations.`
          : ''
      }
      confirmLabel="Delete"
      destructive
      loading={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
