import type { Loan, Role } from '@lendline/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOAN_FOCUS_PARAMS } from '../lib/loan-links';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';
import type { LoanApplicationTarget } from './loan-application-dialog';
import { LoanApplicationDialog, LoanDetailsDialog } from './lazy-loan-dialogs';
import type {
  LoanCollectionsSlots,
  LoanDocumentsSlots,
  LoanPaymentSlots,
  PaymentTarget,
} from './loan-slots';

// Loaded when first opened, as the loan dialogs are (lazy-loan-dialogs.ts).
const CustomerPickerDialog = lazyDialog(
  () => import('./customer-picker-dialog').then((module) => module.CustomerPickerDialog),
  (props) => props.opened,
);

/**
 * Which loan dialog is open: details, the customer picker, the application, a payment. The
 * details of the loan named in the address (?loan=, a Manage link) open on arrival; closing
 * them takes it out of the address, so a reload does not open them again.
 */
export function useLoanDialogs() {
  const [params, setParams] = useSearchParams();
  const [detailId, setDetailId] = useState<string | null>(() => params.get(LOAN_FOCUS_PARAMS.loan));
  const openDetail = useCallback(
    (id: string | null) => {
      setDetailId(id);
      if (id !== null || !params.has(LOAN_FOCUS_PARAMS.loan)) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LOAN_FOCUS_PARAMS.loan);
          return next;
        },
        { replace: true },
      );
    },
    [params, setParams],
  );
  const [picking, setPicking] = useState(false);
  const [application, setApplication] = useState<LoanApplicationTarget | null>(null);
  const [payment, setPayment] = useState<PaymentTarget | null>(null);
  return {
    detailId,
    picking,
    application,
    payment,
    openDetail,
    openPicker: setPicking,
    openApplication: setApplication,
    openPayment: setPayment,
  };
}

export type LoanDialogsState = ReturnType<typeof useLoanDialogs>;

interface LoanDialogsProps extends LoanPaymentSlots, LoanDocumentsSlots, LoanCollectionsSlots {
  dialogs: LoanDialogsState;
  roles: readonly Role[];
  currency: string;
}

/** The loan screen's dialogs; editing or paying from the details closes them first. */
export function LoanDialogs({
  dialogs,
  roles,
  currency,
  renderRecordPayment,
  renderDocuments,
  renderCollections,
}: LoanDialogsProps) {
  const { openDetail, openApplication, openPayment, openPicker } = dialogs;
  return (
    <>
      <LoanDetailsDialog
        loanId={dialogs.detailId}
        roles={roles}
        currency={currency}
        onClose={() => openDetail(null)}
        renderDocuments={renderDocuments}
        renderCollections={renderCollections}
        onEdit={(loan: Loan) => {
          openDetail(null);
          openApplication({ mode: 'edit', loan });
        }}
        onRecordPayment={
          renderRecordPayment &&
          ((loan: Loan) => {
            openDetail(null);
            openPayment(loan);
          })
        }
      />
      <CustomerPickerDialog
        opened={dialogs.picking}
        onClose={() => openPicker(false)}
        onPick={(customer) => {
          openPicker(false);
          openApplication({ mode: 'create', customer });
        }}
      />
      <LoanApplicationDialog target={dialogs.application} onClose={() => openApplication(null)} />
      {renderRecordPayment?.({
        loan: dialogs.payment,
        opened: dialogs.payment !== null,
        onClose: () => openPayment(null),
      })}
    </>
  );
}
