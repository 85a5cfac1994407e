import { Badge } from '@mantine/core';
import type { CustomerLoan } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

/** The Loans tab of the customer dialog: amounts in the organization's currency. */
export function loanColumns(currency: string): DataTableColumn<CustomerLoan>[] {
  return [
    { key: 'loan_number', header: 'Loan Number', text: (loan) => loan.loan_number },
    {
      key: 'principal',
      header: 'Principal',
      text: (loan) => formatMoney(loan.principal_amount, currency),
    },
    {
      key: 'status',
      header: 'Status',
      render: (loan) => (
        <Badge variant="light" tt="capitalize">
          {loan.status}
        </Badge>
      ),
    },
    { key: 'created', header: 'Created', text: (loan) => formatDate(loan.created_at) },
  ];
}
