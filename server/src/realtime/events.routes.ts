import { MESSAGES } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { ErrorResponseSchema } from '../http/error-response.ts';
import { isSessionLive } from '../modules/auth/session-liveness.ts';
import { hashSessionToken, SESSION_COOKIE } from '../modules/auth/session-token.ts';
import { requireAuth } from '../plugins/auth.ts';
import { EventHub, parseEventNotice, type EventStream } from './event-hub.ts';
import { EVENTS_CHANNEL } from './publish-event.ts';

/** Comments keep proxies from closing an idle stream; each one also re-checks the session. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
/** A client that reads nothing is dropped before its buffer grows without bound. */
const MAX_BUFFERED_BYTES = 1_048_576;
/**
 * Open streams one session may hold on one server instance: one per tab, and a browser opens
 * at most 6 connections to a site over HTTP/1.1, so more tabs than this starve each other
 * anyway. A stream past the cap is refused (429); the web app retries it with a growing delay,
 * and it gets a place when another tab closes.
 */
export const MAX_STREAMS_PER_SESSION = 5;
/** When a refused stream may try again. */
const REFUSED_RETRY_AFTER_SECONDS = 30;

/**
 * GET /events: Server-Sent Events (DESIGN.md "Realtime"). One LISTEN per server instance fans
 * notices out to the open streams, so a change made through any instance reaches them all.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{
  heartbeatMs?: number;
  maxStreamsPerSession?: number;
}> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxStreamsPerSession = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
  const hub = new EventHub();
  /** Open streams per session id, on this instance. */
  const streamsPerSession = new Map<string, number>();
  const closeStreams = new Set<() => void>();
  let stopListening: (() => Promise<void>) | undefined;

  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(EVENTS_CHANNEL, (payload) => {
      const notice = parseEventNotice(payload);
      if (notice) hub.dispatch(notice);
    });
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const close of [...closeStreams]) close();
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    stopListening = undefined;
  });

  app.get(
    '/events',
    {
      // Opened by the app itself, and capped per session above: no per-user limit counts it.
      config: { access: 'authenticated', rateLimit: 'exempt' },
      schema: {
        tags: ['realtime'],
        summary: 'Stream changes as Server-Sent Events',
        operationId: 'streamEvents',
        description:
          'Server-Sent Events: `approvals.changed`, `counts.changed`, `notifications.changed` ' +
          "(the signed-in user's notifications) and `demo_data.progress` (a demo data " +
          'generation moved on; platform owner only, at most a few a second per generation).',
        response: {
          200: {
            description:
              'A stream that stays open: each event is named (`event:`) and its `data:` is a ' +
              'JSON object `{ type, organization_id }`, to which `demo_data.progress` adds ' +
              '`demo_data_run: { id, status, step, percent }` (as GET ' +
              '/organizations/{id}/demo-data answers them); comment lines are heartbeats.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const openForSession = streamsPerSession.get(auth.sessionId) ?? 0;
      if (openForSession >= maxStreamsPerSession) {
        throw new AppError('RATE_LIMITED', MESSAGES.apiRateLimited, {
          headers: { 'retry-after': String(REFUSED_RETRY_AFTER_SECONDS) },
        });
      }
      streamsPerSession.set(auth.sessionId, openForSession + 1);
      const tokenHash = hashSessionToken(request.cookies[SESSION_COOKIE] ?? '');
      reply.hijack();
      const raw: ServerResponse = reply.raw;
      // Headers set so far (helmet's) would be lost by hijacking: carry them over.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);

      let closed = false;
      const write = (chunk: string) => {
        if (closed) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) return close();
        raw.write(chunk);
      };
      const stream: EventStream = {
        audience: {
          userId: auth.user.id,
          roles: auth.roles,
          organizationIds: auth.scope.organizationIds,
          allOrganizations: auth.scope.allOrganizations,
        },
        send: (event) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      };
      const removeStream = hub.add(stream);
      const heartbeat = setInterval(() => {
        isSessionLive(app.database, { tokenHash, now: app.clock(), policy: app.sessionPolicy })
          .then((live) => {
            if (live) write(': heartbeat\n\n');
            else close();
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'Event stream check failed'));
      }, heartbeatMs);
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        removeStream();
        const left = (streamsPerSession.get(auth.sessionId) ?? 1) - 1;
        if (left > 0) streamsPerSession.set(auth.sessionId, left);
        else streamsPerSession.delete(auth.sessionId);
        closeStreams.delete(close);
        raw.end();
      }
      closeStreams.add(close);
      request.raw.on('close', close);
      raw.on('error', close);
    },
  );
};
