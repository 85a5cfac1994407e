import { holdsPermission } from '@lendline/core';
import type { Role } from '@lendline/core';
import { useState } from 'react';
import type { CustomerDocumentsSlots } from './customer-documents-slots';
import type { CustomerLoanSlots, LoanApplicant } from './customer-loan-slots';
import type { CustomerRiskSlots } from './customer-risk-slots';
import type { CustomerFormTarget } from './customer-form-modal';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Each loads when first opened: the form's phone metadata and schemas stay off the list's first
// load.
const CustomerDetailDialog = lazyDialog(
  () => import('./customer-detail-dialog').then((module) => module.CustomerDetailDialog),
  (props) => props.customerId !== null,
);
const CustomerFormModal = lazyDialog(
  () => import('./customer-form-modal').then((module) => module.CustomerFormModal),
  (props) => props.target !== null,
);

/** Which customer dialog is open: the details of one, or the form (create or edit). */
export function useCustomerDialogs() {
  const [detailId, setDetailId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(null);
  const [loanFor, setLoanFor] = useState<LoanApplicant | null>(null);
  // A loan's details opened from a customer's: closing them goes back to the customer.
  const [loanDetail, setLoanDetail] = useState<{ loanId: string; customerId: string } | null>(null);
  return {
    detailId,
    formTarget,
    loanFor,
    loanDetail,
    openDetail: setDetailId,
    openForm: setFormTarget,
    openLoanApplication: setLoanFor,
    openLoanDetail: setLoanDetail,
  };
}

export type CustomerDialogsState = ReturnType<typeof useCustomerDialogs>;

interface CustomerDialogsProps
  extends
    Pick<CustomerDocumentsSlots, 'renderDocuments' | 'renderMessages'>,
    CustomerLoanSlots,
    CustomerRiskSlots {
  dialogs: CustomerDialogsState;
  roles: readonly Role[];
  /** The session's data scope (organization ids). */
  organizationIds: readonly string[];
  currency: string;
  defaultPhoneCountry: string;
}

/**
 * The detail dialog and the form, shared by /customers and /customer-management. Editing from
 * the details closes them and opens the form; New Loan closes them and opens the loans feature's
 * application; a loan's View Details swaps them for the loan's details until those close. The
 * form opens only from actions the role holds.
 */
export function CustomerDialogs({
  dialogs,
  roles,
  organizationIds,
  currency,
  defaultPhoneCountry,
  renderDocuments,
  renderMessages,
  renderLoanApplication,
  renderLoanDetails,
  manageLoanPath,
  renderRiskProfile,
}: CustomerDialogsProps) {
  const canApplyForLoan =
    Boolean(renderLoanApplication) && holdsPermission(roles, 'loans', 'create');
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
        renderMessages={renderMessages}
        renderRiskProfile={renderRiskProfile}
        onNewLoan={
          canApplyForLoan
            ? (customer) => {
                dialogs.openDetail(null);
                dialogs.openLoanApplication({ id: customer.id, name: customer.full_name });
              }
            : undefined
        }
        onViewLoan={
          renderLoanDetails &&
          ((loan) => {
            const customerId = dialogs.detailId;
            dialogs.openDetail(null);
            if (customerId) dialogs.openLoanDetail({ loanId: loan.id, customerId });
          })
        }
        manageLoanPath={manageLoanPath}
      />
      <CustomerFormModal
        target={dialogs.formTarget}
        roles={roles}
        organizationIds={organizationIds}
        defaultCountry={defaultPhoneCountry}
        onClose={() => dialogs.openForm(null)}
      />
      {renderLoanApplication?.(dialogs.loanFor, () => dialogs.openLoanApplication(null))}
      {renderLoanDetails?.(dialogs.loanDetail?.loanId ?? null, () => {
        const customerId = dialogs.loanDetail?.customerId ?? null;
        dialogs.openLoanDetail(null);
        dialogs.openDetail(customerId);
      })}
    </>
  );
}
