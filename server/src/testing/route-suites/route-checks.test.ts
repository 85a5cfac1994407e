/**
 * Each rule of the route-generated suites, shown failing once on a made-up violation: a check
 * that cannot fail would let routes.generated.test.ts pass for nothing.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../plugins/auth.ts';
import {
  forbiddenFailure,
  foreignOrganizationFailure,
  listFailures,
  rolesRefused,
  rowsAdded,
  uncoveredOrganizationFieldRoutes,
} from './route-checks.ts';
import { fieldsOf, organizationFieldsOf } from './schema-fields.ts';

const ACME = '11111111-1111-4111-8111-111111111111';
const BEACON = '22222222-2222-4222-8222-222222222222';

function route(overrides: Partial<ApiRoute>): ApiRoute {
  return {
    method: 'GET',
    url: '/api/v1/things',
    access: 'authenticated',
    hasBody: false,
    schema: {},
    ...overrides,
  };
}

describe('rolesRefused and forbiddenFailure', () => {
  const deleteCustomer = route({
    method: 'DELETE',
    url: '/api/v1/customers/:id',
    access: { resource: 'customers', action: 'delete' },
  });

  it('expects a 403 from every role the matrix refuses, legacy roles included', () => {
    const refused = rolesRefused(deleteCustomer, ['organization_admin', 'manager', 'viewer']);
    expect(refused).toEqual(['manager', 'viewer']);
    expect(rolesRefused(route({ access: 'authenticated' }), ['viewer'])).toEqual([]);
  });

  it('reports a 404 or 400 where the access check should have answered 403', () => {
    expect(forbiddenFailure(deleteCustomer, 'viewer', 404)).toBe(
      'DELETE /api/v1/customers/:id as viewer → 404, not 403',
    );
    expect(forbiddenFailure(deleteCustomer, 'viewer', 400)).toBeDefined();
    expect(forbiddenFailure(deleteCustomer, 'viewer', 403)).toBeUndefined();
  });
});

describe('foreignOrganizationFailure', () => {
  const outcome = { body: '{}', foreignIds: [ACME], rowsAdded: [] };

  it('accepts a refusal, or a success that names no foreign organization', () => {
    for (const statusCode of [400, 403, 404, 422]) {
      expect(foreignOrganizationFailure({ ...outcome, statusCode })).toBeUndefined();
    }
    const ignored = JSON.stringify({ data: [{ organization_id: BEACON }] });
    expect(foreignOrganizationFailure({ ...outcome, statusCode: 200, body: ignored })).toBe(
      undefined,
    );
  });

  it('reports a created row that belongs to the other tenant', () => {
    const honoured = JSON.stringify({ customer: { id: BEACON, organization_id: ACME } });
    expect(foreignOrganizationFailure({ ...outcome, statusCode: 201, body: honoured })).toBe(
      "answered 201 with the other tenant's organization id",
    );
  });

  it('reports a row written into the other tenant even when the answer hides it', () => {
    expect(
      foreignOrganizationFailure({
        ...outcome,
        statusCode: 201,
        rowsAdded: ['customers.organization_id +1'],
      }),
    ).toBe('wrote into the other tenant: customers.organization_id +1');
  });

  it('reports an answer that granted the organization, for routes answering 200 either way', () => {
    expect(
      foreignOrganizationFailure({ ...outcome, statusCode: 200, honouredByAnswer: true }),
    ).toBe("answered 200 as if the organization were the caller's");
  });

  it('reports a server error', () => {
    expect(foreignOrganizationFailure({ ...outcome, statusCode: 500 })).toBe('answered 500');
  });
});

describe('rowsAdded', () => {
  it('names the tables that gained rows', () => {
    const before = { 'customers.organization_id': 3, 'audit_logs.organization_id': 9 };
    const after = {
      'customers.organization_id': 4,
      'audit_logs.organization_id': 9,
      'new_table.organization_id': 1,
    };
    expect(rowsAdded(before, after)).toEqual([
      'customers.organization_id +1',
      'new_table.organization_id +1',
    ]);
  });
});

describe('listFailures', () => {
  const answer = { scope: [BEACON], organizationKeys: ['organization_id'], foreignMarkers: [] };
  const body = (rows: object[]) => JSON.stringify({ data: rows, total: rows.length });

  it('accepts rows of the caller’s organizations', () => {
    expect(listFailures({ ...answer, body: body([{ id: 'a', organization_id: BEACON }]) })).toEqual(
      [],
    );
  });

  it('reports a row of another organization', () => {
    const rows = [
      { id: 'a', organization_id: BEACON },
      { id: 'b', organization_id: ACME },
    ];
    expect(listFailures({ ...answer, body: body(rows) })).toEqual([`row b belongs to ${ACME}`]);
  });

  it('reports rows that carry no organization, so a new list cannot go unchecked', () => {
    expect(listFailures({ ...answer, body: body([{ id: 'a', name: 'x' }]) })).toEqual([
      'rows carry no organization_id: name the field that does (ROW_ORGANIZATION_KEYS)',
    ]);
  });

  it('takes a row as in scope when any of its named fields is', () => {
    const child = { id: ACME, parent_organization_id: BEACON };
    const keys = ['id', 'parent_organization_id'];
    expect(listFailures({ ...answer, organizationKeys: keys, body: body([child]) })).toEqual([]);
  });

  it('reports another tenant’s marker anywhere, in summaries and CSV too', () => {
    const csv = 'created_at,user_email\n2026-01-01,admin@acme.test\n';
    expect(listFailures({ ...answer, body: csv, foreignMarkers: [ACME, '@acme.test'] })).toEqual([
      'mentions "@acme.test"',
    ]);
  });
});

describe('organization fields of a route', () => {
  it('reads the fields of zod objects, refined objects, unions and JSON schemas', () => {
    expect(fieldsOf(z.object({ a: z.string(), b: z.number().optional() }))).toEqual(['a', 'b']);
    const refined = z.object({ organization_id: z.uuid().optional() }).refine(() => true);
    expect(organizationFieldsOf(refined)).toEqual(['organization_id']);
    const union = z.union([z.object({ a: z.string() }), z.object({ organizationId: z.uuid() })]);
    expect(organizationFieldsOf(union)).toEqual(['organizationId']);
    const jsonSchema = { type: 'object', properties: { parent_organization_id: {} } };
    expect(organizationFieldsOf(jsonSchema)).toEqual(['parent_organization_id']);
    expect(organizationFieldsOf(undefined)).toEqual([]);
  });

  it('finds organization fields nested in objects, optional ones included', () => {
    const check = z.object({
      resource: z.string(),
      context: z.object({ organizationId: z.uuid().optional() }).optional(),
    });
    expect(fieldsOf(check)).toEqual(['resource', 'context', 'context.organizationId']);
    expect(organizationFieldsOf(check)).toEqual(['context.organizationId']);
  });

  it('reports a route with an organization in its body and no written case', () => {
    const create = route({
      method: 'POST',
      url: '/api/v1/loans',
      hasBody: true,
      schema: { body: z.object({ amount: z.number(), organization_id: z.uuid() }) },
    });
    const list = route({ schema: { querystring: z.object({ organization_id: z.uuid() }) } });
    const plain = route({ method: 'POST', schema: { body: z.object({ amount: z.number() }) } });
    expect(uncoveredOrganizationFieldRoutes([create, list, plain], {})).toEqual([
      'POST /api/v1/loans',
    ]);
    expect(uncoveredOrganizationFieldRoutes([create], { 'POST /api/v1/loans': {} })).toEqual([]);
  });

  it('reports a route with an id in its path and an organization in its query string', () => {
    const nested = route({
      url: '/api/v1/loans/:id/payments',
      schema: { querystring: z.object({ organization_id: z.uuid() }) },
    });
    expect(uncoveredOrganizationFieldRoutes([nested], {})).toEqual([
      'GET /api/v1/loans/:id/payments',
    ]);
  });

  it('reports a list with an organization nested in its query string', () => {
    const filter = z.object({ filter: z.object({ organization_id: z.uuid() }) });
    const list = route({ schema: { querystring: filter } });
    expect(uncoveredOrganizationFieldRoutes([list], {})).toEqual(['GET /api/v1/things']);
  });
});
