import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { LoansScreen } from '@/features/loans/components/loans-screen';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { useT } from '@/i18n/use-t';

/** /loans and the Loan Hub (spec part 2 §2): the loans feature, with payments plugged in. */
export default function LoansRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.loans_failed')}>
      <LoansScreen
        roles={session.data.roles}
        currency={session.data.organization?.currency ?? 'INR'}
        renderRecordPayment={(props) => <RecordPaymentDialog {...props} />}
      />
    </SectionErrorBoundary>
  );
}
