import { ActionIcon, Menu, Text } from '@mantine/core';
import type { Customer, CustomerSort, MessageKey } from '@lendline/core';
import { IconCoins, IconDots, IconEye, IconPencil, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import { CUSTOMER_BUSINESS_TYPE_LABELS, labelKeyOf } from '../lib/customer-labels';
import { CustomerStatusBadge, RiskBadge } from './customer-badges';

export type CustomerColumn = DataTableColumn<Customer, CustomerSort>;

/** The columns with Organization after the name: the list of a user working across organizations. */
export function withOrganizationColumn(
  columns: readonly CustomerColumn[],
  organization: CustomerColumn,
): CustomerColumn[] {
  const at = columns.findIndex((column) => column.key === 'full_name') + 1;
  return [...columns.slice(0, at), organization, ...columns.slice(at)];
}

/** The business type in the reader's words; a type the list does not know, as stored. */
function businessTypeText(t: Translate, type: string | null): string | null {
  const key = labelKeyOf(CUSTOMER_BUSINESS_TYPE_LABELS, type);
  return key ? t(key) : type;
}

/** Column definitions both customer screens pick from, in the active language. */
export function customerColumns(t: Translate) {
  return {
    customerId: {
      key: 'customer_id',
      header: t('customers.columns.customer_id'),
      sortKey: 'customer_id',
      text: (c) => c.customer_id,
    },
    fullName: {
      key: 'full_name',
      header: t('customers.columns.full_name'),
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
    phone: {
      key: 'phone',
      header: t('customers.columns.phone'),
      sortKey: 'phone',
      text: (c) => c.phone,
    },
    /** Only for a user working across organizations (withOrganizationColumn). */
    organization: {
      key: 'organization_name',
      header: t('customers.columns.organization'),
      text: (c) => c.organization_name,
      truncate: true,
      width: 180,
    },
    // Null for roles that may not read sensitive data (the API hides it).
    email: {
      key: 'email',
      header: t('customers.columns.email'),
      sortKey: 'email',
      text: (c) => c.email,
      truncate: true,
      width: 180,
      priority: 3,
    },
    business: {
      key: 'business_name',
      header: t('customers.columns.business'),
      sortKey: 'business_name',
      text: (c) => c.business_name,
      truncate: true,
      width: 160,
    },
    businessType: {
      key: 'business_type',
      header: t('customers.columns.type'),
      sortKey: 'business_type',
      text: (c) => businessTypeText(t, c.business_type),
      priority: 3,
    },
    riskLevel: {
      key: 'risk_level',
      header: t('customers.columns.risk_level'),
      sortKey: 'risk_level',
      render: (c) => <RiskBadge level={c.risk_level} />,
    },
    status: {
      key: 'status',
      header: t('customers.columns.status'),
      sortKey: 'status',
      render: (c) => <CustomerStatusBadge status={c.status} />,
    },
    address: {
      key: 'address',
      header: t('customers.columns.address'),
      text: (c) => c.residential_address ?? c.business_address,
      truncate: true,
      width: 220,
      priority: 3,
    },
    registered: {
      key: 'created_at',
      header: t('customers.columns.registered'),
      sortKey: 'created_at',
      text: (c) => formatDate(c.created_at),
      priority: 2,
    },
  } satisfies Record<string, CustomerColumn>;
}

export type CustomerRowAction = 'view' | 'new_loan' | 'edit' | 'upload';

const ACTION_TEXT: Record<CustomerRowAction, { label: MessageKey; icon: ReactNode }> = {
  view: { label: 'common.view', icon: <IconEye size={14} aria-hidden /> },
  new_loan: { label: 'customers.new_loan', icon: <IconCoins size={14} aria-hidden /> },
  edit: { label: 'common.edit', icon: <IconPencil size={14} aria-hidden /> },
  upload: { label: 'customers.documents.upload_title', icon: <IconUpload size={14} aria-hidden /> },
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
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('customers.actions.menu_label', { name: customer.full_name })}
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
            {t(ACTION_TEXT[action].label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
