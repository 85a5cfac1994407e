import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_MESSAGES,
  PAGE_SIZE,
  CUSTOMER_RISK_LEVELS,
  CUSTOMER_STATUSES,
  customerStatusOf,
  holdsPermission,
} from '@lendline/core';
import type {
  Customer,
  CustomerBusinessType,
  CustomerFilter,
  CustomerRiskLevel,
  CustomerSort,
  CustomerStatus,
  MessageKey,
  Role,
} from '@lendline/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableFilter } from '@/components/data-table/data-table-types';
import type { SortState } from '@/components/data-table/sort-cycle';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { customersQueryOptions, useCustomers } from '../api/get-customers';
import type { CustomerDocumentsSlots } from './customer-documents-slots';
import type { CustomerLoanSlots } from './customer-loan-slots';
import type { CustomerRiskSlots } from './customer-risk-slots';
import { CustomerDialogs, useCustomerDialogs } from './customer-dialogs';
import { CustomerSummaryCards } from './customer-summary-cards';
import type { CustomerRowAction } from './customers-table';
import { customerColumns, CustomerActionsMenu, withOrganizationColumn } from './customers-table';
import { useOrganizationFilter } from '../hooks/use-organization-filter';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import {
  CUSTOMER_BUSINESS_TYPE_LABELS,
  CUSTOMER_RISK_LABELS,
  CUSTOMER_STATUS_LABELS,
} from '../lib/customer-labels';

const SEARCH_DEBOUNCE_MS = 300;

const customerKey = (customer: Customer) => customer.id;
const customerName = (customer: Customer) => customer.full_name;

/** A filter over one of the customer's closed lists, each value in the reader's words. */
function filterOf<Value extends string>(
  t: Translate,
  label: string,
  values: readonly Value[],
  labels: Record<Value, MessageKey>,
  value: Value | undefined,
  onChange: (value: Value | undefined) => void,
): DataTableFilter {
  return {
    label,
    value: value ?? null,
    options: values.map((option) => ({ value: option, label: t(labels[option]) })),
    onChange: (next) => onChange((next ?? undefined) as Value | undefined),
  };
}

export interface CustomerScreenProps
  extends CustomerDocumentsSlots, CustomerLoanSlots, CustomerRiskSlots {
  roles: readonly Role[];
  /** The session's data scope (organization ids). */
  organizationIds: readonly string[];
  /** The organization's currency (money in the detail dialog). */
  currency: string;
  /** The organization's default phone country (spec part 2 §9: US unless it sets another). */
  defaultPhoneCountry: string;
}

/** The Customers screen (spec part 2 §2 "Customers screen"). */
export function CustomersScreen({
  roles,
  organizationIds,
  currency,
  defaultPhoneCountry,
  renderDocuments,
  renderMessages,
  renderUploadDialog,
  renderLoanApplication,
  renderLoanDetails,
  manageLoanPath,
  renderRiskProfile,
}: CustomerScreenProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  // The search as last sent, once typing paused (the input keeps the keystrokes meanwhile).
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CustomerStatus | undefined>();
  const [riskLevel, setRiskLevel] = useState<CustomerRiskLevel | undefined>();
  const [businessType, setBusinessType] = useState<CustomerBusinessType | undefined>();
  const [sort, setSort] = useState<SortState<CustomerSort> | null>(null);
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
      all.businessType,
      all.riskLevel,
      all.status,
      all.registered,
    ];
    return organization.spans ? withOrganizationColumn(shown, all.organization) : shown;
  }, [t, organization.spans]);
  const dialogs = useCustomerDialogs();
  const queryClient = useQueryClient();
  const [uploadTarget, setUploadTarget] = useState<{ id: string; label: string } | null>(null);

  const filter: CustomerFilter = {
    search: search.trim() || undefined,
    status,
    risk_level: riskLevel,
    business_type: businessType,
    organization_id: organization.organizationId,
  };
  const customers = useCustomers({ page, pageSize, filter, sort });

  const canCreate = holdsPermission(roles, 'customers', 'create');
  const canEdit = holdsPermission(roles, 'customers', 'update');
  const canUpload = holdsPermission(roles, 'documents', 'create') && renderUploadDialog;
  const canApplyForLoan =
    holdsPermission(roles, 'loans', 'create') && renderLoanApplication !== undefined;
  // Spec part 2 §2: view, new loan, edit, upload documents.
  const actionsOf = useCallback(
    (customer: Customer): CustomerRowAction[] => [
      'view',
      ...(canApplyForLoan && customerStatusOf(customer.status) === 'active'
        ? (['new_loan'] as const)
        : []),
      ...(canEdit ? (['edit'] as const) : []),
      ...(canUpload ? (['upload'] as const) : []),
    ],
    [canApplyForLoan, canEdit, canUpload],
  );

  const filtered =
    <Value,>(setter: (value: Value) => void) =>
    (value: Value) => {
      setter(value);
      setPage(1);
    };

  // Stable callbacks: a sort click or a new search leaves the rows' props alone, so the rows
  // re-render only when new ones arrive.
  const { openDetail, openForm, openLoanApplication } = dialogs;
  const onAction = useCallback(
    (customer: Customer, action: CustomerRowAction) => {
      if (action === 'view') openDetail(customer.id);
      else if (action === 'edit') openForm({ mode: 'edit', customer });
      else if (action === 'new_loan')
        openLoanApplication({ id: customer.id, name: customer.full_name });
      else
        setUploadTarget({
          id: customer.id,
          label: `${customer.full_name} (${customer.customer_id})`,
        });
    },
    [openDetail, openForm, openLoanApplication],
  );
  const openRow = useCallback((customer: Customer) => openDetail(customer.id), [openDetail]);
  const rowActions = useCallback(
    (customer: Customer) => (
      <CustomerActionsMenu customer={customer} actions={actionsOf(customer)} onAction={onAction} />
    ),
    [actionsOf, onAction],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('customers.title')}
          </Title>
          <Text c="dimmed">{t('customers.subtitle')}</Text>
        </div>
        {canCreate && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => dialogs.openForm({ mode: 'create' })}
          >
            {t('customers.add_customer')}
          </Button>
        )}
      </Group>

      <CustomerSummaryCards filter={filter} />

      <DataTable
        label={t('customers.title')}
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
          placeholder: t(CUSTOMER_MESSAGES.searchPlaceholder),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          debounceMs: SEARCH_DEBOUNCE_MS,
        }}
        filters={[
          filterOf(
            t,
            t('customers.columns.status'),
            CUSTOMER_STATUSES,
            CUSTOMER_STATUS_LABELS,
            status,
            filtered(setStatus),
          ),
          filterOf(
            t,
            t('customers.columns.risk_level'),
            CUSTOMER_RISK_LEVELS,
            CUSTOMER_RISK_LABELS,
            riskLevel,
            filtered(setRiskLevel),
          ),
          filterOf(
            t,
            t('customers.columns.business_type'),
            CUSTOMER_BUSINESS_TYPES,
            CUSTOMER_BUSINESS_TYPE_LABELS,
            businessType,
            filtered(setBusinessType),
          ),
          ...(organization.filter ? [organization.filter] : []),
        ]}
        sort={sort}
        onSortChange={(next) => {
          // The request leaves with the click; the screen renders the new order after.
          void queryClient.prefetchQuery(
            customersQueryOptions({ page: 1, pageSize, filter, sort: next }),
          );
          setSort(next);
          setPage(1);
        }}
        onRowOpen={openRow}
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
        renderLoanApplication={renderLoanApplication}
        renderLoanDetails={renderLoanDetails}
        manageLoanPath={manageLoanPath}
        renderRiskProfile={renderRiskProfile}
      />
      {renderUploadDialog?.(uploadTarget, () => setUploadTarget(null))}
    </Stack>
  );
}
