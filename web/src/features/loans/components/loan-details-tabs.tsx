import { Tabs } from '@mantine/core';
import { holdsPermission } from '@lendline/core';
import type { LoanDetail, LoanPayment, Role } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { JournalTable, PaymentsTable, ScheduleTable } from './loan-details-tables';
import type { LoanCollectionsSlots, LoanDocumentsSlots } from './loan-slots';

interface LoanDetailsTabsProps extends LoanDocumentsSlots, LoanCollectionsSlots {
  loan: LoanDetail;
  roles: readonly Role[];
  currency: string;
  /** Offers Reverse on each payment; absent for roles that may not reverse. */
  onReverse?: (payment: LoanPayment) => void;
}

/**
 * The loan details' tabs: schedule, payments, journal; the documents feature's tab for readers
 * of documents; the collections feature's tab for readers of promises (payments:read) or visits
 * (field_visits:read).
 */
export function LoanDetailsTabs({
  loan,
  roles,
  currency,
  onReverse,
  renderDocuments,
  renderCollections,
}: LoanDetailsTabsProps) {
  const t = useT();
  const showDocuments = renderDocuments && holdsPermission(roles, 'documents', 'read');
  const showCollections =
    renderCollections &&
    (holdsPermission(roles, 'payments', 'read') || holdsPermission(roles, 'field_visits', 'read'));
  return (
    <Tabs defaultValue="schedule" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="schedule">{t('loans.details.tabs.schedule')}</Tabs.Tab>
        <Tabs.Tab value="payments">
          {t('loans.details.tabs.payments_count', { count: loan.payments.length })}
        </Tabs.Tab>
        <Tabs.Tab value="journal">{t('loans.details.tabs.journal')}</Tabs.Tab>
        {showDocuments && (
          <Tabs.Tab value="documents">{t('loans.details.tabs.documents')}</Tabs.Tab>
        )}
        {showCollections && (
          <Tabs.Tab value="collections">{t('loans.details.tabs.collections')}</Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="schedule">
        <ScheduleTable loan={loan} currency={currency} />
      </Tabs.Panel>
      <Tabs.Panel value="payments">
        <PaymentsTable loan={loan} currency={currency} onReverse={onReverse} />
      </Tabs.Panel>
      <Tabs.Panel value="journal">
        <JournalTable loan={loan} currency={currency} />
      </Tabs.Panel>
      {showDocuments && (
        <Tabs.Panel value="documents">
          {renderDocuments({ id: loan.id, label: loan.loan_number })}
        </Tabs.Panel>
      )}
      {showCollections && (
        <Tabs.Panel value="collections">
          {renderCollections({
            id: loan.id,
            loan_number: loan.loan_number,
            customer_name: loan.customer_name,
            remaining_amount: loan.remaining_amount,
            status: loan.status,
          })}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
