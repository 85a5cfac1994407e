import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  addDays,
  CreatePromiseRequestSchema,
  FIELD_WORK_MESSAGES,
  isWithinPromiseWindow,
} from '@lendline/core';
import type { CreatePromiseRequest } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { organizationToday } from '@/lib/organization-today';
import { useCreatePromise } from '../api/create-promise';
import { promiseDateBounds } from '../lib/field-work-target';
import type { FieldWorkTarget } from '../lib/field-work-target';

export interface PromiseDialogProps {
  /** The loan promised on; null closes the dialog. */
  target: FieldWorkTarget | null;
  onClose(): void;
}

/** Promise to Pay (issue 11): an amount of at most what the loan still owes, by a day ahead. */
export function PromiseDialog({ target, onClose }: PromiseDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('collections.promise.title', { loan_number: target?.loanNumber ?? '' })}
      centered
    >
      {/* Mounted per opening: a fresh form, and today read again. */}
      {target && <PromiseForm target={target} onDone={onClose} />}
    </Modal>
  );
}

type PromiseFormValues = { amount: number | string; promised_date: string; note: string };

function PromiseForm({ target, onDone }: { target: FieldWorkTarget; onDone: () => void }) {
  const t = useT();
  const create = useCreatePromise();
  const [today] = useState(() => organizationToday());
  const bounds = promiseDateBounds(today);
  const form = useSchemaForm<PromiseFormValues, CreatePromiseRequest>({
    initialValues: { amount: '', promised_date: addDays(today, 1), note: '' },
    schema: CreatePromiseRequestSchema,
    toRequest: (values) => ({
      amount: values.amount === '' ? undefined : Number(values.amount),
      promised_date: values.promised_date,
      note: values.note.trim() === '' ? undefined : values.note.trim(),
    }),
    check: (values) => ({
      amount:
        values.amount === ''
          ? t('collections.promise.amount_required')
          : Number(values.amount) > target.remaining
            ? t('collections.promise.above_remaining', { remaining: formatMoney(target.remaining) })
            : undefined,
      promised_date:
        values.promised_date !== '' && !isWithinPromiseWindow(values.promised_date, today)
          ? t(FIELD_WORK_MESSAGES.promiseDateRange)
          : undefined,
    }),
    messages: { promised_date: t('collections.promise.date_required') },
  });
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await create.mutateAsync({ loanId: target.loanId, body });
      notifySuccess(
        t('collections.promise.done', {
          amount: formatMoney(body.amount),
          customer: target.customerName,
          date: formatCalendarDate(body.promised_date),
        }),
        answer.message,
      );
      onDone();
    },
    { onError: (error) => notifyError(t('collections.promise.failed'), failureReason(error)) },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('collections.field_work.owes', {
            customer: target.customerName,
            remaining: formatMoney(target.remaining),
          })}
        </Text>
        <NumberInput
          label={t('collections.promise.amount')}
          description={t('collections.update.amount_hint', {
            remaining: formatMoney(target.remaining),
          })}
          withAsterisk
          min={0.01}
          max={target.remaining}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          // The error says what is wrong; a silent clamp on leaving the field would not.
          clampBehavior="none"
          {...form.getInputProps('amount')}
          data-autofocus
        />
        <TextInput
          type="date"
          label={t('collections.promise.date')}
          description={t('collections.promise.date_hint')}
          withAsterisk
          min={bounds.min}
          max={bounds.max}
          {...form.getInputProps('promised_date')}
        />
        <Textarea
          label={t('collections.promise.note')}
          rows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={target.remaining <= 0}>
            {t('collections.promise.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
