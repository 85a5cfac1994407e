import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  COLLECTION_PAYMENT_METHODS,
  collectableOnEntry,
  CollectRequestSchema,
  fromPaise,
  toPaise,
} from '@lendline/core';
import type { CollectionEntry, CollectRequest } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCollectEntry } from '../api/collect-entry';
import { COLLECTION_METHOD_LABELS } from '@/lib/collection-labels';

export type UpdatableEntry = Pick<
  CollectionEntry,
  | 'id'
  | 'customer_name'
  | 'loan_number'
  | 'due_amount'
  | 'collected_amount'
  | 'outstanding_amount'
  | 'calculated_due'
>;

export interface CollectionUpdateDialogProps {
  entry: UpdatableEntry | null;
  onClose(): void;
}

/** The collection-update dialog (spec part 2 §2, §5, §8): marks an amount of an entry collected. */
export function CollectionUpdateDialog({ entry, onClose }: CollectionUpdateDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('collections.update.title', { loan_number: entry?.loan_number ?? '' })}
      centered
    >
      {/* Mounted per opening: a fresh form and a fresh Idempotency-Key each time. */}
      {entry && <CollectionUpdateForm entry={entry} onDone={onClose} />}
    </Modal>
  );
}

type UpdateFormValues = { amount: number | string; payment_method: string; notes: string };

/** What may still be collected on the entry: outstanding − collected (core collectableOnEntry). */
export function remainingOf(entry: UpdatableEntry): number {
  return fromPaise(
    collectableOnEntry({
      outstandingPaise: toPaise(entry.outstanding_amount),
      collectedPaise: toPaise(entry.collected_amount),
    }),
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {formatMoney(value)}
      </Text>
    </div>
  );
}

function CollectionUpdateForm({ entry, onDone }: { entry: UpdatableEntry; onDone: () => void }) {
  const t = useT();
  const collect = useCollectEntry();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const remaining = remainingOf(entry);
  const form = useSchemaForm<UpdateFormValues, CollectRequest>({
    initialValues: { amount: '', payment_method: 'cash', notes: '' },
    schema: CollectRequestSchema,
    toRequest: (values) => ({
      amount: values.amount === '' ? undefined : Number(values.amount),
      payment_method: values.payment_method,
      notes: values.notes.trim() === '' ? undefined : values.notes.trim(),
    }),
    check: (values) => ({
      amount:
        values.amount !== '' && Number(values.amount) > remaining
          ? t('collections.update.above_remaining', { remaining: formatMoney(remaining) })
          : undefined,
    }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      await collect.mutateAsync({ entryId: entry.id, body, idempotencyKey });
      notifySuccess(
        t('collections.update.done', { amount: formatMoney(body.amount) }),
        t('collections.update.done_title'),
      );
      onDone();
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          isApiError(error) ? error.message : t('collections.update.failed'),
        ),
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{entry.customer_name}</Text>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('collections.columns.due')} value={entry.due_amount} />
          <Figure label={t('collections.columns.collected')} value={entry.collected_amount} />
          <Figure label={t('collections.update.remaining')} value={remaining} />
        </SimpleGrid>
        <NumberInput
          label={t('collections.update.amount')}
          description={t('collections.update.amount_hint', { remaining: formatMoney(remaining) })}
          withAsterisk
          min={0.01}
          max={remaining}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          // The error says what is wrong; a silent clamp on leaving the field would not.
          clampBehavior="none"
          {...form.getInputProps('amount')}
          data-autofocus
        />
        <Select
          label={t('collections.update.method')}
          withAsterisk
          allowDeselect={false}
          data={COLLECTION_PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(COLLECTION_METHOD_LABELS[method]),
          }))}
          {...form.getInputProps('payment_method')}
        />
        <Textarea
          label={t('collections.update.notes')}
          rows={2}
          maxLength={1000}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            // Spec part 2 §5: submit stays disabled until an amount is entered.
            disabled={form.values.amount === ''}
          >
            {t('collections.update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
