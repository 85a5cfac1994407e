import {
  Alert,
  Button,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addDays,
  COLLECTION_PAYMENT_METHODS,
  VISIT_OUTCOMES,
  type CollectionPaymentMethod,
  type FieldRouteStop,
  type VisitOutcome,
} from '@lendline/core';
import { useState, type FormEvent } from 'react';
import { COLLECTION_METHOD_LABELS } from '@/lib/collection-labels';
import { VISIT_OUTCOME_LABELS } from '@/lib/field-work-labels';
import { useT, type Translate } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { organizationToday } from '@/lib/organization-today';
import type { FieldApp } from '../hooks/use-field-app';
import type { FieldAction } from '../lib/field-actions';
import { isFieldRefusal, type FieldRefusal } from '../lib/field-refusal';

type Tab = 'collect' | 'visit' | 'promise';

/** Outcomes a visit records without taking money: money is taken with Collect (and a receipt). */
const VISIT_ONLY_OUTCOMES = VISIT_OUTCOMES.filter(
  (outcome) => outcome !== 'paid' && outcome !== 'partial',
);

/** What a refusal says, and each field's message, in the reader's language. */
function refusalText(t: Translate, error: unknown) {
  if (!isFieldRefusal(error)) return { message: error instanceof Error ? error.message : '' };
  const refusal: FieldRefusal = error;
  const fields = Object.fromEntries(
    Object.entries(refusal.fieldErrors).map(([field, message]) => [
      field,
      t(message.key, message.values),
    ]),
  );
  return { message: t(refusal.key, refusal.values), fields };
}

interface Failure {
  message: string;
  fields?: Record<string, string>;
}

/**
 * One-tap actions on a customer card (issue 15): collect (amount, method), visit (outcome, note,
 * a promise with it) and promise (amount, day). Each is recorded on the phone at once, by the
 * server's rules, and sent when the network allows.
 */
export function StopActions({
  stop,
  app,
  onCollected,
  onRecorded,
}: {
  stop: FieldRouteStop;
  app: FieldApp;
  onCollected(action: FieldAction): void;
  onRecorded(message: string): void;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('collect');
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        data={[
          { value: 'collect', label: t('collections.field.collect') },
          { value: 'visit', label: t('collections.field.visit') },
          { value: 'promise', label: t('collections.field.promise') },
        ]}
      />
      {tab === 'collect' && <CollectForm stop={stop} app={app} onDone={onCollected} />}
      {tab === 'visit' && <VisitForm stop={stop} app={app} onDone={onRecorded} />}
      {tab === 'promise' && <PromiseForm stop={stop} app={app} onDone={onRecorded} />}
    </Stack>
  );
}

function useSubmit<Result>(run: () => Promise<Result>, onDone: (result: Result) => void) {
  const t = useT();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onDone(await run());
    } catch (error) {
      setFailure(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, submit };
}

/** The refusal, unless a field on the form shows it already. */
function FailureAlert({ failure, shown }: { failure: Failure | null; shown: readonly string[] }) {
  const t = useT();
  if (!failure || shown.some((field) => failure.fields?.[field] !== undefined)) return null;
  return (
    <Alert color="red" title={t('collections.field.not_recorded')} role="alert">
      {failure.message}
    </Alert>
  );
}

function CollectForm({
  stop,
  app,
  onDone,
}: {
  stop: FieldRouteStop;
  app: FieldApp;
  onDone(action: FieldAction): void;
}) {
  const t = useT();
  const lacking = Math.max(0, stop.entry.outstanding_amount - stop.entry.collected_amount);
  const [amount, setAmount] = useState<number | string>(stop.entry.calculated_due || '');
  const [method, setMethod] = useState<CollectionPaymentMethod>('cash');
  const [notes, setNotes] = useState('');
  const { failure, busy, submit } = useSubmit(
    () =>
      app.collect({
        entryId: stop.entry.id,
        body: {
          amount: amount === '' ? Number.NaN : Number(amount),
          payment_method: method,
          ...(notes.trim() && { notes: notes.trim() }),
        },
      }),
    onDone,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={t('collections.update.amount')}
          description={t('collections.update.amount_hint', { remaining: formatMoney(lacking) })}
          withAsterisk
          min={0.01}
          step={1}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          error={failure?.fields?.amount}
        />
        <Select
          label={t('collections.update.method')}
          data={COLLECTION_PAYMENT_METHODS.map((value) => ({
            value,
            label: t(COLLECTION_METHOD_LABELS[value]),
          }))}
          value={method}
          onChange={(value) => value && setMethod(value as CollectionPaymentMethod)}
          allowDeselect={false}
        />
        <Textarea
          label={t('collections.update.notes')}
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <FailureAlert failure={failure} shown={['amount']} />
        <Button type="submit" size="md" loading={busy} disabled={lacking <= 0}>
          {t('collections.field.collect_submit')}
        </Button>
      </Stack>
    </form>
  );
}

function VisitForm({
  stop,
  app,
  onDone,
}: {
  stop: FieldRouteStop;
  app: FieldApp;
  onDone(message: string): void;
}) {
  const t = useT();
  const [outcome, setOutcome] = useState<VisitOutcome | null>(null);
  const [note, setNote] = useState('');
  const [promisedAmount, setPromisedAmount] = useState<number | string>('');
  const [promisedDate, setPromisedDate] = useState('');
  const withPromise = outcome === 'promised' || promisedAmount !== '' || promisedDate !== '';
  const { failure, busy, submit } = useSubmit(
    () =>
      app.visit({
        loanId: stop.loan.id,
        body: {
          outcome: outcome ?? ('' as VisitOutcome),
          ...(note.trim() && { note: note.trim() }),
          ...(withPromise && {
            promised_amount: promisedAmount === '' ? undefined : Number(promisedAmount),
            promised_date: promisedDate === '' ? undefined : promisedDate,
          }),
        },
      }),
    () => onDone(t('collections.field.visit_recorded')),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('collections.visit.outcome')}
          placeholder={t('collections.visit.outcome_placeholder')}
          withAsterisk
          data={VISIT_ONLY_OUTCOMES.map((value) => ({
            value,
            label: t(VISIT_OUTCOME_LABELS[value]),
          }))}
          value={outcome}
          onChange={(value) => setOutcome(value as VisitOutcome | null)}
          error={failure?.fields?.outcome}
        />
        <Textarea
          label={t('collections.visit.note')}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <PromiseFields
          amount={promisedAmount}
          date={promisedDate}
          onAmount={setPromisedAmount}
          onDate={setPromisedDate}
          errors={{
            amount: failure?.fields?.promised_amount,
            date: failure?.fields?.promised_date,
          }}
        />
        <FailureAlert failure={failure} shown={['outcome', 'promised_amount', 'promised_date']} />
        <Button type="submit" size="md" loading={busy}>
          {t('collections.visit.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function PromiseForm({
  stop,
  app,
  onDone,
}: {
  stop: FieldRouteStop;
  app: FieldApp;
  onDone(message: string): void;
}) {
  const t = useT();
  const [amount, setAmount] = useState<number | string>('');
  const [date, setDate] = useState(() => addDays(organizationToday(), 1));
  const { failure, busy, submit } = useSubmit(
    () =>
      app.promise({
        loanId: stop.loan.id,
        body: { amount: amount === '' ? Number.NaN : Number(amount), promised_date: date },
      }),
    () => onDone(t('collections.field.promise_recorded')),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PromiseFields
          amount={amount}
          date={date}
          onAmount={setAmount}
          onDate={setDate}
          required
          errors={{ amount: failure?.fields?.amount, date: failure?.fields?.promised_date }}
        />
        <FailureAlert failure={failure} shown={['amount', 'promised_date']} />
        <Button type="submit" size="md" loading={busy}>
          {t('collections.promise.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function PromiseFields(props: {
  amount: number | string;
  date: string;
  onAmount(value: number | string): void;
  onDate(value: string): void;
  required?: boolean;
  errors: { amount?: string; date?: string };
}) {
  const t = useT();
  return (
    <>
      <NumberInput
        label={t('collections.promise.amount')}
        withAsterisk={props.required}
        min={0.01}
        decimalScale={2}
        allowNegative={false}
        clampBehavior="none"
        inputMode="decimal"
        value={props.amount}
        onChange={props.onAmount}
        error={props.errors.amount}
      />
      <TextInput
        type="date"
        label={t('collections.promise.date')}
        withAsterisk={props.required}
        value={props.date}
        onChange={(event) => props.onDate(event.currentTarget.value)}
        error={props.errors.date}
      />
    </>
  );
}
