import { ActionIcon, Menu, Text } from '@mantine/core';
import type { Customer, CustomerSort } from '@lendline/core';
import { IconDots, IconEye, IconPencil, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDate } from '@/lib/format-date';
import { CustomerStatusBadge, RiskBadge } from './customer-badges';

export type CustomerColumn = DataTableColumn<Customer, CustomerSort>;

/** The columns with Organization after the name: the list of a user working across organizations. */
export function withOrganizationColumn(columns: readonly CustomerColumn[]): CustomerColumn[] {
  const at = columns.findIndex((column) => column.key === 'full_name') + 1;
  return [...columns.slice(0, at), CUSTOMER_COLUMNS.organization, ...columns.slice(at)];
}

/** Column definitions both customer screens pick from. */
export const CUSTOMER_COLUMNS = {
  customerId: {
    key: 'customer_id',
    header: 'Customer ID',
    sortKey: 'customer_id',
    text: (c) => c.customer_id,
  },
  fullName: {
    key: 'full_name',
    header: 'Full Name',
    sortKey: 'full_name',
    text: (c) => c.full_name,
    truncate: true,
    width: 180,
    render: (c) => (
      <Text span size="sm" fw={500}>
        {c.full_name}
      </Text>
    ),
  },
  phone: { key: 'phone', header: 'Phone', sortKey: 'phone', text: (c) => c.phone },
  /** Only for a user working across organizations (withOrganizationColumn). */
  organization: {
    key: 'organization_name',
    header: 'Organization',
    text: (c) => c.organization_name,
    truncate: true,
    width: 180,
  },
  // Null for roles that may not read sensitive data (the API hides it).
  email: {
    key: 'email',
    header: 'Email',
    sortKey: 'email',
    text: (c) => c.email,
    truncate: true,
    width: 180,
    priority: 3,
  },
  business: {
    key: 'business_name',
    header: 'Business',
    sortKey: 'business_name',
    text: (c) => c.business_name,
    truncate: true,
    width: 160,
  },
  businessType: {
    key: 'business_type',
    header: 'Type',
    sortKey: 'business_type',
    text: (c) => c.business_type,
    priority: 3,
    render: (c) => (
      <Text span size="sm" tt="capitalize">
        {c.business_type ?? '—'}
      </Text>
    ),
  },
  riskLevel: {
    key: 'risk_level',
    header: 'Risk Level',
    sortKey: 'risk_level',
    render: (c) => <RiskBadge level={c.risk_level} />,
  },
  status: {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (c) => <CustomerStatusBadge status={c.status} />,
  },
  address: {
    key: 'address',
    header: 'Address',
    text: (c) => c.residential_address ?? c.business_address,
    truncate: true,
    width: 220,
    priority: 3,
  },
  registered: {
    key: 'created_at',
    header: 'Registered',
    sortKey: 'created_at',
    text: (c) => formatDate(c.created_at),
    priority: 2,
  },
} satisfies Record<string, CustomerColumn>;

export type CustomerRowAction = 'view' | 'edit' | 'upload';

const ACTION_TEXT: Record<CustomerRowAction, { label: string; icon: ReactNode }> = {
  view: { label: 'View', icon: <IconEye size={14} aria-hidden /> },
  edit: { label: 'Edit', icon: <IconPencil size={14} aria-hidden /> },
  upload: { label: 'Upload Documents', icon: <IconUpload size={14} aria-hidden /> },
};

/** A customer row's menu: the actions offered, in this order. */
export function CustomerActionsMenu({
  customer,
  actions,
  onAction,
}: {
  customer: Customer;
  actions: readonly CustomerRowAction[];
  onAction: (customer: Customer, action: CustomerRowAction) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${customer.full_name}`}>
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
  );
}
