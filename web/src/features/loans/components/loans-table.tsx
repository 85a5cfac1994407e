import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import type { Loan, MessageKey } from '@lendline/core';
import { IconReceipt2, IconDots, IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { formatCalendarDate, formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import type { LoanSort } from '../api/get-loans';
import { LoanStatusBadge, RepaymentStatusBadge } from './loan-badges';

export type LoanColumn = DataTableColumn<Loan, LoanSort>;

/**
 * The Loans screen's columns (spec part 2 §2 "Loans screen": Customer, Amount Borrowed, Status,
 * Repayment Status, Repayment Amount, Created, plus the loan number, what remains, the days
 * overdue and the due date), money in the organization's currency.
 */
export function loanColumns(t: Translate, currency: string): LoanColumn[] {
  return [
    {
      key: 'loan_number',
      header: t('loans.columns.loan_number'),
      sortKey: 'loan_number',
      text: (loan) => loan.loan_number,
    },
    {
      key: 'customer',
      header: t('loans.columns.customer'),
      text: (loan) => loan.customer_name,
      truncate: true,
      width: 180,
      render: (loan) => (
        <Stack gap={0}>
          <Text span size="sm" fw={500}>
            {loan.customer_name}
          </Text>
          <Text span size="xs" c="dimmed">
            {loan.customer_phone}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'principal_amount',
      header: t('loans.columns.amount_borrowed'),
      sortKey: 'principal_amount',
      text: (loan) => formatMoney(loan.principal_amount, currency),
    },
    {
      key: 'status',
      header: t('loans.columns.status'),
      render: (loan) => <LoanStatusBadge status={loan.status} />,
    },
    {
      key: 'repayment_status',
      header: t('loans.columns.repayment_status'),
      render: (loan) => <RepaymentStatusBadge loan={loan} />,
    },
    {
      key: 'repayment_amount',
      header: t('loans.columns.repayment_amount'),
      text: (loan) => formatMoney(loan.total_repayable, currency),
      render: (loan) => (
        <Stack gap={0}>
          <Text span size="sm">
            {formatMoney(loan.total_repayable, currency)}
          </Text>
          <Text span size="xs" c="dimmed">
            {t('loans.columns.daily', {
              amount: formatMoney(loan.daily_repayment_amount, currency),
            })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'remaining_amount',
      header: t('loans.columns.remaining'),
      sortKey: 'remaining_amount',
      text: (loan) => formatMoney(loan.remaining_amount, currency),
      priority: 2,
    },
    {
      key: 'days_overdue',
      header: t('loans.columns.days_overdue'),
      sortKey: 'days_overdue',
      text: (loan) => formatNumber(loan.days_overdue),
      priority: 3,
    },
    {
      key: 'due_date',
      header: t('loans.columns.due_date'),
      sortKey: 'due_date',
      text: (loan) => formatCalendarDate(loan.due_date),
      priority: 3,
    },
    {
      key: 'created_at',
      header: t('loans.columns.created'),
      sortKey: 'created_at',
      text: (loan) => formatDate(loan.created_at),
      priority: 2,
    },
  ];
}

export type LoanRowAction = 'view' | 'record_payment' | 'edit';

const ACTION_TEXT: Record<LoanRowAction, { label: MessageKey; icon: ReactNode }> = {
  view: { label: 'common.view', icon: <IconEye size={14} aria-hidden /> },
  record_payment: {
    label: 'loans.actions.record_payment',
    icon: <IconReceipt2 size={14} aria-hidden />,
  },
  edit: { label: 'common.edit', icon: <IconPencil size={14} aria-hidden /> },
};

/** A loan row's menu: the actions this user may take on this loan, in this order. */
export function LoanActionsMenu({
  loan,
  actionsFor,
  onAction,
}: {
  loan: Loan;
  actionsFor: (loan: Loan) => readonly LoanRowAction[];
  onAction: (loan: Loan, action: LoanRowAction) => void;
}) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('loans.actions.menu_label', { loan_number: loan.loan_number })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(loan).map((action) => (
          <Menu.Item
            key={action}
            leftSection={ACTION_TEXT[action].icon}
            onClick={() => onAction(loan, action)}
          >
            {t(ACTION_TEXT[action].label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
