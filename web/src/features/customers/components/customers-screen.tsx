import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_MESSAGES,
  PAGE_SIZE,
  CUSTOMER_RISK_LEVELS,
  CUSTOMER_STATUSES,
  holdsPermission,
} from '@lendline/core';
import type {
  Customer,
  CustomerBusinessType,
  CustomerFilter,
  CustomerRiskLevel,
  CustomerSort,
  CustomerStatus,
  Role,
} from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableFilter } from '@/components/data-table/data-table-types';
import type { SortState } from '@/components/data-table/sort-cycle';
import { failureReason } from '@/lib/failure-text';
import { useCustomers } from '../api/get-customers';
import type { CustomerDocumentsSlots } from './customer-documents-slots';
import { CustomerDialogs, useCustomerDialogs } from './customer-dialogs';
import { CustomerSummaryCards } from './customer-summary-cards';
import type { CustomerRowAction } from './customers-table';
import { CUSTOMER_COLUMNS, CustomerActionsMenu } from './customers-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

const SEARCH_DEBOUNCE_MS = 300;

const COLUMNS = [
  CUSTOMER_COLUMNS.customerId,
  CUSTOMER_COLUMNS.fullName,
  CUSTOMER_COLUMNS.phone,
  CUSTOMER_COLUMNS.email,
  CUSTOMER_COLUMNS.business,
  CUSTOMER_COLUMNS.businessType,
  CUSTOMER_COLUMNS.riskLevel,
  CUSTOMER_COLUMNS.status,
  CUSTOMER_COLUMNS.registered,
];

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A filter over one of the customer's closed lists, its values capitalized. */
function filterOf<Value extends string>(
  label: string,
  values: readonly Value[],
  value: Value | undefined,
  onChange: (value: Value | undefined) => void,
): DataTableFilter {
  return {
    label,
    value: value ?? null,
    options: values.map((option) => ({ value: option, label: capitalized(option) })),
    onChange: (next) => onChange((next ?? undefined) as Value | undefined),
  };
}

export interface CustomerScreenProps extends CustomerDocumentsSlots {
  roles: readonly Role[];
  /** The organization's currency (money in the detail dialog). */
  currency: string;
  /** The organization's default phone country (spec part 2 §9: US unless it sets another). */
  defaultPhoneCountry: string;
}

/** The Customers screen (spec part 2 §2 "Customers screen"). */
export function CustomersScreen({
  roles,
  currency,
  defaultPhoneCountry,
  renderDocuments,
  renderUploadDialog,
}: CustomerScreenProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CustomerStatus | undefined>();
  const [riskLevel, setRiskLevel] = useState<CustomerRiskLevel | undefined>();
  const [businessType, setBusinessType] = useState<CustomerBusinessType | undefined>();
  const [sort, setSort] = useState<SortState<CustomerSort> | null>(null);
  const dialogs = useCustomerDialogs();
  const [uploadTarget, setUploadTarget] = useState<{ id: string; label: string } | null>(null);

  const filter: CustomerFilter = {
    search: debouncedSearch.trim() || undefined,
    status,
    risk_level: riskLevel,
    business_type: businessType,
  };
  const customers = useCustomers({ page, pageSize, filter, sort });

  const canCreate = holdsPermission(roles, 'customers', 'create');
  const canEdit = holdsPermission(roles, 'customers', 'update');
  const canUpload = holdsPermission(roles, 'documents', 'create') && renderUploadDialog;
  // 'New Loan' joins these once a loan screen exists.
  const actions: CustomerRowAction[] = [
    'view',
    ...(canEdit ? (['edit'] as const) : []),
    ...(canUpload ? (['upload'] as const) : []),
  ];

  const filtered =
    <Value,>(setter: (value: Value) => void) =>
    (value: Value) => {
      setter(value);
      setPage(1);
    };

  const onAction = (customer: Customer, action: CustomerRowAction) => {
    if (action === 'view') dialogs.openDetail(customer.id);
    else if (action === 'edit') dialogs.openForm({ mode: 'edit', customer });
    else
      setUploadTarget({
        id: customer.id,
        label: `${customer.full_name} (${customer.customer_id})`,
      });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Customers
          </Title>
          <Text c="dimmed">Manage your customers and see their details</Text>
        </div>
        {canCreate && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => dialogs.openForm({ mode: 'create' })}
          >
            Add Customer
          </Button>
        )}
      </Group>

      <CustomerSummaryCards filter={filter} />

      <DataTable
        label="Customers"
        columns={COLUMNS}
        rows={customers.data?.data}
        rowKey={(customer) => customer.id}
        rowLabel={(customer) => customer.full_name}
        loading={customers.isPending}
        error={
          customers.isError && (
            <DataTableLoadError
              message={failureReason(customers.error)}
              onRetry={() => void customers.refetch()}
            />
          )
        }
        emptyText={CUSTOMER_MESSAGES.empty}
        search={{
          label: 'Search customers',
          placeholder: CUSTOMER_MESSAGES.searchPlaceholder,
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        filters={[
          filterOf('Status', CUSTOMER_STATUSES, status, filtered(setStatus)),
          filterOf('Risk Level', CUSTOMER_RISK_LEVELS, riskLevel, filtered(setRiskLevel)),
          filterOf(
            'Business Type',
            CUSTOMER_BUSINESS_TYPES,
            businessType,
            filtered(setBusinessType),
          ),
        ]}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowOpen={(customer) => onAction(customer, 'view')}
        rowActions={(customer) => (
          <CustomerActionsMenu customer={customer} actions={actions} onAction={onAction} />
        )}
        pagination={
          customers.data && {
            page: customers.data.page,
            pageSize,
            total: customers.data.total,
            noun: ['customer', 'customers'],
            onPageChange: setPage,
            onPageSizeChange: setPageSize,
          }
        }
      />

      <CustomerDialogs
        dialogs={dialogs}
        roles={roles}
        currency={currency}
        defaultPhoneCountry={defaultPhoneCountry}
        renderDocuments={renderDocuments}
      />
      {renderUploadDialog?.(uploadTarget, () => setUploadTarget(null))}
    </Stack>
  );
}
