import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { useT } from '@/i18n/use-t';
import { CustomerManagementScreen } from '@/features/customers/components/customer-management-screen';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';

/** /customer-management (spec part 2 §2): the customer database. */
export default function CustomerManagementRoute() {
  const t = useT();
  const session = useSession();
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.customers_failed')}>
      <CustomerManagementScreen
        roles={session.data.roles}
        organizationIds={session.data.organization_ids}
        currency={session.data.organization?.currency ?? 'INR'}
        defaultPhoneCountry={session.data.organization?.default_phone_country ?? 'US'}
        renderDocuments={(customer) => (
          <DocumentsPanel owner={{ entity: 'customer', id: customer.id }} />
        )}
      />
    </SectionErrorBoundary>
  );
}
