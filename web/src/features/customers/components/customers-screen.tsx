import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_MESSAGES,
  CUSTOMER_PAGE_SIZE,
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
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureReason } from '@/lib/failure-text';
import { useCustomers } from '../api/get-customers';
import type { SortState } from '../lib/sort-cycle';
import type { CustomerDocumentsSlots } from './customer-documents-slots';
import { CustomerDialogs, useCustomerDialogs } from './customer-dialogs';
import { CustomerPagination } from './customer-pagination';
import { CustomerSummaryCards } from './customer-summary-cards';
import type { CustomerRowAction } from './customers-table';
import { CUSTOMER_COLUMNS, CustomersTable } from './customers-table';

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

/** A select filter with an 'All {label}' option first (spec part 2 §2 "Generic data table"). */
function FilterSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Value[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <Select
      label={label}
      w={170}
      allowDeselect={false}
      data={[
        { value: '', label: `All ${label}` },
        ...options.map((option) => ({ value: option, label: capitalized(option) })),
      ]}
      value={value ?? ''}
      onChange={(next) => onChange(next ? (next as Value) : undefined)}
    />
  );
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
  const [pageSize, setPageSize] = useState(CUSTOMER_PAGE_SIZE);
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

      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Search customers"
          placeholder={CUSTOMER_MESSAGES.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <FilterSelect
          label="Status"
          options={CUSTOMER_STATUSES}
          value={status}
          onChange={filtered(setStatus)}
        />
        <FilterSelect
          label="Risk Level"
          options={CUSTOMER_RISK_LEVELS}
          value={riskLevel}
          onChange={filtered(setRiskLevel)}
        />
        <FilterSelect
          label="Business Type"
          options={CUSTOMER_BUSINESS_TYPES}
          value={businessType}
          onChange={filtered(setBusinessType)}
        />
      </Group>

      {customers.isError ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {failureReason(customers.error)}
          <Button
            variant="subtle"
            size="compact-sm"
            ml="xs"
            onClick={() => void customers.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <CustomersTable
            label="Customers"
            columns={COLUMNS}
            customers={customers.data?.data}
            loading={customers.isPending}
            emptyText={CUSTOMER_MESSAGES.empty}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            actions={actions}
            onAction={onAction}
          />
          {customers.data && (
            <CustomerPagination
              page={customers.data.page}
              pageSize={pageSize}
              total={customers.data.total}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          )}
        </>
      )}

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
