import { DEVICE_CLOCK_HEADER } from '@lendline/core';
import type { FastifyRequest } from 'fastify';

/** The phone's clock when it sent the request (field app, issue 15); null when absent or unreadable. */
export function deviceClockOf(request: FastifyRequest): Date | null {
  const header = request.headers[DEVICE_CLOCK_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}
