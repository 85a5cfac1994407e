import type { Role } from '@lendline/core';
import { passesAccess, type ApiRoute } from '../../plugins/auth.ts';
import { organizationFieldsOf } from './schema-fields.ts';

/*
 * The rules the route-generated suites apply, as pure functions of a route and an answer, so each
 * can be shown failing on a made-up violation (route-checks.test.ts).
 */

export const label = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
export const hasPathParam = (route: Pick<ApiRoute, 'url'>) => route.url.includes('/:');

/** The roles the matrix refuses this route; 'public' and 'authenticated' routes refuse none. */
export function rolesRefused(route: ApiRoute, roles: readonly Role[]): Role[] {
  const access = route.access;
  if (typeof access === 'string') return [];
  return roles.filter((role) => !passesAccess({ roles: [role] }, access));
}

/** A role the matrix refuses must get 403 — not 404 or 400, so the access check ran first. */
export function forbiddenFailure(route: ApiRoute, role: Role, statusCode: number) {
  return statusCode === 403 ? undefined : `${label(route)} as ${role} → ${statusCode}, not 403`;
}

/** Body and query string fields naming an organization, e.g. { body: ['organization_id'] }. */
export function organizationFieldsOfRoute(route: ApiRoute) {
  return {
    body: organizationFieldsOf(route.schema.body),
    querystring: organizationFieldsOf(route.schema.querystring),
  };
}

export function takesOrganizationField(route: ApiRoute): boolean {
  const fields = organizationFieldsOfRoute(route);
  return fields.body.length > 0 || fields.querystring.length > 0;
}

/**
 * Routes taking an organization field that the suite cannot call on its own: a GET without path
 * parameters is called with the field in its query string; anything else needs a written case.
 */
export function uncoveredOrganizationFieldRoutes(
  routes: readonly ApiRoute[],
  cases: Readonly<Record<string, unknown>>,
): string[] {
  return routes
    .filter(takesOrganizationField)
    .filter((route) => !(label(route) in cases))
    .filter((route) => {
      const fields = organizationFieldsOfRoute(route);
      const nestedInQuery = fields.querystring.some((path) => path.includes('.'));
      return (
        route.method !== 'GET' || hasPathParam(route) || fields.body.length > 0 || nestedInQuery
      );
    })
    .map(label);
}

const REFUSED = [400, 403, 404, 422];

export interface ForeignOrganizationOutcome {
  statusCode: number;
  body: string;
  /** The other tenant's organization ids: an answer carrying one has honoured the request. */
  foreignIds: readonly string[];
  /** Rows the other tenant's organizations gained during the call (see `rowsAdded`). */
  rowsAdded: readonly string[];
  /** For routes answering 200 either way: whether the answer took the organization as granted. */
  honouredByAnswer?: boolean;
}

/**
 * A foreign organization id in a body or query string is refused (400/403/404/422) or ignored
 * (2xx whose answer names no foreign organization), and never writes a row into that tenant.
 */
export function foreignOrganizationFailure(outcome: ForeignOrganizationOutcome) {
  const problems: string[] = [];
  if (outcome.rowsAdded.length > 0) {
    problems.push(`wrote into the other tenant: ${outcome.rowsAdded.join(', ')}`);
  }
  const refused = REFUSED.includes(outcome.statusCode);
  const succeeded = outcome.statusCode >= 200 && outcome.statusCode < 300;
  if (!refused && !succeeded) problems.push(`answered ${outcome.statusCode}`);
  if (succeeded && outcome.honouredByAnswer) {
    problems.push(`answered ${outcome.statusCode} as if the organization were the caller's`);
  }
  if (succeeded && outcome.foreignIds.some((id) => outcome.body.includes(id))) {
    problems.push(`answered ${outcome.statusCode} with the other tenant's organization id`);
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/** ['customers.organization_id +1', …]: what grew between two row counts. */
export function rowsAdded(before: Record<string, number>, after: Record<string, number>) {
  return Object.entries(after)
    .filter(([key, count]) => count > (before[key] ?? 0))
    .map(([key, count]) => `${key} +${count - (before[key] ?? 0)}`);
}

export interface ListAnswer {
  body: string;
  /** The caller's organizations (the session's organization_ids). */
  scope: readonly string[];
  /**
   * The row fields naming the row's organization (['organization_id'] unless the route says);
   * a row is in scope when any of them is.
   */
  organizationKeys: readonly string[];
  /** Ids, names and e-mail domains of other tenants: none may appear anywhere in the answer. */
  foreignMarkers: readonly string[];
}

function rowsOf(body: string): Record<string, unknown>[] | undefined {
  try {
    const parsed = JSON.parse(body) as { data?: unknown };
    return Array.isArray(parsed?.data) ? (parsed.data as Record<string, unknown>[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A `{ data: [...] }` answer, or undefined for anything else (a summary, a CSV, a session). */
export const listRows = rowsOf;

/**
 * What a list (or any other answer without an id in its path) shows of other tenants: a foreign
 * marker anywhere in it, a row outside the caller's scope, or rows that carry no organization.
 */
export function listFailures(answer: ListAnswer): string[] {
  const problems = answer.foreignMarkers
    .filter((marker) => answer.body.includes(marker))
    .map((marker) => `mentions "${marker}"`);
  for (const row of rowsOf(answer.body) ?? []) {
    const named = answer.organizationKeys.filter((key) => key in row);
    if (named.length === 0) {
      problems.push(
        `rows carry no ${answer.organizationKeys.join(' or ')}: name the field that does (ROW_ORGANIZATION_KEYS)`,
      );
      break;
    }
    const organizations = named.map((key) => row[key]);
    if (!organizations.some((id) => typeof id === 'string' && answer.scope.includes(id))) {
      problems.push(
        `row ${String(row.id ?? '')} belongs to ${organizations.map(String).join(' / ')}`,
      );
    }
  }
  return problems;
}
