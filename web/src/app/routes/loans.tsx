import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { DocumentsSection } from '@/features/documents/components/documents-section';
import type { LoanDocumentsSlots, LoanPaymentSlots } from '@/features/loans/components/loan-slots';
import { LoansScreen } from '@/features/loans/components/loans-screen';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { useT } from '@/i18n/use-t';

// One function for the screen's life: the rows' menus do not re-render with the route.
const renderRecordPayment: LoanPaymentSlots['renderRecordPayment'] = (props) => (
  <RecordPaymentDialog {...props} />
);

/**
 * /loans and the Loan Hub (spec part 2 §2): the loans feature, with payments and the documents
 * feature plugged in.
 */
export default function LoansRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const { roles } = session.data;
  const renderDocuments: LoanDocumentsSlots['renderDocuments'] = (loan) => (
    <DocumentsSection target={{ entity: 'loan', ...loan }} roles={roles} />
  );
  return (
    <SectionErrorBoundary title={t('shell.loans_failed')}>
      <LoansScreen
        roles={roles}
        currency={session.data.organization?.currency ?? 'INR'}
        renderRecordPayment={renderRecordPayment}
        renderDocuments={renderDocuments}
      />
    </SectionErrorBoundary>
  );
}
