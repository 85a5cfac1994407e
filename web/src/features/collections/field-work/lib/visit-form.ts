import {
  FIELD_WORK_MESSAGES,
  fromPaise,
  isWithinPromiseWindow,
  PAYING_VISIT_OUTCOMES,
  toPaise,
} from '@lendline/core';
import type { Translate } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import type { FieldWorkTarget } from './field-work-target';

/** Where the device was when the visit was recorded, as the browser reported it. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the device reported it. */
  accuracy: number;
}

/** The Record Visit form's values and the rules between them (the schema is core's). */
export type VisitFormValues = {
  outcome: string;
  amount: number | string;
  payment_method: string;
  note: string;
  position: DevicePosition | null;
  with_promise: boolean;
  promised_amount: number | string;
  promised_date: string;
};

export const isPaying = (outcome: string) =>
  (PAYING_VISIT_OUTCOMES as readonly string[]).includes(outcome);
const numberOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));
export const promiseWanted = (values: Pick<VisitFormValues, 'outcome' | 'with_promise'>) =>
  values.outcome === 'promised' || values.with_promise;

/** The body the form's values make: only the parts the outcome and the choices call for. */
export function visitRequestOf(values: VisitFormValues) {
  const note = values.note.trim();
  return {
    outcome: values.outcome === '' ? undefined : values.outcome,
    note: note === '' ? undefined : note,
    ...values.position,
    ...(isPaying(values.outcome) && {
      amount: numberOrUndefined(values.amount),
      payment_method: values.payment_method,
    }),
    ...(promiseWanted(values) && {
      promised_amount: numberOrUndefined(values.promised_amount),
      promised_date: values.promised_date === '' ? undefined : values.promised_date,
    }),
  };
}

/** An amount in paise; 0 for one the amount field itself refuses (too many digits). */
function paiseOrZero(amount: number): number {
  try {
    return toPaise(amount);
  } catch {
    return 0;
  }
}

/** The form's own checks: the caps on what is taken and promised, the promise's days. */
export function visitChecks(t: Translate, target: FieldWorkTarget, today: string) {
  return (values: VisitFormValues) => {
    const paying = isPaying(values.outcome);
    const paid = paying && values.amount !== '' ? Number(values.amount) : 0;
    // The payment taken at the visit lowers what is left to promise.
    const promisable = fromPaise(Math.max(0, toPaise(target.remaining) - paiseOrZero(paid)));
    const promising = promiseWanted(values);
    const promisedAmountError = (amount: number | string) => {
      if (amount === '') return t('collections.promise.amount_required');
      return Number(amount) > promisable
        ? t('collections.promise.above_remaining', { remaining: formatMoney(promisable) })
        : undefined;
    };
    return {
      amount:
        paying && paid > target.remaining
          ? t('collections.update.above_remaining', { remaining: formatMoney(target.remaining) })
          : undefined,
      promised_amount: promising ? promisedAmountError(values.promised_amount) : undefined,
      promised_date:
        promising &&
        values.promised_date !== '' &&
        !isWithinPromiseWindow(values.promised_date, today)
          ? t(FIELD_WORK_MESSAGES.promiseDateRange)
          : undefined,
    };
  };
}
