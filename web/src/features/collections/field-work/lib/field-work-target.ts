import {
  addDays,
  collectableOnEntry,
  fromPaise,
  PROMISE_DAYS_AHEAD,
  toPaise,
} from '@lendline/core';
import type { CollectionEntry } from '@lendline/core';

/** The loan a visit or a promise is recorded on: from a day's entry or from the loan's details. */
export interface FieldWorkTarget {
  loanId: string;
  loanNumber: string;
  customerName: string;
  /**
   * What the loan still lacks: the most a visit may collect and a promise may cover (on an
   * entry, outstanding − collected, as the collection dialog caps it).
   */
  remaining: number;
}

export function fieldWorkTargetOfEntry(
  entry: Pick<
    CollectionEntry,
    'loan_id' | 'loan_number' | 'customer_name' | 'outstanding_amount' | 'collected_amount'
  >,
): FieldWorkTarget {
  return {
    loanId: entry.loan_id,
    loanNumber: entry.loan_number,
    customerName: entry.customer_name,
    remaining: fromPaise(
      collectableOnEntry({
        outstandingPaise: toPaise(entry.outstanding_amount),
        collectedPaise: toPaise(entry.collected_amount),
      }),
    ),
  };
}

/** The days a promise may be for (core isWithinPromiseWindow), for the date input's bounds. */
export function promiseDateBounds(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, PROMISE_DAYS_AHEAD) };
}
