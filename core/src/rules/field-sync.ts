import type { MessageKey } from '../i18n/catalogs.ts';

/*
 * The field app's rules about actions recorded on a phone and synced later (issue 15), the same
 * on the phone and on the server.
 */

/** A collection synced this long after it was taken is flagged for managers ('Synced late'). */
export const FIELD_LATE_SYNC_MINUTES = 30;

/** A device clock this far from the server's is flagged ('Device clock off'). */
export const FIELD_CLOCK_TOLERANCE_MINUTES = 5;

/**
 * The header a phone sends with each synced action: its own clock at the moment of sending (ISO
 * 8601). It is not part of the body, so a retry of the same action (same Idempotency-Key, same
 * body) still replays. The server takes the difference to its own clock as the device's clock
 * offset and corrects the action's `device_time` by it.
 */
export const DEVICE_CLOCK_HEADER = 'x-device-clock';

/**
 * A receipt number from a receipt book: B and the book's number (unique across the platform), a
 * hyphen and the receipt's number within the book (from 1, at least three digits). A receipt
 * number the server gives a payment itself is R- and a sequence number.
 */
export const RECEIPT_BOOK_NUMBER_PATTERN = /^B(\d{1,15})-(\d{3,6})$/;

export function receiptBookPrefix(bookId: string): string {
  return `B${bookId}`;
}

export function receiptNumberOf(bookPrefix: string, number: number): string {
  return `${bookPrefix}-${String(number).padStart(3, '0')}`;
}

/** The book a receipt number is from, or null when it is not a receipt book's number. */
export function receiptBookOf(receiptNumber: string): string | null {
  const match = RECEIPT_BOOK_NUMBER_PATTERN.exec(receiptNumber);
  return match && Number(match[2]) > 0 ? match[1]! : null;
}

export const FIELD_APP_MESSAGES = {
  notACollector: 'messages.field.not_a_collector',
  collectorUnavailable: 'messages.field.collector_unavailable',
  receiptSms: 'messages.field.receipt_sms',
  receiptNumberInvalid: 'messages.field.receipt_number_invalid',
  receiptNumberNotYours: 'messages.field.receipt_number_not_yours',
  receiptNumberUsed: 'messages.field.receipt_number_used',
} as const satisfies Record<string, MessageKey>;

const MINUTE_MS = 60_000;

export interface DeviceTiming {
  /** When the phone recorded the action, by its clock. */
  deviceTime: Date;
  /** When the phone sent it, by its clock (the DEVICE_CLOCK_HEADER); null when not sent. */
  deviceSentAt: Date | null;
  /** When the server received it, by the server's clock. */
  receivedAt: Date;
}

export interface CorrectedTiming {
  /** When the action happened by the server's clock: the device time moved by the clock offset. */
  happenedAt: Date;
  /** Server clock − device clock, in whole seconds (0 when the phone did not say). */
  clockOffsetSeconds: number;
  clockOff: boolean;
  syncedLate: boolean;
}

/**
 * When an action recorded on a phone happened, by the server's clock, and whether it is flagged.
 * The offset is measured at sending (server's receipt − the phone's clock then), so a phone whose
 * clock is a day wrong still gets the hour right; the delay between recording and sending is
 * measured on the phone's clock alone, which the offset does not touch. Never later than the
 * server received it.
 */
export function correctDeviceTime(timing: DeviceTiming): CorrectedTiming {
  const offsetMs =
    timing.deviceSentAt === null ? 0 : timing.receivedAt.getTime() - timing.deviceSentAt.getTime();
  const clockOffsetSeconds = Math.round(offsetMs / 1000);
  const happenedMs = Math.min(
    timing.deviceTime.getTime() + clockOffsetSeconds * 1000,
    timing.receivedAt.getTime(),
  );
  return {
    happenedAt: new Date(happenedMs),
    clockOffsetSeconds,
    clockOff: Math.abs(offsetMs) > FIELD_CLOCK_TOLERANCE_MINUTES * MINUTE_MS,
    syncedLate: timing.receivedAt.getTime() - happenedMs > FIELD_LATE_SYNC_MINUTES * MINUTE_MS,
  };
}
