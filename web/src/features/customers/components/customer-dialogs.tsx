import type { Role } from '@lendline/core';
import { useState } from 'react';
import { CustomerDetailDialog } from './customer-detail-dialog';
import type { CustomerDocumentsSlots } from './customer-documents-slots';
import { CustomerFormModal, type CustomerFormTarget } from './customer-form-modal';

/** Which customer dialog is open: the details of one, or the form (create or edit). */
export function useCustomerDialogs() {
  const [detailId, setDetailId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(null);
  return { detailId, formTarget, openDetail: setDetailId, openForm: setFormTarget };
}

export type CustomerDialogsState = ReturnType<typeof useCustomerDialogs>;

interface CustomerDialogsProps extends Pick<CustomerDocumentsSlots, 'renderDocuments'> {
  dialogs: CustomerDialogsState;
  roles: readonly Role[];
  /** The session's data scope (organization ids). */
  organizationIds: readonly string[];
  currency: string;
  defaultPhoneCountry: string;
}

/**
 * The detail dialog and the form, shared by /customers and /customer-management. Editing from
 * the details closes them and opens the form. The form opens only from actions the role holds.
 */
export function CustomerDialogs({
  dialogs,
  roles,
  organizationIds,
  currency,
  defaultPhoneCountry,
  renderDocuments,
}: CustomerDialogsProps) {
  return (
    <>
      <CustomerDetailDialog
        customerId={dialogs.detailId}
        roles={roles}
        currency={currency}
        onClose={() => dialogs.openDetail(null)}
        onEdit={(customer) => {
          dialogs.openDetail(null);
          dialogs.openForm({ mode: 'edit', customer });
        }}
        renderDocuments={renderDocuments}
      />
      <CustomerFormModal
        target={dialogs.formTarget}
        roles={roles}
        organizationIds={organizationIds}
        defaultCountry={defaultPhoneCountry}
        onClose={() => dialogs.openForm(null)}
      />
    </>
  );
}
