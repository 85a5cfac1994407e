import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { CashHandoverRequestSchema } from '@lendline/core';
import type { CashHandoverRequest, CollectorCash } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRecordHandover } from '../api/record-handover';
import { cashInHandOf } from '../lib/cash-figures';
import { DialogFigure } from './cash-figures';

export interface HandoverDialogProps {
  /** The collector's figures of `date`; null while the dialog is closed. */
  cash: CollectorCash | null;
  date: string;
  onClose(): void;
}

/** Record Handover: cash a collector hands over for a day, the amount still in hand offered. */
export function HandoverDialog({ cash, date, onClose }: HandoverDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={cash !== null}
      onClose={onClose}
      title={t('collections.team.handover.title', { collector: cash?.collector_name ?? '' })}
      centered
    >
      {/* Mounted per opening: a fresh form and a fresh Idempotency-Key each time. */}
      {cash && <HandoverForm cash={cash} date={date} onDone={onClose} />}
    </Modal>
  );
}

type HandoverValues = { amount: number | string; note: string };

function HandoverForm({
  cash,
  date,
  onDone,
}: {
  cash: CollectorCash;
  date: string;
  onDone: () => void;
}) {
  const t = useT();
  const record = useRecordHandover();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const inHand = cashInHandOf(cash);
  const form = useSchemaForm<HandoverValues, CashHandoverRequest>({
    initialValues: { amount: inHand > 0 ? inHand : '', note: '' },
    schema: CashHandoverRequestSchema,
    toRequest: (values) => ({
      collector_id: cash.collector_id,
      amount: values.amount === '' ? undefined : Number(values.amount),
      note: values.note.trim() === '' ? undefined : values.note.trim(),
      date,
    }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await record.mutateAsync({ body, idempotencyKey });
      notifySuccess(answer.message, t('collections.team.handover.done_title'));
      onDone();
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          isApiError(error) ? error.message : t('collections.team.handover.failed'),
        ),
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="xs">
          <DialogFigure label={t('collections.team.cash.columns.collected')}>
            {formatMoney(cash.collected.amount)}
          </DialogFigure>
          <DialogFigure label={t('collections.team.cash.columns.handed_over')}>
            {formatMoney(cash.handed_over.amount)}
          </DialogFigure>
          <DialogFigure label={t('collections.team.cash.columns.in_hand')}>
            {formatMoney(inHand)}
          </DialogFigure>
        </SimpleGrid>
        <NumberInput
          label={t('collections.team.handover.amount')}
          description={t('collections.team.handover.amount_hint', {
            amount: formatMoney(inHand),
          })}
          withAsterisk
          min={0.01}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('amount')}
          data-autofocus
        />
        <Textarea
          label={t('collections.team.note')}
          rows={2}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={form.values.amount === ''}>
            {t('collections.team.handover.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
