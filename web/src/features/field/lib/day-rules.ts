import {
  calculatedDue,
  COLLECT_MESSAGES,
  collectableOnEntry,
  collectionPaymentStatus,
  evaluateAmountThreshold,
  FIELD_WORK_MESSAGES,
  fromPaise,
  isLoanInCollection,
  isWithinPromiseWindow,
  LOAN_MESSAGES,
  PAYMENT_MESSAGES,
  toPaise,
  type FieldRoute,
  type FieldRouteStop,
  type LoanStatus,
} from '@lendline/core';
import { formatMoney } from '@/lib/format-money';
import { FieldRefusal } from './field-refusal';

/*
 * The server's rules for a payment, a visit and a promise, applied on the phone to the day it
 * downloaded (issue 15), so the agent is refused there and then what the server would refuse
 * later: server/src/modules/collections/collect-on-entry.ts, payments/record-payment.ts,
 * collections/visits/record-visit.ts and collections/promises/record-promise.ts. Pure: the day
 * comes in, a new day goes out. Money in integer paise.
 */

type FieldRouteLoan = FieldRouteStop['loan'];

export function stopOfEntry(route: FieldRoute, entryId: string): FieldRouteStop {
  const stop = route.stops.find((candidate) => candidate.entry.id === entryId);
  if (!stop) throw new FieldRefusal({ key: COLLECT_MESSAGES.entryNotFound });
  return stop;
}

export function stopOfLoan(route: FieldRoute, loanId: string): FieldRouteStop {
  const stop = route.stops.find((candidate) => candidate.loan.id === loanId);
  if (!stop) throw new FieldRefusal({ key: LOAN_MESSAGES.notFound });
  return stop;
}

const inCollection = (loan: FieldRouteLoan) => isLoanInCollection(loan.status as LoanStatus);

function money(route: FieldRoute, paise: number): string {
  return formatMoney(fromPaise(paise), route.organization.currency);
}

function refuseAboveLoanRemaining(route: FieldRoute, loan: FieldRouteLoan, amountPaise: number) {
  const remainingPaise = toPaise(loan.remaining_amount);
  if (amountPaise > remainingPaise) {
    throw new FieldRefusal(
      { key: PAYMENT_MESSAGES.aboveRemaining, values: { remaining: money(route, remainingPaise) } },
      { field: 'amount', remainingPaise },
    );
  }
}

/**
 * Record Payment's checks: a loan being collected, at most what it still owes, and the agent's
 * own limit by their first role (above it the payment waits for a manager, above every limit it
 * is refused, naming who may record it).
 */
export function checkPayment(options: {
  route: FieldRoute;
  loan: FieldRouteLoan;
  amountPaise: number;
}): { waitsForManager: boolean } {
  const { route, loan, amountPaise } = options;
  if (!inCollection(loan)) throw new FieldRefusal({ key: PAYMENT_MESSAGES.loanNotCollectable });
  refuseAboveLoanRemaining(route, loan, amountPaise);
  const roles = route.user.roles;
  if (roles.includes('platform_super_admin')) return { waitsForManager: false };
  const threshold = evaluateAmountThreshold({
    role: roles[0],
    resource: 'payments',
    amount: fromPaise(amountPaise),
  });
  if (threshold.kind === 'above_every_threshold') {
    const names = threshold.approvers.map((role) => role.replaceAll('_', ' ')).join(', ');
    throw new FieldRefusal(
      { key: PAYMENT_MESSAGES.aboveEveryLimit, values: { roles: names } },
      { field: 'amount' },
    );
  }
  return { waitsForManager: threshold.kind === 'needs_approval' };
}

/**
 * Marking an entry collected: not a completed entry, at most what it still lacks (outstanding −
 * collected), then Record Payment's checks.
 */
export function checkCollection(options: {
  route: FieldRoute;
  stop: FieldRouteStop;
  amountPaise: number;
}): { waitsForManager: boolean } {
  const { route, stop, amountPaise } = options;
  const { entry } = stop;
  if (entry.payment_status === 'completed') {
    throw new FieldRefusal({ key: COLLECT_MESSAGES.alreadyCompleted });
  }
  const remainingPaise = collectableOnEntry({
    outstandingPaise: toPaise(entry.outstanding_amount),
    collectedPaise: toPaise(entry.collected_amount),
  });
  if (amountPaise > remainingPaise) {
    throw new FieldRefusal(
      { key: COLLECT_MESSAGES.aboveRemaining, values: { remaining: money(route, remainingPaise) } },
      { field: 'amount', remainingPaise },
    );
  }
  return checkPayment({ route, loan: stop.loan, amountPaise });
}

/** A promise's checks: a loan being collected, a day in the window, at most what is owed. */
export function checkPromise(options: {
  route: FieldRoute;
  loan: FieldRouteLoan;
  amountPaise: number;
  promisedDate: string;
}): void {
  const { route, loan, amountPaise, promisedDate } = options;
  if (!inCollection(loan)) {
    throw new FieldRefusal({ key: FIELD_WORK_MESSAGES.promiseLoanNotCollectable });
  }
  if (!isWithinPromiseWindow(promisedDate, route.collection_date)) {
    throw new FieldRefusal(
      { key: FIELD_WORK_MESSAGES.promiseDateRange },
      { field: 'promised_date' },
    );
  }
  refuseAboveLoanRemaining(route, loan, amountPaise);
}

/** A visit on a loan being collected; a paying one is a payment, then its promise if any. */
export function checkVisit(options: {
  route: FieldRoute;
  loan: FieldRouteLoan;
  amountPaise: number | null;
  promise: { amountPaise: number; promisedDate: string } | null;
}): { waitsForManager: boolean } {
  const { route, loan, amountPaise, promise } = options;
  if (!inCollection(loan)) {
    throw new FieldRefusal({ key: FIELD_WORK_MESSAGES.visitLoanNotCollectable });
  }
  const payment =
    amountPaise === null ? { waitsForManager: false } : checkPayment({ route, loan, amountPaise });
  if (promise) {
    // The server reads the loan again after the visit's payment: it owes that much less then.
    const paidPaise = amountPaise !== null && !payment.waitsForManager ? amountPaise : 0;
    const owed = {
      ...loan,
      remaining_amount: fromPaise(toPaise(loan.remaining_amount) - paidPaise),
    };
    checkPromise({ route, loan: owed, ...promise });
  }
  return payment;
}

/**
 * The day with a payment counted on its loan and on the loan's entry (a negative amount takes
 * one back), as the server counts a completed payment: the entry's collected amount (never below
 * 0; its outstanding amount grows to it), its calculated due and status by core's rules, and the
 * loan's remaining amount (never below 0).
 */
export function withPayment(
  route: FieldRoute,
  options: { loanId: string; amountPaise: number },
): FieldRoute {
  const { loanId, amountPaise } = options;
  return {
    ...route,
    stops: route.stops.map((stop) => {
      if (stop.loan.id !== loanId) return stop;
      const { entry, loan } = stop;
      const collectedPaise = Math.max(0, toPaise(entry.collected_amount) + amountPaise);
      const duePaise = toPaise(entry.due_amount);
      const outstandingPaise = Math.max(toPaise(entry.outstanding_amount), collectedPaise);
      const remainingPaise = Math.max(0, toPaise(loan.remaining_amount) - amountPaise);
      return {
        ...stop,
        entry: {
          ...entry,
          collected_amount: fromPaise(collectedPaise),
          outstanding_amount: fromPaise(outstandingPaise),
          calculated_due: fromPaise(calculatedDue(duePaise, collectedPaise)),
          payment_status: collectionPaymentStatus({
            duePaise,
            collectedPaise,
            daysOverdue: entry.days_overdue,
            // A stored status of overdue on a day not behind means the day's cut-off passed.
            missed: entry.payment_status === 'overdue',
          }),
        },
        loan: { ...loan, remaining_amount: fromPaise(remainingPaise) },
      };
    }),
  };
}
