import type { ApiRoute } from '../../plugins/auth.ts';
import { ERROR_RESPONSES, impliedErrorStatuses, isErrorStatus } from './error-responses.ts';
import { API_TAGS } from './tags.ts';
import { collectRefs, resolveRef, type OpenApiDocument } from './walk-document.ts';

/*
 * What the OpenAPI document must hold for clients generated from it, as pure functions of the
 * document and the route list, so each rule can be shown failing (document-checks.test.ts).
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** '/api/v1/customers/:id' → '/api/v1/customers/{id}', as the document writes it. */
export const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function unresolvedRefs(document: OpenApiDocument): string[] {
  const refs = new Set(collectRefs(document));
  return [...refs]
    .filter((ref) => resolveRef(document, ref) === undefined)
    .map((ref) => `unresolved $ref ${ref}`);
}

/** Each API route is in the document with a summary, a known tag, a success and its errors. */
export function operationProblems(document: OpenApiDocument, routes: ApiRoute[]): string[] {
  const problems: string[] = [];
  const operationIds = new Map<string, string>();
  for (const route of routes) {
    const label = `${route.method} ${route.url}`;
    const operation = document.paths?.[documentPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${label}: not in the document`);
      continue;
    }
    if (!operation.summary?.trim()) problems.push(`${label}: no summary`);
    if (!operation.operationId) problems.push(`${label}: no operationId`);
    else if (operationIds.has(operation.operationId)) {
      problems.push(`${label}: operationId ${operation.operationId} also names another route`);
    } else operationIds.set(operation.operationId, label);
    if (!operation.tags?.length) problems.push(`${label}: no tag`);
    for (const tag of operation.tags ?? []) {
      if (!Object.hasOwn(API_TAGS, tag)) problems.push(`${label}: tag ${tag} is not in API_TAGS`);
    }
    const statuses = Object.keys(operation.responses ?? {});
    if (!statuses.some((status) => status.startsWith('2'))) {
      problems.push(`${label}: no success response`);
    }
    for (const status of impliedErrorStatuses(route)) {
      if (!statuses.includes(String(status))) problems.push(`${label}: no ${status} response`);
    }
    for (const status of statuses.filter((code) => Number(code) >= 400)) {
      const expected = isErrorStatus(Number(status))
        ? `#/components/responses/${ERROR_RESPONSES[Number(status) as keyof typeof ERROR_RESPONSES].name}`
        : undefined;
      if (operation.responses[status]?.$ref !== expected) {
        problems.push(`${label}: ${status} is not the shared ErrorResponse`);
      }
    }
    const isPublic = route.access === 'public';
    if (isPublic !== (operation.security?.length === 0)) {
      problems.push(`${label}: security does not match its access rule`);
    }
  }
  return problems;
}

/** Operations the document has that no API route declares (a hidden or renamed route). */
export function operationsWithoutRoute(document: OpenApiDocument, routes: ApiRoute[]): string[] {
  const declared = new Set(routes.map((route) => `${route.method} ${documentPath(route.url)}`));
  const problems: string[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(pathItem).filter((key) => METHODS.includes(key))) {
      const label = `${method.toUpperCase()} ${path}`;
      if (!declared.has(label)) problems.push(`${label}: no API route declares it`);
    }
  }
  return problems;
}

export function documentProblems(document: OpenApiDocument, routes: ApiRoute[]): string[] {
  return [
    ...unresolvedRefs(document),
    ...operationProblems(document, routes),
    ...operationsWithoutRoute(document, routes),
  ];
}
