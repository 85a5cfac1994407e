import {
  Button,
  Checkbox,
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
  addDays,
  CreateVisitRequestSchema,
  RECORD_PAYMENT_METHODS,
  VISIT_OUTCOMES,
} from '@lendline/core';
import type { CreateVisitRequest, CreateVisitResponse } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatDistance } from '@/lib/format-distance';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { organizationToday } from '@/lib/organization-today';
import { useRecordVisit } from '../api/record-visit';
import { VISIT_OUTCOME_LABELS, VISIT_PAYMENT_METHOD_LABELS } from '@/lib/field-work-labels';
import type { FieldWorkTarget } from '../lib/field-work-target';
import { isPaying, promiseWanted, visitChecks, visitRequestOf } from '../lib/visit-form';
import type { VisitFormValues } from '../lib/visit-form';
import { VisitLocationField } from './visit-location-field';
import { VisitPromiseFields } from './visit-promise-fields';

export interface RecordVisitDialogProps {
  /** The loan visited; null closes the dialog. */
  target: FieldWorkTarget | null;
  /** Offers the paid and partial outcomes, which record a payment (payments:create). */
  canTakePayment: boolean;
  onClose(): void;
}

/**
 * Record Visit (issue 11 "Field visits"): the outcome, a note, the device's position when asked
 * for, the amount taken on a paid or partial visit and a promise made at it (required when the
 * outcome is 'promised').
 */
export function RecordVisitDialog({ target, canTakePayment, onClose }: RecordVisitDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('collections.visit.title', { loan_number: target?.loanNumber ?? '' })}
      centered
    >
      {/* Mounted per opening: a fresh form, position and Idempotency-Key each time. */}
      {target && <VisitForm target={target} canTakePayment={canTakePayment} onDone={onClose} />}
    </Modal>
  );
}

/** The toast of a recorded visit: the server's words, and a warning when it was far away. */
function announceVisit(t: Translate, answer: CreateVisitResponse) {
  const { visit } = answer;
  if (visit.is_far && visit.distance_metres !== null) {
    notifyWarning(
      answer.message,
      t('collections.visit.far_notice', { distance: formatDistance(visit.distance_metres) }),
    );
    return;
  }
  notifySuccess(answer.message);
}

function VisitForm({
  target,
  canTakePayment,
  onDone,
}: {
  target: FieldWorkTarget;
  canTakePayment: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const record = useRecordVisit();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [today] = useState(() => organizationToday());
  const form = useSchemaForm<VisitFormValues, CreateVisitRequest>({
    initialValues: {
      outcome: '',
      amount: '',
      payment_method: 'cash',
      note: '',
      position: null,
      with_promise: false,
      promised_amount: '',
      promised_date: addDays(today, 1),
    },
    schema: CreateVisitRequestSchema,
    toRequest: visitRequestOf,
    check: visitChecks(t, target, today),
    messages: {
      outcome: t('collections.visit.choose_outcome'),
      promised_date: t('collections.promise.date_required'),
    },
  });
  const submit = form.handleSubmit(
    async (request) => {
      // The schema defaults the method; a visit that takes no money sends none.
      const { payment_method: _method, ...withoutMethod } = request;
      const body = request.amount === undefined ? withoutMethod : request;
      const answer = await record.mutateAsync({ loanId: target.loanId, body, idempotencyKey });
      announceVisit(t, answer);
      onDone();
    },
    { onError: (error) => notifyError(t('collections.visit.failed'), failureReason(error)) },
  );
  // Paid and partial take money: offered to who may record a payment, while the loan owes some.
  const outcomes = VISIT_OUTCOMES.filter(
    (outcome) => !isPaying(outcome) || (canTakePayment && target.remaining > 0),
  );
  const { values } = form;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('collections.field_work.owes', {
            customer: target.customerName,
            remaining: formatMoney(target.remaining),
          })}
        </Text>
        <Select
          label={t('collections.visit.outcome')}
          placeholder={t('collections.visit.outcome_placeholder')}
          withAsterisk
          allowDeselect={false}
          data={outcomes.map((outcome) => ({
            value: outcome,
            label: t(VISIT_OUTCOME_LABELS[outcome]),
          }))}
          {...form.getInputProps('outcome')}
          data-autofocus
        />
        {isPaying(values.outcome) && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('collections.update.amount')}
              description={t('collections.update.amount_hint', {
                remaining: formatMoney(target.remaining),
              })}
              withAsterisk
              min={0.01}
              max={target.remaining}
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('amount')}
            />
            <Select
              label={t('collections.update.method')}
              withAsterisk
              allowDeselect={false}
              data={RECORD_PAYMENT_METHODS.map((method) => ({
                value: method,
                label: t(VISIT_PAYMENT_METHOD_LABELS[method]),
              }))}
              {...form.getInputProps('payment_method')}
            />
          </SimpleGrid>
        )}
        <Textarea
          label={t('collections.visit.note')}
          rows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
        <VisitLocationField
          value={values.position}
          onChange={(position) => form.setFieldValue('position', position)}
        />
        {values.outcome !== 'promised' && (
          <Checkbox
            label={t('collections.visit.add_promise')}
            {...form.getInputProps('with_promise', { type: 'checkbox' })}
          />
        )}
        {promiseWanted(values) && <VisitPromiseFields form={form} today={today} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('collections.visit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
