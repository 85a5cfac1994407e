import { Badge } from '@mantine/core';
import type { Loan, LoanStatus, PaymentStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import {
  INSTALMENT_STATUS_LABELS,
  labelKeyOf,
  LOAN_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../lib/loan-labels';

/** Spec part 2 §4 badge colours: completed green, pending amber, failed red. */
const LOAN_STATUS_COLOR: Record<LoanStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  active: 'teal',
  overdue: 'red',
  completed: 'green',
  rejected: 'gray',
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const t = useT();
  return (
    <Badge color={LOAN_STATUS_COLOR[status]} variant="light">
      {t(LOAN_STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * How the repayments stand: on track, in arrears (days overdue), paid off, or not started
 * (a loan not yet disbursed). Read from the server's figures, never computed here.
 */
export function RepaymentStatusBadge({ loan }: { loan: Pick<Loan, 'status' | 'days_overdue'> }) {
  const t = useT();
  if (loan.status === 'completed') {
    return (
      <Badge color="green" variant="dot">
        {t('loans.repayment.paid_off')}
      </Badge>
    );
  }
  if (loan.status !== 'active' && loan.status !== 'overdue') {
    return (
      <Badge color="gray" variant="dot">
        {t('loans.repayment.not_started')}
      </Badge>
    );
  }
  if (loan.days_overdue > 0) {
    return (
      <Badge color="red" variant="dot">
        {t('loans.repayment.days_behind', { count: loan.days_overdue })}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="dot">
      {t('loans.repayment.on_track')}
    </Badge>
  );
}

const PAYMENT_STATUS_COLOR: Record<PaymentStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
};

export function PaymentStatusBadge({
  status,
  reversed,
}: {
  status: PaymentStatus;
  reversed: boolean;
}) {
  const t = useT();
  if (reversed) {
    return (
      <Badge color="gray" variant="outline">
        {t('loans.payments.reversed')}
      </Badge>
    );
  }
  return (
    <Badge color={PAYMENT_STATUS_COLOR[status]} variant="light">
      {t(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}

const INSTALMENT_COLOR: Record<keyof typeof INSTALMENT_STATUS_LABELS, string> = {
  paid: 'green',
  partial: 'yellow',
  overdue: 'red',
  due_today: 'orange',
  upcoming: 'gray',
};

export function InstalmentStatusBadge({ status }: { status: string }) {
  const t = useT();
  const key = labelKeyOf(INSTALMENT_STATUS_LABELS, status);
  const color = key ? INSTALMENT_COLOR[status as keyof typeof INSTALMENT_COLOR] : 'gray';
  return (
    <Badge color={color} variant="light">
      {key ? t(key) : status}
    </Badge>
  );
}
