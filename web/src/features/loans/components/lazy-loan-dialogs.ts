import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// The loans feature's dialogs as the screens that open them import them: each loads when first
// opened (docs/decisions/0099), so the loan form's math and schemas and the details' tables stay
// off those screens' first load.

export const LoanDetailsDialog = lazyDialog(
  () => import('./loan-details-dialog').then((module) => module.LoanDetailsDialog),
  (props) => props.loanId !== null,
);

export const LoanApplicationDialog = lazyDialog(
  () => import('./loan-application-dialog').then((module) => module.LoanApplicationDialog),
  (props) => props.target !== null,
);
