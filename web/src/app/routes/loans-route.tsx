import { lazy } from 'react';
import type { ComponentType } from 'react';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { SectionSuspense } from '@/components/ui/section-suspense';
import { useSession } from '@/features/auth/api/get-session';
import { LazyLoanCollectionsSection } from '@/features/collections/field-work/components/lazy-loan-collections-section';
import type {
  LoanCollectionsSlots,
  LoanDocumentsSlots,
  LoanPaymentSlots,
} from '@/features/loans/components/loan-slots';
import type { LoansScreenProps } from '@/features/loans/components/loans-screen';
import { RecordPaymentDialog } from '@/features/payments/components/lazy-record-payment-dialog';
import { useT } from '@/i18n/use-t';
import { effectiveRolesOf } from '@/lib/authorization';

// The loan details' Documents tab loads when first opened.
const DocumentsSection = lazy(() =>
  import('@/features/documents/components/documents-section').then((module) => ({
    default: module.DocumentsSection,
  })),
);

// One function for the screen's life: the rows' menus do not re-render with the route.
const renderRecordPayment: LoanPaymentSlots['renderRecordPayment'] = (props) => (
  <RecordPaymentDialog {...props} />
);

/**
 * A loans screen (/loans or the Loan Hub) with the session's roles and currency, payments, the
 * documents feature and the collections feature (promises and visits) plugged in.
 */
export function LoansRoute({ screen: Screen }: { screen: ComponentType<LoansScreenProps> }) {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  // Roles carrying the session's emergency access grants (issue 13): Approve shows under a grant.
  const roles = effectiveRolesOf(session.data);
  const currency = session.data.organization?.currency ?? 'INR';
  const renderDocuments: LoanDocumentsSlots['renderDocuments'] = (loan) => (
    <SectionSuspense>
      <DocumentsSection target={{ entity: 'loan', ...loan }} roles={roles} />
    </SectionSuspense>
  );
  const renderCollections: LoanCollectionsSlots['renderCollections'] = (loan) => (
    <LazyLoanCollectionsSection loan={loan} roles={roles} currency={currency} />
  );
  return (
    <SectionErrorBoundary title={t('shell.loans_failed')}>
      <Screen
        roles={roles}
        currency={currency}
        renderRecordPayment={renderRecordPayment}
        renderDocuments={renderDocuments}
        renderCollections={renderCollections}
      />
    </SectionErrorBoundary>
  );
}
