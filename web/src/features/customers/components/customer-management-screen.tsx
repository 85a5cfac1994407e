import { Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_MESSAGES, PAGE_SIZE } from '@lendline/core';
import type { Customer, CustomerFilter } from '@lendline/core';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { failureReason } from '@/lib/failure-text';
import { useCustomers } from '../api/get-customers';
import { CustomerDialogs, useCustomerDialogs } from './customer-dialogs';
import { CustomerSummaryCards } from './customer-summary-cards';
import type { CustomerScreenProps } from './customers-screen';
import { customerColumns, CustomerActionsMenu, withOrganizationColumn } from './customers-table';
import { useOrganizationFilter } from '../hooks/use-organization-filter';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';

const SEARCH_DEBOUNCE_MS = 300;

const customerKey = (customer: Customer) => customer.id;
const customerName = (customer: Customer) => customer.full_name;

/**
 * /customer-management (spec part 2 §2): the customer database with the four cards, a search by
 * name, customer id or phone (the server's search also matches the e-mail), and a View action
 * that opens the customer detail dialog.
 */
export function CustomerManagementScreen({
  roles,
  organizationIds,
  currency,
  defaultPhoneCountry,
  renderDocuments,
  renderMessages,
  renderLoanDetails,
  manageLoanPath,
  renderRiskProfile,
}: CustomerScreenProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  // The search as last sent, once typing paused (the input keeps the keystrokes meanwhile).
  const [search, setSearch] = useState('');
  const dialogs = useCustomerDialogs();
  const organization = useOrganizationFilter({
    roles,
    organizationIds,
    onChange: () => setPage(1),
  });
  const columns = useMemo(() => {
    const all = customerColumns(t);
    const shown = [
      all.customerId,
      all.fullName,
      all.phone,
      all.email,
      all.business,
      { ...all.businessType, header: t('customers.columns.business_type') },
      all.riskLevel,
      all.status,
      all.address,
      all.registered,
    ];
    return organization.spans ? withOrganizationColumn(shown, all.organization) : shown;
  }, [t, organization.spans]);

  const filter: CustomerFilter = {
    search: search.trim() || undefined,
    organization_id: organization.organizationId,
  };
  const customers = useCustomers({ page, pageSize, filter, sort: null });
  // Stable callbacks, so the rows re-render only when new ones arrive.
  const { openDetail: openDetailOf } = dialogs;
  const openDetail = useCallback((customer: Customer) => openDetailOf(customer.id), [openDetailOf]);
  const rowActions = useCallback(
    (customer: Customer) => (
      <CustomerActionsMenu customer={customer} actions={['view']} onAction={openDetail} />
    ),
    [openDetail],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('customers.management.title')}
        </Title>
        <Text c="dimmed">{t('customers.management.subtitle')}</Text>
      </div>

      <CustomerSummaryCards filter={filter} />

      <DataTable
        label={t('customers.management.table_label')}
        columns={columns}
        rows={customers.data?.data}
        rowKey={customerKey}
        rowLabel={customerName}
        loading={customers.isPending}
        refreshing={customers.isPlaceholderData}
        error={
          customers.isError && (
            <DataTableLoadError
              message={failureReason(customers.error)}
              onRetry={() => void customers.refetch()}
            />
          )
        }
        emptyText={t(CUSTOMER_MESSAGES.empty)}
        search={{
          label: t('customers.search_label'),
          placeholder: t('customers.management.search_placeholder'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          width: 400,
          debounceMs: SEARCH_DEBOUNCE_MS,
        }}
        filters={organization.filter ? [organization.filter] : undefined}
        onRowOpen={openDetail}
        rowActions={rowActions}
        pagination={
          customers.data && {
            page: customers.data.page,
            pageSize,
            total: customers.data.total,
            noun: [t('customers.pagination.customer'), t('customers.pagination.customers')],
            onPageChange: setPage,
            onPageSizeChange: setPageSize,
          }
        }
      />

      <CustomerDialogs
        dialogs={dialogs}
        roles={roles}
        organizationIds={organizationIds}
        currency={currency}
        defaultPhoneCountry={defaultPhoneCountry}
        renderDocuments={renderDocuments}
        renderMessages={renderMessages}
        renderLoanDetails={renderLoanDetails}
        manageLoanPath={manageLoanPath}
        renderRiskProfile={renderRiskProfile}
      />
    </Stack>
  );
}
