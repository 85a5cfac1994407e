import { holdsPermission } from '@lendline/core';
import { lazy } from 'react';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { LazyLoanCollectionsSection } from '@/features/collections/field-work/components/lazy-loan-collections-section';
import { CustomerManagementScreen } from '@/features/customers/components/customer-management-screen';
import { CustomerMessagesPanel } from '@/features/notifications/components/customer-messages-panel';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { LoanDetailsDialog } from '@/features/loans/components/lazy-loan-dialogs';
import { manageLoanPath } from '@/features/loans/lib/loan-links';

// The Risk Profile tab's content loads when the tab is first opened.
const CustomerRiskProfilePanel = lazy(
  () => import('@/features/enhanced-risk/components/customer-risk-profile-panel'),
);

/**
 * /customer-management (spec part 2 §2): the customer database, with the loans feature's loan
 * details and Manage link plugged into the customer dialog.
 */
export default function CustomerManagementRoute() {
  const t = useT();
  const session = useSession();
  if (!session.data) return null;
  const { roles } = session.data;
  const currency = session.data.organization?.currency ?? 'INR';
  const defaultPhoneCountry = session.data.organization?.default_phone_country ?? 'US';
  return (
    <SectionErrorBoundary title={t('shell.customers_failed')}>
      <CustomerManagementScreen
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
