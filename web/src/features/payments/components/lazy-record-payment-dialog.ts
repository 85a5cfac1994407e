import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Record Payment as the screens that open it import it (the payments screen's button and the loan
// screens): it loads when first opened (docs/decisions/0099), so its form and number inputs stay
// off those screens' first load.
export const RecordPaymentDialog = lazyDialog(
  () => import('./record-payment-dialog').then((module) => module.RecordPaymentDialog),
  (props) => props.opened,
);
