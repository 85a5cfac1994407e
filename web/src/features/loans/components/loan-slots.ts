import type { Loan } from '@lendline/core';
import type { ReactNode } from 'react';

/** The loan a payment is recorded for: what the payments feature's dialog needs of it. */
export type PaymentTarget = Pick<
  Loan,
  'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'organization_id'
>;

/**
 * The payments feature plugged in by the route (features never import each other): the Record
 * Payment dialog for a loan.
 */
export interface LoanPaymentSlots {
  renderRecordPayment?: (props: {
    loan: PaymentTarget | null;
    opened: boolean;
    onClose: () => void;
  }) => ReactNode;
}

/**
 * The documents feature plugged in by the route: the Documents tab of the loan details (the
 * loan's documents and, for those who may upload, the upload dialog).
 */
export interface LoanDocumentsSlots {
  renderDocuments?: (loan: { id: string; label: string }) => ReactNode;
}

/** The loan the collections feature's tab works on (its promises, visits and their actions). */
export type CollectionsTarget = Pick<
  Loan,
  'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'status'
>;

/**
 * The collections feature plugged in by the route: the Collections tab of the loan details (the
 * loan's promises to pay and field visits, Record Visit and Promise to Pay).
 */
export interface LoanCollectionsSlots {
  renderCollections?: (loan: CollectionsTarget) => ReactNode;
}
