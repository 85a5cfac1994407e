import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  addDays,
  DISBURSEMENT_METHODS,
  DisburseLoanRequestSchema,
  LOAN_MESSAGES,
  MAX_BACKDATE_DAYS,
  isWithinBackdateWindow,
} from '@lendline/core';
import type { Loan } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { organizationToday } from '@/lib/organization-today';
import { useDisburseLoan } from '../api/loan-actions';
import { DISBURSEMENT_METHOD_LABELS } from '../lib/loan-labels';

interface LoanDisburseDialogProps {
  loan: Pick<Loan, 'id' | 'loan_number' | 'customer_name' | 'disbursed_amount'> | null;
  currency: string;
  onClose: () => void;
}

/** Disburse an approved loan: how the money left, its reference, and when (up to 7 days back). */
export function LoanDisburseDialog({ loan, currency, onClose }: LoanDisburseDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={loan !== null}
      onClose={onClose}
      title={t('loans.disburse.title', { loan_number: loan?.loan_number ?? '' })}
      centered
    >
      {loan && <DisburseForm loan={loan} currency={currency} onDone={onClose} />}
    </Modal>
  );
}

function DisburseForm({
  loan,
  currency,
  onDone,
}: {
  loan: NonNullable<LoanDisburseDialogProps['loan']>;
  currency: string;
  onDone: () => void;
}) {
  const t = useT();
  const disburse = useDisburseLoan();
  const [today] = useState(() => organizationToday());
  const form = useSchemaForm({
    initialValues: { method: 'cash', reference: '', disbursement_date: today },
    schema: DisburseLoanRequestSchema,
    toRequest: (values) => ({
      method: values.method,
      reference: values.reference.trim() === '' ? undefined : values.reference.trim(),
      disbursement_date: values.disbursement_date,
    }),
    check: (values) => ({
      disbursement_date:
        values.disbursement_date !== '' && !isWithinBackdateWindow(values.disbursement_date, today)
          ? t(LOAN_MESSAGES.disbursementDate)
          : undefined,
    }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await disburse.mutateAsync({ id: loan.id, body });
      notifySuccess(answer.message);
      onDone();
    },
    { onError: (error) => notifyError(t('loans.disburse.failed'), failureReason(error)) },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('loans.disburse.description', {
            amount: formatMoney(loan.disbursed_amount, currency),
            name: loan.customer_name,
          })}
        </Text>
        <Select
          label={t('loans.disburse.method')}
          withAsterisk
          allowDeselect={false}
          data={DISBURSEMENT_METHODS.map((method) => ({
            value: method,
            label: t(DISBURSEMENT_METHOD_LABELS[method]),
          }))}
          {...form.getInputProps('method')}
        />
        <TextInput
          label={t('loans.disburse.reference')}
          maxLength={100}
          {...form.getInputProps('reference')}
        />
        <TextInput
          type="date"
          label={t('loans.disburse.date')}
          withAsterisk
          min={addDays(today, -MAX_BACKDATE_DAYS)}
          max={today}
          {...form.getInputProps('disbursement_date')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('loans.actions.disburse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
