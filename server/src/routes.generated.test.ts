/**
 * Suites generated from the route list (DESIGN.md "Tests"): every API route answers 401 without
 * a session (unless public) and 403 to every role the matrix refuses it, refuses another
 * organization's id in its path without leaking it, answers 404 for an id no row has and 400
 * for one that is not an id, refuses or ignores another organization's id in its body or query
 * string, answers malformed bodies with 400, and every list shows each tenant only its own rows.
 * A new route that needs a case this file cannot derive fails here until the case is added
 * (testing/route-suites/cases.ts).
 */
import { lastPageOf, ROLES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from './plugins/auth.ts';
import { ownerConnection } from './db/system.ts';
import {
  DEFAULT_BODY,
  KEYED_ROUTES,
  NOT_CALLED_AS_LISTS,
  ORGANIZATION_FIELD_CASES,
  ROW_ORGANIZATION_KEYS,
  VALID_BODIES,
  type RequestParts,
} from './testing/route-suites/cases.ts';
import { countRowsOf, exportsFinished } from './testing/route-suites/fixtures.ts';
import { fieldsOf } from './testing/route-suites/schema-fields.ts';
import {
  forbiddenFailure,
  foreignOrganizationFailure,
  hasPathParam,
  label,
  listFailures,
  listRows,
  organizationFieldsOfRoute,
  rolesRefused,
  rowsAdded,
  takesOrganizationField,
  uncoveredOrganizationFieldRoutes,
} from './testing/route-suites/route-checks.ts';
import {
  DEMO_CALLERS,
  setUpRouteSuite,
  type ForeignOrganizationCaller,
  type RouteSuite,
} from './testing/route-suites/suite-app.ts';

let suite: RouteSuite;
let routes: ApiRoute[];
const ACME_MARKER = 'Acme';
/** An id no row has: the 403 suite proves the refusal comes before any lookup. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  suite = await setUpRouteSuite();
  routes = suite.routes;
}, 120_000);
afterAll(() => suite.testApp.close());

/** '/api/v1/customers/:id/documents' → 'customers'. */
const prefixOf = (url: string) => url.replace('/api/v1/', '').split('/')[0]!;
const hasIdParam = (url: string) => url.includes('/:id');
const isPublic = (route: ApiRoute) => route.access === 'public';
const validBodyFor = (route: ApiRoute) => VALID_BODIES[label(route)] ?? DEFAULT_BODY;
const send: RouteSuite['send'] = (route, options) => suite.send(route, options);

describe('the route list', () => {
  it('has the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('knows an isolation case for every path parameter', () => {
    const unknown = routes
      .filter((route) => hasIdParam(route.url) && !(prefixOf(route.url) in suite.acmeEntity))
      .map(label);
    expect(unknown).toEqual([]);
    const otherParams = routes
      .filter((route) => /:(?!id\b)\w+/.test(route.url) && !isPublic(route))
      .filter((route) => !(label(route) in KEYED_ROUTES && !/:(?!key\b)\w+/.test(route.url)))
      .map(label);
    expect(otherParams).toEqual([]);
  });

  it('knows a foreign-organization case for every route taking an organization field', () => {
    expect(uncoveredOrganizationFieldRoutes(routes, ORGANIZATION_FIELD_CASES)).toEqual([]);
    const staleCases = Object.keys(ORGANIZATION_FIELD_CASES).filter(
      (name) => !routes.some((route) => label(route) === name && takesOrganizationField(route)),
    );
    expect(staleCases).toEqual([]);
  });
});

describe('every non-public route without a session', () => {
  it('answers 401', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => !isPublic(candidate))) {
      const url = route.url.replace(':id', suite.acmeEntity[prefixOf(route.url)] ?? 'x');
      const response = await send(route, { url, payload: route.hasBody ? {} : undefined });
      if (response.statusCode !== 401) failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every route guarded by a permission, called by each role the matrix refuses it', () => {
  it('answers 403 before looking at the path or the body', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const role of rolesRefused(route, ROLES)) {
        const response = await send(route, {
          url: route.url.replace(':id', NO_SUCH_ID),
          cookie: suite.cookies[suite.roleEmails[role]],
          payload: route.hasBody ? {} : undefined,
        });
        calls += 1;
        const failure = forbiddenFailure(route, role, response.statusCode);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    // The roles without a matrix row hold nothing, so each was refused every guarded route.
    const guarded = routes.filter((route) => typeof route.access !== 'string');
    const rowless = [
      'super_admin',
      'admin',
      'debt_collector',
      'collector',
      'follow_up_agent',
      'viewer',
    ] as const;
    for (const role of rowless) {
      expect(guarded.filter((route) => rolesRefused(route, [role]).length === 0)).toEqual([]);
    }
    expect(calls).toBeGreaterThanOrEqual(guarded.length * 6);
    // About 1,200 calls, one after another, growing with every route: 20 s was reached on a
    // loaded 2-core machine (issue 14's routes).
  }, 120_000);
});

/** Ids, names and e-mail domains of the tenants other than the caller's. */
function foreignMarkersFor(email: string): string[] {
  const platform = suite.organization.platform;
  return email.endsWith('@beacon.test')
    ? [suite.organization.acme, suite.organization.acmeNorth, platform, 'Acme', '@acme.test']
    : [suite.organization.beacon, platform, 'Beacon', '@beacon.test'];
}

describe('every list and summary, called by each tenant', () => {
  it('shows only rows of the caller’s organizations and nothing of another tenant', async () => {
    const callers = [
      ...ROLES.filter((role) => role !== 'platform_super_admin').map(
        (role) => suite.roleEmails[role],
      ),
      ...DEMO_CALLERS.filter((email) => email !== 'owner@lendline.test'),
    ];
    const lists = [
      ...routes.filter(
        (route) =>
          route.method === 'GET' && !hasPathParam(route) && !(label(route) in NOT_CALLED_AS_LISTS),
      ),
      // Each key of a keyed route (a report) is a list of its own.
      ...routes
        .filter((route) => route.method === 'GET' && label(route) in KEYED_ROUTES)
        .flatMap((route) =>
          KEYED_ROUTES[label(route)]!.map((key) => ({
            ...route,
            url: route.url.replace(':key', key),
          })),
        ),
    ];
    const failures: string[] = [];
    const seenWithRows = new Set<string>();
    const seenAsList = new Set<string>();
    for (const email of callers) {
      const cookie = suite.cookies[email]!;
      const scope = (await suite.session(cookie)).organization_ids;
      for (const route of lists) {
        const response = await send(route, { cookie });
        if (response.statusCode === 403) continue; // the 403 suite covers refused roles
        if (response.statusCode !== 200) {
          failures.push(`${label(route)} as ${email} → ${response.statusCode}`);
          continue;
        }
        const rows = listRows(response.body);
        if (rows) seenAsList.add(label(route));
        if (rows && rows.length > 0) seenWithRows.add(label(route));
        const problems = listFailures({
          body: response.body,
          scope,
          organizationKeys: ROW_ORGANIZATION_KEYS[label(route)] ?? ['organization_id'],
          foreignMarkers: foreignMarkersFor(email),
        });
        failures.push(...problems.map((problem) => `${label(route)} as ${email}: ${problem}`));
      }
    }
    expect(failures).toEqual([]);
    // A list checked only while empty proves nothing: each must have shown rows to someone.
    expect([...seenAsList].filter((name) => !seenWithRows.has(name))).toEqual([]);
    expect(seenAsList.size).toBeGreaterThan(5);
  }, 120_000); // every list for every caller in turn: 21 s at full load, past the 20 s default
});

describe('every route with an id in its path, called by another tenant', () => {
  it('answers 403 or 404 and never shows the other tenant’s data', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => hasIdParam(candidate.url))) {
      const url = route.url.replace(':id', suite.acmeEntity[prefixOf(route.url)]!);
      const response = await send(route, {
        url,
        cookie: suite.cookies['admin@beacon.test'],
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

describe('every route with an id in its path, called by a user who may use it', () => {
  it('answers 404 for an id no row has, and 400 for one that is not an id', async () => {
    const failures: string[] = [];
    const owner = suite.cookies['owner@lendline.test'];
    for (const route of routes.filter((candidate) => hasIdParam(candidate.url))) {
      const payload = route.hasBody ? validBodyFor(route) : undefined;
      const missing = await send(route, {
        url: route.url.replace(':id', NO_SUCH_ID),
        cookie: owner,
        payload,
      });
      if (missing.statusCode !== 404)
        failures.push(`${label(route)} (no such id) → ${missing.statusCode}`);
      const malformed = await send(route, {
        url: route.url.replace(':id', 'not-an-id'),
        cookie: owner,
        payload,
      });
      if (malformed.statusCode !== 400) {
        failures.push(`${label(route)} (malformed id) → ${malformed.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

let serial = 0;

/** The route's written case, or its organization fields in the query string. */
function organizationFieldRequest(
  route: ApiRoute,
  caller: ForeignOrganizationCaller,
  organizationId: string,
): RequestParts {
  serial += 1;
  const written = ORGANIZATION_FIELD_CASES[label(route)];
  if (written) return written({ organizationId, own: caller.own, serial, email: caller.email });
  const fields = organizationFieldsOfRoute(route).querystring;
  return { query: Object.fromEntries(fields.map((field) => [field, organizationId])) };
}

function sendParts(route: ApiRoute, parts: RequestParts, cookie: string) {
  const path = route.url.replace(':id', parts.id ?? 'x').replace(':key', parts.key ?? 'x');
  const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  return send(route, { url: `${path}${query}`, cookie, payload: parts.body });
}

describe('every route taking an organization id in its body or query string', () => {
  it('refuses or ignores an organization outside the caller’s scope and writes nothing there', async () => {
    const failures: string[] = [];
    const checked = routes.filter(takesOrganizationField);
    for (const caller of suite.foreignOrganizationCallers) {
      const cookie = suite.cookies[caller.email]!;
      const { roles } = await suite.session(cookie);
      for (const route of checked) {
        // The same request for the caller's own organization must pass: the refusal below is
        // then about the organization, not about a body the route would refuse anyway.
        const ownRequest = organizationFieldRequest(route, caller, caller.own.organizations);
        const own = await sendParts(route, ownRequest, cookie);
        const refused =
          rolesRefused(route, roles).length === roles.length ||
          (ownRequest.refusedTo?.(roles) ?? false);
        const ownGranted = own.statusCode < 300 && (ownRequest.honoured?.(own.json()) ?? true);
        if (refused ? own.statusCode !== 403 : !ownGranted) {
          failures.push(
            `${label(route)} as ${caller.email} for its own organization → ${own.statusCode}`,
          );
        }
        // An export asked for above finishes in the background, in its own organization, which
        // is another caller's foreign one: counted meanwhile, it would read as this call's write.
        await exportsFinished(suite.testApp.database);
        const before = await countRowsOf(suite.testApp.database, caller.foreign);
        const foreignRequest = organizationFieldRequest(route, caller, caller.foreign[0]!);
        const foreign = await sendParts(route, foreignRequest, cookie);
        const failure = foreignOrganizationFailure({
          statusCode: foreign.statusCode,
          body: foreign.body,
          foreignIds: caller.foreign,
          rowsAdded: rowsAdded(before, await countRowsOf(suite.testApp.database, caller.foreign)),
          honouredByAnswer: foreign.statusCode < 300 && foreignRequest.honoured?.(foreign.json()),
        });
        if (failure) failures.push(`${label(route)} as ${caller.email}: ${failure}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(Object.keys(ORGANIZATION_FIELD_CASES).length);
  });

  it('notices a row written into the other tenant, as the check above relies on', async () => {
    const acmeTree = [suite.organization.acme, suite.organization.acmeNorth];
    const before = await countRowsOf(suite.testApp.database, acmeTree);
    expect(before['customers.organization_id']).toBeGreaterThan(0);
    await ownerConnection(suite.testApp.database).execute(
      sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
          values (${suite.organization.acmeNorth}, 'CUST-COUNTED', 'Counted', 'Row', '+919800000124')`,
    );
    const after = await countRowsOf(suite.testApp.database, acmeTree);
    // The customer and its search row (customer_search, migration 0015).
    expect(rowsAdded(before, after)).toEqual([
      'customer_search.organization_id +1',
      'customers.organization_id +1',
    ]);
  });
});

describe('every route that takes a body', () => {
  it('answers a malformed body with 400, never 500', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.hasBody)) {
      const url = route.url.replace(':id', suite.acmeEntity[prefixOf(route.url)] ?? 'x');
      const response = await send(route, {
        url,
        cookie: isPublic(route) ? undefined : suite.cookies['owner@lendline.test'],
        payload: [{ unexpected: '<script>alert(1)</script>' }],
      });
      if (response.statusCode !== 400) failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every paged list, asked for a page past its end', () => {
  it('answers the last page and names it (spec part 1 §5: the page number is clamped)', async () => {
    const paged = routes.filter(
      (route) =>
        route.method === 'GET' &&
        !(label(route) in NOT_CALLED_AS_LISTS) &&
        fieldsOf(route.schema.querystring).includes('page'),
    );
    const failures: string[] = [];
    for (const route of paged) {
      const path = route.url
        .replace(':id', suite.acmeEntity[prefixOf(route.url)] ?? 'x')
        .replace(':key', KEYED_ROUTES[label(route)]?.[0] ?? 'x');
      const response = await send(route, {
        url: `${path}?page=99999999999`,
        cookie: suite.cookies['owner@lendline.test'],
      });
      const body = response.json() as {
        data: unknown[];
        page: number;
        page_size: number;
        total: number;
      };
      const lastPage = lastPageOf(body.total, body.page_size);
      if (
        response.statusCode !== 200 ||
        body.page !== lastPage ||
        (body.total > 0 && body.data.length === 0)
      ) {
        failures.push(
          `${label(route)} → ${response.statusCode}, page ${body.page} of ${lastPage}, ${body.data?.length} rows of ${body.total}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(paged.length).toBeGreaterThanOrEqual(7);
  });
});
