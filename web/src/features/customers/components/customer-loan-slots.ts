import type { CustomerLoan } from '@lendline/core';
import type { ReactNode } from 'react';

/** The customer a new loan is for. */
export interface LoanApplicant {
  id: string;
  name: string;
}

/**
 * What the customer screens need from the loans feature (the route passes it in): the New Loan
 * Application dialog for a customer (`customer` null means closed; without it, no 'New Loan'),
 * and a loan's details and Manage link (without them, no View Details or Manage).
 */
export interface CustomerLoanSlots {
  renderLoanApplication?: (customer: LoanApplicant | null, onClose: () => void) => ReactNode;
  /** The loan details dialog (its approve, reject, disburse and payment actions); null: closed. */
  renderLoanDetails?: (loanId: string | null, onClose: () => void) => ReactNode;
  /** Where a loan's Manage button leads: the Loans screen with the loan open. */
  manageLoanPath?: (loan: CustomerLoan) => string;
}
