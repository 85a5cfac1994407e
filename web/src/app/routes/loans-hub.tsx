import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { LoanHubScreen } from '@/features/loans/components/loan-hub-screen';
import type { LoanPaymentSlots } from '@/features/loans/components/loan-slots';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { useT } from '@/i18n/use-t';

// One function for the screen's life: the rows' menus do not re-render with the route.
const renderRecordPayment: LoanPaymentSlots['renderRecordPayment'] = (props) => (
  <RecordPaymentDialog {...props} />
);

/**
 * /loans-hub (spec part 2 §2 "Loan Hub"): the Loans screen with a virtualised list, payments
 * plugged in. Its own chunk, so the list's library loads only here.
 */
export default function LoansHubRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.loans_failed')}>
      <LoanHubScreen
        roles={session.data.roles}
        currency={session.data.organization?.currency ?? 'INR'}
        renderRecordPayment={renderRecordPayment}
      />
    </SectionErrorBoundary>
  );
}
