import { Badge } from '@mantine/core';
import type { CustomerLoan } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { Translate } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { labelKeyOf, LOAN_STATUS_LABELS } from '../lib/customer-labels';

/** The Loans tab of the customer dialog: amounts in the organization's currency. */
export function loanColumns(t: Translate, currency: string): DataTableColumn<CustomerLoan>[] {
  return [
    {
      key: 'loan_number',
      header: t('customers.loans.loan_number'),
      text: (loan) => loan.loan_number,
    },
    {
      key: 'principal',
      header: t('customers.loans.principal'),
      text: (loan) => formatMoney(loan.principal_amount, currency),
    },
    {
      key: 'status',
      header: t('customers.columns.status'),
      render: (loan) => {
        // A status this screen does not know yet shows as the server stores it.
        const label = labelKeyOf(LOAN_STATUS_LABELS, loan.status);
        return <Badge variant="light">{label ? t(label) : loan.status}</Badge>;
      },
    },
    {
      key: 'created',
      header: t('customers.loans.created'),
      text: (loan) => formatDate(loan.created_at),
    },
  ];
}
