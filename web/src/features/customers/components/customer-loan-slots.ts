import type { ReactNode } from 'react';

/** The customer a new loan is for. */
export interface LoanApplicant {
  id: string;
  name: string;
}

/**
 * What the customer screens need from the loans feature (the route passes it in): the New Loan
 * Application dialog for a customer; `customer` null means closed. Without it, no 'New Loan'.
 */
export interface CustomerLoanSlots {
  renderLoanApplication?: (customer: LoanApplicant | null, onClose: () => void) => ReactNode;
}
