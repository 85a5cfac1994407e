import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { RejectLoanRequestSchema, ReversePaymentRequestSchema } from '@lendline/core';
import type { Loan, LoanDetail, LoanPayment, Role } from '@lendline/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate, formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useLoan } from '../api/get-loan';
import { useApproveLoan, useRejectLoan, useReversePayment } from '../api/loan-actions';
import { labelKeyOf, LOAN_PURPOSE_LABELS } from '../lib/loan-labels';
import { loanActionsFor } from '../lib/loan-permissions';
import { LoanStatusBadge, RepaymentStatusBadge } from './loan-badges';
import { LoanDisburseDialog } from './loan-disburse-dialog';
import { LoanDetailsTabs } from './loan-details-tabs';
import type { LoanCollectionsSlots, LoanDocumentsSlots } from './loan-slots';

interface LoanDetailsDialogProps extends LoanDocumentsSlots, LoanCollectionsSlots {
  /** The loan to show (its id); null closes the dialog. */
  loanId: string | null;
  roles: readonly Role[];
  currency: string;
  onClose: () => void;
  /** Opens the application to edit; absent (outside the Loans screen), Edit is not offered. */
  onEdit?: (loan: Loan) => void;
  /** Opens the payments feature's Record Payment dialog; absent, the action is not offered. */
  onRecordPayment?: (loan: Loan) => void;
}

/**
 * The loan details (spec part 2 §2 "loan details modal"): figures, schedule, payments, journal
 * and, when the documents and collections features are plugged in and the user may read them,
 * the loan's documents and its promises and visits.
 */
export function LoanDetailsDialog({ loanId, onClose, ...props }: LoanDetailsDialogProps) {
  const t = useT();
  const loan = useLoan(loanId);
  return (
    <Modal
      opened={loanId !== null}
      onClose={onClose}
      title={
        loan.data
          ? t('loans.details.title_of', {
              loan_number: loan.data.loan_number,
              name: loan.data.customer_name,
            })
          : t('loans.details.title')
      }
      size="xl"
      centered
    >
      {loan.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loans.details.loading')} />
        </Center>
      ) : loan.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {failureReason(loan.error)}
        </Alert>
      ) : (
        <LoanDetails loan={loan.data} onClose={onClose} {...props} />
      )}
    </Modal>
  );
}

type Decision = 'approve' | 'reject' | 'disburse' | null;

function LoanDetails({
  loan,
  roles,
  currency,
  onClose,
  onEdit,
  onRecordPayment,
  renderDocuments,
  renderCollections,
}: Omit<LoanDetailsDialogProps, 'loanId'> & { loan: LoanDetail }) {
  const t = useT();
  const can = loanActionsFor(roles, loan.status);
  const [decision, setDecision] = useState<Decision>(null);
  const [reversing, setReversing] = useState<LoanPayment | null>(null);
  const approve = useApproveLoan();
  const reject = useRejectLoan();
  const reverse = useReversePayment();
  const purpose = labelKeyOf(LOAN_PURPOSE_LABELS, loan.purpose);
  const money = (amount: number) => formatMoney(amount, currency);
  const failed = (title: string) => (error: unknown) => notifyError(title, failureReason(error));

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={t('loans.details.summary')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t('loans.columns.status')}>
            <LoanStatusBadge status={loan.status} />
          </Figure>
          <Figure label={t('loans.columns.repayment_status')}>
            <RepaymentStatusBadge loan={loan} />
          </Figure>
          <Figure label={t('loans.columns.amount_borrowed')}>{money(loan.principal_amount)}</Figure>
          <Figure label={t('loans.details.disbursed_amount')}>
            {money(loan.disbursed_amount)}
          </Figure>
          <Figure label={t('loans.details.total_repayable')}>{money(loan.total_repayable)}</Figure>
          <Figure label={t('loans.columns.remaining')}>{money(loan.remaining_amount)}</Figure>
          <Figure label={t('loans.details.daily_instalment')}>
            {money(loan.daily_repayment_amount)}
          </Figure>
          <Figure label={t('loans.details.arrears')}>{money(loan.arrears_amount)}</Figure>
          <Figure label={t('loans.columns.days_overdue')}>{formatNumber(loan.days_overdue)}</Figure>
          <Figure label={t('loans.details.terms')}>
            {t('loans.details.terms_value', {
              rate: loan.daily_interest_rate,
              days: loan.max_repayment_days,
              upfront: loan.upfront_interest,
            })}
          </Figure>
          <Figure label={t('loans.details.due_date')}>{formatCalendarDate(loan.due_date)}</Figure>
          <Figure label={t('loans.details.disbursement_date')}>
            {formatCalendarDate(loan.disbursement_date)}
          </Figure>
          <Figure label={t('loans.application.purpose')}>{purpose ? t(purpose) : '—'}</Figure>
          <Figure label={t('loans.columns.created')}>{formatDate(loan.created_at)}</Figure>
        </SimpleGrid>
        {loan.notes && (
          <Text size="sm" mt="sm">
            {loan.notes}
          </Text>
        )}
      </Paper>

      <LoanDetailsTabs
        loan={loan}
        roles={roles}
        currency={currency}
        onReverse={can.reversePayment ? setReversing : undefined}
        renderDocuments={renderDocuments}
        renderCollections={renderCollections}
      />

      <Group justify="flex-end" gap="sm">
        {can.approve && (
          <Button color="teal" onClick={() => setDecision('approve')}>
            {t('loans.actions.approve')}
          </Button>
        )}
        {can.reject && (
          <Button color="red" variant="light" onClick={() => setDecision('reject')}>
            {t('loans.actions.reject')}
          </Button>
        )}
        {can.disburse && (
          <Button onClick={() => setDecision('disburse')}>{t('loans.actions.disburse')}</Button>
        )}
        {can.recordPayment && onRecordPayment && (
          <Button onClick={() => onRecordPayment(loan)}>{t('loans.actions.record_payment')}</Button>
        )}
        {can.edit && onEdit && (
          <Button variant="light" onClick={() => onEdit(loan)}>
            {t('common.edit')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>

      <ReasonDialog
        opened={decision === 'approve'}
        title={t('loans.approve.title', { loan_number: loan.loan_number })}
        description={t('loans.approve.description', {
          amount: money(loan.principal_amount),
          name: loan.customer_name,
        })}
        label={t('loans.approve.note')}
        confirmLabel={t('loans.actions.approve')}
        loading={approve.isPending}
        onSubmit={async (note) => {
          const answer = await approve.mutateAsync({ id: loan.id, note });
          notifySuccess(answer.message);
          setDecision(null);
        }}
        onError={failed(t('loans.approve.failed'))}
        onClose={() => setDecision(null)}
      />
      <ReasonDialog
        opened={decision === 'reject'}
        title={t('loans.reject.title', { loan_number: loan.loan_number })}
        description={t('loans.reject.description')}
        required
        destructive
        schema={RejectLoanRequestSchema}
        confirmLabel={t('loans.actions.reject')}
        loading={reject.isPending}
        onSubmit={async (reason) => {
          const answer = await reject.mutateAsync({ id: loan.id, reason: reason ?? '' });
          notifySuccess(answer.message);
          setDecision(null);
        }}
        onError={failed(t('loans.reject.failed'))}
        onClose={() => setDecision(null)}
      />
      <ReasonDialog
        opened={reversing !== null}
        title={t('loans.reverse.title')}
        description={
          reversing &&
          t('loans.reverse.description', {
            amount: money(reversing.amount),
            date: formatCalendarDate(reversing.payment_date),
          })
        }
        required
        destructive
        schema={ReversePaymentRequestSchema}
        confirmLabel={t('loans.payments.reverse')}
        loading={reverse.isPending}
        onSubmit={async (reason) => {
          if (!reversing) return;
          const answer = await reverse.mutateAsync({ id: reversing.id, reason: reason ?? '' });
          notifySuccess(answer.message);
          setReversing(null);
        }}
        onError={failed(t('loans.reverse.failed'))}
        onClose={() => setReversing(null)}
      />
      <LoanDisburseDialog
        loan={decision === 'disburse' ? loan : null}
        currency={currency}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
