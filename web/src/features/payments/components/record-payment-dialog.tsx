import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addDays,
  MAX_BACKDATE_DAYS,
  isWithinBackdateWindow,
  PAYMENT_MESSAGES,
  RECORD_PAYMENT_METHODS,
  RecordPaymentRequestSchema,
} from '@lendline/core';
import type { Loan, MessageKey, RecordPaymentRequest } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { organizationToday } from '@/lib/organization-today';
import { useRecordPayment } from '../api/record-payment';

type RecordPaymentMethod = (typeof RECORD_PAYMENT_METHODS)[number];

const METHOD_LABELS = {
  cash: 'payments.method.cash',
  upi: 'payments.method.upi',
  bank_transfer: 'payments.method.bank_transfer',
  cheque: 'payments.method.cheque',
} as const satisfies Record<RecordPaymentMethod, MessageKey>;

export interface RecordPaymentDialogProps {
  loan: Pick<
    Loan,
    'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'organization_id'
  > | null;
  opened: boolean;
  onClose(): void;
}

/** The Record Payment dialog (spec part 2 §2, §5 "Payment amount", §8): for one loan. */
export function RecordPaymentDialog({ loan, opened, onClose }: RecordPaymentDialogProps) {
  const t = useT();
  const shown = opened && loan !== null;
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={t('payments.record.title', { loan_number: loan?.loan_number ?? '' })}
      centered
    >
      {/* Mounted per opening: a fresh form and a fresh Idempotency-Key each time. */}
      {shown && <RecordPaymentForm loan={loan} onDone={onClose} />}
    </Modal>
  );
}

type PaymentFormValues = {
  amount: number | string;
  payment_method: string;
  payment_date: string;
  reference: string;
  notes: string;
};

const textOf = (value: string) => (value.trim() === '' ? undefined : value.trim());

function RecordPaymentForm({
  loan,
  onDone,
}: {
  loan: NonNullable<RecordPaymentDialogProps['loan']>;
  onDone: () => void;
}) {
  const t = useT();
  const record = useRecordPayment();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [today] = useState(() => organizationToday());
  const form = useSchemaForm<PaymentFormValues, RecordPaymentRequest>({
    initialValues: {
      amount: '',
      payment_method: 'cash',
      payment_date: today,
      reference: '',
      notes: '',
    },
    schema: RecordPaymentRequestSchema,
    toRequest: (values) => ({
      amount: values.amount === '' ? undefined : Number(values.amount),
      payment_method: values.payment_method,
      payment_date: values.payment_date,
      reference: textOf(values.reference),
      notes: textOf(values.notes),
    }),
    check: (values) => ({
      amount:
        values.amount !== '' && Number(values.amount) > loan.remaining_amount
          ? t(PAYMENT_MESSAGES.aboveRemaining, {
              remaining: formatMoney(loan.remaining_amount),
            })
          : undefined,
      payment_date:
        values.payment_date !== '' && !isWithinBackdateWindow(values.payment_date, today)
          ? t(PAYMENT_MESSAGES.paymentDate)
          : undefined,
    }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await record.mutateAsync({ loanId: loan.id, body, idempotencyKey });
      notifySuccess(answer.message);
      onDone();
    },
    {
      onError: (error) => notifyError(t('payments.record.failed'), failureReason(error)),
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('payments.record.description', {
            name: loan.customer_name,
            remaining: formatMoney(loan.remaining_amount),
          })}
        </Text>
        <NumberInput
          label={t('payments.record.amount')}
          withAsterisk
          min={0.01}
          max={loan.remaining_amount}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          // The error says what is wrong; a silent clamp on leaving the field would not.
          clampBehavior="none"
          {...form.getInputProps('amount')}
          data-autofocus
        />
        <Select
          label={t('payments.record.method')}
          withAsterisk
          allowDeselect={false}
          data={RECORD_PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(METHOD_LABELS[method]),
          }))}
          {...form.getInputProps('payment_method')}
        />
        <TextInput
          type="date"
          label={t('payments.record.date')}
          withAsterisk
          min={addDays(today, -MAX_BACKDATE_DAYS)}
          max={today}
          {...form.getInputProps('payment_date')}
        />
        <TextInput
          label={t('payments.record.reference')}
          maxLength={100}
          {...form.getInputProps('reference')}
        />
        <Textarea
          label={t('payments.record.notes')}
          rows={2}
          maxLength={1000}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('payments.record.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
