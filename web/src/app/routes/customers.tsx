import { holdsPermission } from '@lendline/core';
import { lazy } from 'react';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { LazyLoanCollectionsSection } from '@/features/collections/field-work/components/lazy-loan-collections-section';
import { CustomersScreen } from '@/features/customers/components/customers-screen';
import { CustomerMessagesPanel } from '@/features/notifications/components/customer-messages-panel';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import {
  LoanApplicationDialog,
  LoanDetailsDialog,
} from '@/features/loans/components/lazy-loan-dialogs';
import { manageLoanPath } from '@/features/loans/lib/loan-links';

// Loaded when first opened, as the loans feature's dialogs are (docs/decisions/0099).
const UploadDocumentsDialog = lazyDialog(
  () =>
    import('@/features/documents/components/upload-documents-dialog').then(
      (module) => module.UploadDocumentsDialog,
    ),
  (props) => props.target !== null,
);

// The Risk Profile tab's content loads when the tab is first opened.
const CustomerRiskProfilePanel = lazy(
  () => import('@/features/enhanced-risk/components/customer-risk-profile-panel'),
);

/**
 * /customers (spec part 2 §2): the customers feature, with the documents feature and the loans
 * feature's New Loan Application, loan details and Manage link (the Loans screen) plugged in.
 */
export default function CustomersRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const { roles } = session.data;
  const currency = session.data.organization?.currency ?? 'INR';
  const defaultPhoneCountry = session.data.organization?.default_phone_country ?? 'US';
  return (
    <SectionErrorBoundary title={t('shell.customers_failed')}>
      <CustomersScreen
        roles={roles}
        organizationIds={session.data.organization_ids}
        currency={currency}
        defaultPhoneCountry={defaultPhoneCountry}
        renderMessages={(customer) => (
          <CustomerMessagesPanel
            customerId={customer.id}
            canEdit={holdsPermission(roles, 'customers', 'update')}
          />
        )}
        renderDocuments={(customer) => (
          <DocumentsPanel owner={{ entity: 'customer', id: customer.id }} />
        )}
        renderUploadDialog={(target, onClose) => (
          <UploadDocumentsDialog
            target={target && { entity: 'customer', ...target }}
            roles={roles}
            onClose={onClose}
          />
        )}
        renderLoanApplication={(customer, onClose) => (
          <LoanApplicationDialog
            target={customer && { mode: 'create', customer }}
            onClose={onClose}
          />
        )}
        renderLoanDetails={(loanId, onClose) => (
          <LoanDetailsDialog
            loanId={loanId}
            roles={roles}
            currency={currency}
            onClose={onClose}
            renderCollections={(loan) => (
              <LazyLoanCollectionsSection loan={loan} roles={roles} currency={currency} />
            )}
          />
        )}
        manageLoanPath={manageLoanPath}
        renderRiskProfile={(customer) => (
          <CustomerRiskProfilePanel
            customer={customer}
            roles={roles}
            currency={currency}
            defaultPhoneCountry={defaultPhoneCountry}
          />
        )}
      />
    </SectionErrorBoundary>
  );
}
