import {
  ActionIcon,
  Menu,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Customer, CustomerSort } from '@lendline/core';
import {
  IconArrowsSort,
  IconDots,
  IconEye,
  IconPencil,
  IconSortAscending,
  IconSortDescending,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';
import type { SortState } from '../lib/sort-cycle';
import { nextSort } from '../lib/sort-cycle';
import { CustomerStatusBadge, RiskBadge } from './customer-badges';

export interface CustomerColumn {
  header: string;
  /** The server column this header sorts by; without it the header does not sort. */
  sort?: CustomerSort;
  render: (customer: Customer) => ReactNode;
}

const dash = (value: string | null) => value ?? '—';

/** Column definitions both customer screens pick from. */
export const CUSTOMER_COLUMNS = {
  customerId: { header: 'Customer ID', sort: 'customer_id', render: (c) => c.customer_id },
  fullName: {
    header: 'Full Name',
    sort: 'full_name',
    render: (c) => (
      <Text size="sm" fw={500}>
        {c.full_name}
      </Text>
    ),
  },
  phone: { header: 'Phone', sort: 'phone', render: (c) => c.phone },
  // Null for roles that may not read sensitive data (the API hides it).
  email: { header: 'Email', sort: 'email', render: (c) => dash(c.email) },
  business: { header: 'Business', sort: 'business_name', render: (c) => dash(c.business_name) },
  businessType: {
    header: 'Type',
    sort: 'business_type',
    render: (c) => (
      <Text size="sm" tt="capitalize">
        {dash(c.business_type)}
      </Text>
    ),
  },
  riskLevel: {
    header: 'Risk Level',
    sort: 'risk_level',
    render: (c) => <RiskBadge level={c.risk_level} />,
  },
  status: {
    header: 'Status',
    sort: 'status',
    render: (c) => <CustomerStatusBadge status={c.status} />,
  },
  address: {
    header: 'Address',
    render: (c) => (
      <Text size="sm" lineClamp={2} maw={260}>
        {dash(c.residential_address ?? c.business_address)}
      </Text>
    ),
  },
  registered: { header: 'Registered', sort: 'created_at', render: (c) => formatDate(c.created_at) },
} satisfies Record<string, CustomerColumn>;

export type CustomerRowAction = 'view' | 'edit' | 'upload';

interface CustomersTableProps {
  label: string;
  columns: readonly CustomerColumn[];
  customers: readonly Customer[] | undefined;
  loading: boolean;
  emptyText: string;
  sort?: SortState<CustomerSort> | null;
  onSortChange?: (sort: SortState<CustomerSort> | null) => void;
  /** Offered in each row's menu, in this order. */
  actions: readonly CustomerRowAction[];
  onAction: (customer: Customer, action: CustomerRowAction) => void;
}

const SKELETON_ROWS = 5;
const ACTION_TEXT: Record<CustomerRowAction, { label: string; icon: ReactNode }> = {
  view: { label: 'View', icon: <IconEye size={14} aria-hidden /> },
  edit: { label: 'Edit', icon: <IconPencil size={14} aria-hidden /> },
  upload: { label: 'Upload Documents', icon: <IconUpload size={14} aria-hidden /> },
};

/**
 * The customers table (spec part 2 §2 "Generic data table"): sortable headers cycling
 * ascending, descending, none; 5 skeleton rows while loading; a row click opens the details.
 */
export function CustomersTable({
  label,
  columns,
  customers,
  loading,
  emptyText,
  sort = null,
  onSortChange,
  actions,
  onAction,
}: CustomersTableProps) {
  const width = columns.length + 1;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                aria-sort={
                  sort && column.sort === sort.column
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sort && onSortChange ? (
                  <SortButton
                    column={column}
                    sort={sort}
                    onClick={() => onSortChange(nextSort(sort, column.sort!))}
                  />
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !customers ? (
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Tr key={row} data-testid="skeleton-row">
                {Array.from({ length: width }, (_, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : customers.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={width}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            customers.map((customer) => (
              <Table.Tr
                key={customer.id}
                onClick={() => onAction(customer, 'view')}
                style={{ cursor: 'pointer' }}
              >
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.render(customer)}</Table.Td>
                ))}
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Actions for ${customer.full_name}`}
                      >
                        <IconDots size={16} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {actions.map((action) => (
                        <Menu.Item
                          key={action}
                          leftSection={ACTION_TEXT[action].icon}
                          onClick={() => onAction(customer, action)}
                        >
                          {ACTION_TEXT[action].label}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SortButton({
  column,
  sort,
  onClick,
}: {
  column: CustomerColumn;
  sort: SortState<CustomerSort> | null;
  onClick: () => void;
}) {
  const active = sort !== null && sort.column === column.sort;
  const Icon = !active
    ? IconArrowsSort
    : sort.order === 'asc'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <UnstyledButton
      onClick={onClick}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {column.header}
      <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
    </UnstyledButton>
  );
}
