/**
 * Suites generated from the route list (DESIGN.md "Tests"): every API route answers 401 without
 * a session (unless public), refuses another organization's id in its path without leaking it,
 * and answers malformed bodies with 400. A new route whose path parameter this file does not
 * know fails here until its isolation case is added.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from './plugins/auth.ts';
import { queryRows } from './db/query-rows.ts';
import { organizationIdByName, userIdByEmail } from './testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from './testing/test-app.ts';
import { ownerConnection } from './db/system.ts';

let testApp: TestApp;
let routes: ApiRoute[];
const cookies: Record<string, string> = {};
/** An Acme entity per path prefix: what the Beacon admin must never reach. */
const acmeEntity: Record<string, string> = {};
const ACME_MARKER = 'Acme';

beforeAll(async () => {
  testApp = await buildTestApp();
  routes = testApp.app.apiRoutes;
  const db = ownerConnection(testApp.database);
  for (const email of ['admin@beacon.test', 'owner@lendline.test']) {
    cookies[email] = await loginAs(testApp.app, email);
  }
  const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
  const officer = await userIdByEmail(testApp.database, 'officer@acme.test');
  const first = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(db, query))[0]?.id;
  const [customer] = await queryRows<{ id: string }>(
    db,
    sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
        values (${acme}, 'CUST-ISOLATION', 'Acme', 'Customer', '+919800000123') returning id`,
  );
  const [document] = await queryRows<{ id: string }>(
    db,
    sql`insert into documents (organization_id, entity_type, entity_id, document_type, file_name,
          content_type, size_bytes, sha256, storage_key, uploaded_by)
        values (${acme}, 'customer', ${customer!.id}, 'identity_proof', 'Acme-id.pdf',
          'application/pdf', 10, ${'0'.repeat(64)}, 'isolation-test-key', ${officer})
        returning id`,
  );
  Object.assign(acmeEntity, {
    organizations: acme,
    users: officer,
    collectors: await first(
      sql`select id from debt_collectors where organization_id = ${acme} limit 1`,
    ),
    approvals: await first(
      sql`select id from approval_requests where organization_id = ${acme} limit 1`,
    ),
    'audit-logs': await first(
      sql`select id from audit_logs where organization_id = ${acme} limit 1`,
    ),
    customers: customer!.id,
    documents: document!.id,
  });
  for (const [prefix, id] of Object.entries(acmeEntity)) {
    if (!id) throw new Error(`The demo data has no Acme ${prefix} to test isolation with`);
  }
});
afterAll(() => testApp.close());

/** '/api/v1/customers/:id/documents' → 'customers'. */
const prefixOf = (url: string) => url.replace('/api/v1/', '').split('/')[0]!;
const hasIdParam = (url: string) => url.includes('/:id');
const isPublic = (route: ApiRoute) => route.access === 'public';
const label = (route: ApiRoute) => `${route.method} ${route.url}`;

/** A body each route accepts, so isolation is proven past validation; default: reason + note. */
const VALID_BODIES: Record<string, object> = {
  'PATCH /api/v1/users/:id': { first_name: 'Changed' },
  'POST /api/v1/users/:id/status': { status: 'suspended', reason: 'isolation check' },
  'PUT /api/v1/users/:id/role': { role: 'field_agent' },
  'PATCH /api/v1/collectors/:id': { name: 'Changed' },
  'PATCH /api/v1/customers/:id': { first_name: 'Changed' },
};
const validBodyFor = (route: ApiRoute) =>
  VALID_BODIES[label(route)] ?? { reason: 'isolation check', note: 'isolation check' };

const send = (route: ApiRoute, options: { url?: string; cookie?: string; payload?: unknown }) =>
  testApp.app.inject({
    method: route.method as 'GET',
    url: options.url ?? route.url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });

describe('the route list', () => {
  it('has the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('knows an isolation case for every path parameter', () => {
    const unknown = routes
      .filter((route) => hasIdParam(route.url) && !(prefixOf(route.url) in acmeEntity))
      .map(label);
    expect(unknown).toEqual([]);
    const otherParams = routes
      .filter((route) => /:(?!id\b)\w+/.test(route.url) && !isPublic(route))
      .map(label);
    expect(otherParams).toEqual([]);
  });
});

describe('every non-public route without a session', () => {
  it('answers 401', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => !isPublic(candidate))) {
      const url = route.url.replace(':id', acmeEntity[prefixOf(route.url)] ?? 'x');
      const response = await send(route, { url, payload: route.hasBody ? {} : undefined });
      if (response.statusCode !== 401) failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every route with an id in its path, called by another tenant', () => {
  it('answers 403 or 404 and never shows the other tenant’s data', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => hasIdParam(candidate.url))) {
      const url = route.url.replace(':id', acmeEntity[prefixOf(route.url)]!);
      const response = await send(route, {
        url,
        cookie: cookies['admin@beacon.test'],
        payload: route.hasBody ? validBodyFor(route) : undefined,
      });
      const leaked = response.body.includes(ACME_MARKER);
      if (![403, 404].includes(response.statusCode) || leaked) {
        failures.push(
          `${label(route)} → ${response.statusCode}${leaked ? ' (leaked Acme data)' : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every route that takes a body', () => {
  it('answers a malformed body with 400, never 500', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.hasBody)) {
      const url = route.url.replace(':id', acmeEntity[prefixOf(route.url)] ?? 'x');
      const response = await send(route, {
        url,
        cookie: isPublic(route) ? undefined : cookies['owner@lendline.test'],
        payload: [{ unexpected: '<script>alert(1)</script>' }],
      });
      if (response.statusCode !== 400) failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
