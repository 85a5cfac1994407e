import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { LoanCollectionsSection } from '@/features/collections/field-work/components/loan-collections-section';
import { CustomerManagementScreen } from '@/features/customers/components/customer-management-screen';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { LoanDetailsDialog } from '@/features/loans/components/loan-details-dialog';
import { manageLoanPath } from '@/features/loans/lib/loan-links';

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
  return (
    <SectionErrorBoundary title={t('shell.customers_failed')}>
      <CustomerManagementScreen
        roles={roles}
        organizationIds={session.data.organization_ids}
        currency={currency}
        defaultPhoneCountry={session.data.organization?.default_phone_country ?? 'US'}
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
              <LoanCollectionsSection loan={loan} roles={roles} currency={currency} />
            )}
          />
        )}
        manageLoanPath={manageLoanPath}
      />
    </SectionErrorBoundary>
  );
}
