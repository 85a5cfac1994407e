import { correctDeviceTime, DEVICE_CLOCK_HEADER } from '@lendline/core';
import type { FastifyRequest } from 'fastify';

/** The phone's clock when it sent the request (field app, issue 15); null when absent or unreadable. */
export function deviceClockOf(request: FastifyRequest): Date | null {
  const header = request.headers[DEVICE_CLOCK_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * When a phone took an action (field app, issue 15): its `device_time` moved by the clock offset
 * its x-device-clock header shows (core correctDeviceTime); now when it did not say.
 */
export function takenAt(
  deviceTime: string | undefined,
  deviceSentAt: Date | null,
  now: Date,
): Date {
  if (deviceTime === undefined) return now;
  return correctDeviceTime({ deviceTime: new Date(deviceTime), deviceSentAt, receivedAt: now })
    .happenedAt;
}
