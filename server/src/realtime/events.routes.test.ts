import type { RealtimeEvent } from '@lendline/core';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { failStaleDemoDataRuns } from '../jobs/fail-stale-demo-data-runs.ts';
import {
  insertPendingRequest,
  organizationIdByName,
  userIdByEmail,
} from '../modules/approvals/approvals-test-helpers.ts';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { eventsRoutes, MAX_STREAMS_PER_SESSION } from './events.routes.ts';
import { publishEvent } from './publish-event.ts';

interface OpenStream {
  response: IncomingMessage;
  /** Everything received so far, as text. */
  text(): string;
  events(): RealtimeEvent[];
  waitFor(check: (events: RealtimeEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

let testApp: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    // A second copy with a fast heartbeat, to watch a stream notice its session ending.
    extend: (app) => {
      void app.register(eventsRoutes, { prefix: '/api/v1/fast', heartbeatMs: 50 });
      // A copy with a cap of two streams per session.
      void app.register(eventsRoutes, { prefix: '/api/v1/capped', maxStreamsPerSession: 2 });
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Closing the app ends the streams still open (it would otherwise wait for them).
  await testApp.close();
  await Promise.all(streams.map((stream) => stream.ended));
});

function openStream(cookie: string, path = '/api/v1/events'): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${path}`, { headers: { cookie } }, (response) => {
      let received = '';
      const listeners = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const listener of listeners) listener();
      });
      const ended = new Promise<void>((done) => response.on('close', done));
      const events = () =>
        received
          .split('\n\n')
          .filter((block) => block.startsWith('event: '))
          .map((block) => JSON.parse(block.split('\n')[1]!.slice('data: '.length)));
      const stream: OpenStream = {
        response,
        text: () => received,
        events,
        ended,
        close: () => outgoing.destroy(),
        waitFor: (check, timeoutMs = 3_000) =>
          new Promise((done, fail) => {
            const listener = () => {
              if (!check(events())) return;
              clearTimeout(timer);
              listeners.delete(listener);
              done();
            };
            const timer = setTimeout(() => {
              listeners.delete(listener);
              fail(new Error(`No such event in time; received: ${received}`));
            }, timeoutMs);
            listeners.add(listener);
            listener();
          }),
      };
      streams.push(stream);
      resolve(stream);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const post = (cookie: string, url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });

describe('GET /api/v1/events', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(response.statusCode).toBe(401);
  });

  it('opens an event stream with a retry delay', async () => {
    const stream = await openStream(await loginAs(testApp.app, 'manager@acme.test'));
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
    await new Promise<void>((done) => {
      const check = () => (stream.text().startsWith('retry: ') ? done() : setTimeout(check, 10));
      check();
    });
    stream.close();
  });

  it('pushes a new approval request to the scope and the approver, not to another tenant', async () => {
    const acmeNorth = await organizationIdByName(testApp.database, 'Acme North Branch');
    const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
    const adminCookie = await loginAs(testApp.app, 'admin@acme.test');
    const beaconCookie = await loginAs(testApp.app, 'admin@beacon.test');
    // The demo data's own request to block Acme North would refuse a second one (409).
    await ownerConnection(testApp.database).execute(
      sql`delete from approval_requests where entity_id = ${acmeNorth} and status = 'pending'`,
    );
    const adminStream = await openStream(adminCookie);
    const ownerStream = await openStream(await loginAs(testApp.app, 'owner@lendline.test'));
    const branchStream = await openStream(await loginAs(testApp.app, 'branch.manager@acme.test'));
    const beaconStream = await openStream(beaconCookie);

    const created = await post(adminCookie, `/organizations/${acmeNorth}/block`, {
      reason: 'Audit findings',
    });
    expect(created.statusCode).toBe(202);
    const expected = { type: 'approvals.changed', organization_id: acmeNorth };
    const hasIt = (events: RealtimeEvent[]) =>
      events.some((event) => event.type === expected.type && event.organization_id === acmeNorth);
    await adminStream.waitFor(hasIt);
    await ownerStream.waitFor(hasIt);
    await branchStream.waitFor(hasIt);
    // Only what changed travels: no user ids, no request data.
    expect(adminStream.events()).toContainEqual(expected);
    expect(adminStream.text()).not.toContain('user_ids');

    // A later Beacon change reaches the Beacon stream: by then Acme's would have too.
    const requestId = await insertPendingRequest(testApp.database, {
      organizationId: beacon,
      requestedBy: await userIdByEmail(testApp.database, 'officer@beacon.test'),
      approverId: await userIdByEmail(testApp.database, 'admin@beacon.test'),
    });
    expect((await post(beaconCookie, `/approvals/${requestId}/reject`, {})).statusCode).toBe(200);
    await beaconStream.waitFor((events) =>
      events.some((event) => event.organization_id === beacon),
    );
    expect(beaconStream.events().every((event) => event.organization_id === beacon)).toBe(true);
    expect(adminStream.events().some((event) => event.organization_id === beacon)).toBe(false);
  });

  it('holds at most five open streams per session and refuses the next with 429', async () => {
    const cookie = await loginAs(testApp.app, 'compliance@acme.test');
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_SESSION }, () => openStream(cookie)),
    );
    expect(open.every((stream) => stream.response.statusCode === 200)).toBe(true);
    const refused = await openStream(cookie);
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    // Another session of the same user has its own streams.
    const other = await openStream(await loginAs(testApp.app, 'compliance@acme.test'));
    expect(other.response.statusCode).toBe(200);
    for (const stream of [...open, other]) stream.close();
  });

  it("gives a closed stream's place to the next one", async () => {
    const cookie = await loginAs(testApp.app, 'auditor@acme.test');
    const first = await openStream(cookie, '/api/v1/capped/events');
    const second = await openStream(cookie, '/api/v1/capped/events');
    expect((await openStream(cookie, '/api/v1/capped/events')).response.statusCode).toBe(429);
    first.close();
    await first.ended;
    // The server sees the close a moment after the client does.
    let next = await openStream(cookie, '/api/v1/capped/events');
    for (let attempt = 0; next.response.statusCode !== 200 && attempt < 20; attempt += 1) {
      await new Promise((done) => setTimeout(done, 25));
      next = await openStream(cookie, '/api/v1/capped/events');
    }
    expect(next.response.statusCode).toBe(200);
    second.close();
    next.close();
  });

  it('closes the stream once its session has ended', async () => {
    const cookie = await loginAs(testApp.app, 'manager@acme.test');
    const stream = await openStream(cookie, '/api/v1/fast/events');
    await new Promise((done) => setTimeout(done, 120));
    expect(stream.text()).toContain(': heartbeat');
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(204);
    await stream.ended;
  });

  it("pushes a demo data run's progress to the platform owner, not to the organization's staff", async () => {
    const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const ownerCookie = await loginAs(testApp.app, 'owner@lendline.test');
    const ownerStream = await openStream(ownerCookie);
    // Beacon's admin has the run's organization in scope, Acme's admin does not: neither may see it.
    const beaconStream = await openStream(await loginAs(testApp.app, 'admin@beacon.test'));
    const acmeStream = await openStream(await loginAs(testApp.app, 'admin@acme.test'));
    const progressOf = (events: RealtimeEvent[]) =>
      events.filter((event) => event.type === 'demo_data.progress');

    const started = await post(ownerCookie, `/organizations/${beacon}/demo-data`, {
      customers: 10,
      months: 1,
    });
    expect(started.statusCode).toBe(202);
    const runId: string = started.json().id;
    await ownerStream.waitFor(
      (events) => progressOf(events).some((event) => event.demo_data_run?.status === 'done'),
      60_000,
    );
    const pushed = progressOf(ownerStream.events());
    expect(pushed.every((event) => event.organization_id === beacon)).toBe(true);
    const runs = pushed.map((event) => event.demo_data_run!);
    expect(runs.every((run) => run.id === runId)).toBe(true);
    expect(runs[0]).toMatchObject({ status: 'running' });
    expect(runs.at(-1)).toEqual({ id: runId, status: 'done', step: null, percent: 100 });
    const percents = runs.map((run) => run.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // The last event says what the run's row says.
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${beacon}/demo-data`,
      headers: { cookie: ownerCookie },
    });
    expect(read.json().run).toMatchObject(runs.at(-1)!);
    // The organization's staff hear that its counts changed, when the run is done.
    await beaconStream.waitFor((events) =>
      events.some((event) => event.type === 'counts.changed' && event.organization_id === beacon),
    );

    // A run the sweeper fails reaches the owner's stream too.
    const [stale] = await queryRows<{ id: string }>(
      ownerConnection(testApp.database),
      sql`insert into demo_data_runs (organization_id, requested_by, customers, months, seed,
            status, step, percent, created_at)
          select ${acme}, id, 20, 1, 79, 'running', 'loans', 10, now() - interval '1 day'
          from users where email = 'owner@lendline.test'
          returning id`,
    );
    expect(
      await failStaleDemoDataRuns(testApp.database, { now: new Date(), runningHere: [] }),
    ).toBe(1);
    await ownerStream.waitFor((events) =>
      progressOf(events).some((event) => event.demo_data_run?.id === stale!.id),
    );
    expect(progressOf(ownerStream.events()).at(-1)).toEqual({
      type: 'demo_data.progress',
      organization_id: acme,
      demo_data_run: { id: stale!.id, status: 'failed', step: 'loans', percent: 10 },
    });

    // A later change in each organization reaches its staff: by then the progress would have.
    const owner = ownerConnection(testApp.database);
    await publishEvent(owner, { type: 'counts.changed', organization_id: beacon });
    await publishEvent(owner, { type: 'counts.changed', organization_id: acme });
    for (const [stream, organizationId] of [
      [beaconStream, beacon],
      [acmeStream, acme],
    ] as const) {
      await stream.waitFor((events) =>
        events.some(
          (event) => event.type === 'counts.changed' && event.organization_id === organizationId,
        ),
      );
      expect(progressOf(stream.events())).toEqual([]);
      expect(stream.text()).not.toContain(runId);
      stream.close();
    }
    ownerStream.close();
  }, 90_000);
});
