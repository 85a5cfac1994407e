import { describe, expect, it } from 'vitest';
import {
  correctDeviceTime,
  FIELD_CLOCK_TOLERANCE_MINUTES,
  FIELD_LATE_SYNC_MINUTES,
  receiptBookOf,
  receiptBookPrefix,
  receiptNumberOf,
} from './field-sync.ts';

const MINUTE = 60_000;
const received = new Date('2026-11-27T10:00:00.000Z');
const at = (minutes: number) => new Date(received.getTime() + minutes * MINUTE);

describe('correctDeviceTime', () => {
  it('takes the phone’s time as it is when its clock agrees with the server’s', () => {
    expect(
      correctDeviceTime({ deviceTime: at(-10), deviceSentAt: at(0), receivedAt: received }),
    ).toEqual({ happenedAt: at(-10), clockOffsetSeconds: 0, clockOff: false, syncedLate: false });
  });

  it('moves the time by the clock’s offset: a phone a day ahead still gets the hour right', () => {
    const day = 24 * 60;
    const timing = correctDeviceTime({
      deviceTime: at(day - 20),
      deviceSentAt: at(day),
      receivedAt: received,
    });
    expect(timing).toEqual({
      happenedAt: at(-20),
      clockOffsetSeconds: -86_400,
      clockOff: true,
      syncedLate: false,
    });
  });

  it('flags a collection synced more than the late-sync minutes after it was taken', () => {
    const late = (minutes: number) =>
      correctDeviceTime({ deviceTime: at(3 - minutes), deviceSentAt: at(3), receivedAt: received })
        .syncedLate;
    expect(late(FIELD_LATE_SYNC_MINUTES - 1)).toBe(false);
    expect(late(FIELD_LATE_SYNC_MINUTES + 1)).toBe(true);
  });

  it('flags a clock off by more than the tolerance, not one within it', () => {
    const off = (minutes: number) =>
      correctDeviceTime({
        deviceTime: at(minutes),
        deviceSentAt: at(minutes),
        receivedAt: received,
      }).clockOff;
    expect(off(FIELD_CLOCK_TOLERANCE_MINUTES - 1)).toBe(false);
    expect(off(-(FIELD_CLOCK_TOLERANCE_MINUTES + 1))).toBe(true);
  });

  it('never places the collection after the server received it', () => {
    const timing = correctDeviceTime({
      deviceTime: at(30),
      deviceSentAt: null,
      receivedAt: received,
    });
    expect(timing.happenedAt).toEqual(received);
    expect(timing.clockOffsetSeconds).toBe(0);
  });
});

describe('receipt numbers', () => {
  it('numbers a book’s receipts from its prefix and reads the book back', () => {
    const prefix = receiptBookPrefix('42');
    expect(receiptNumberOf(prefix, 7)).toBe('B42-007');
    expect(receiptNumberOf(prefix, 1234)).toBe('B42-1234');
    expect(receiptBookOf('B42-007')).toBe('42');
  });

  it('reads no book from a server receipt, a receipt 0 or anything else', () => {
    for (const other of ['R-12', 'B42-000', 'B42-7', 'B-001', 'b42-001', 'B42-001 ']) {
      expect(receiptBookOf(other)).toBeNull();
    }
  });
});
