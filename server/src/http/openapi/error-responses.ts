import type { RouteRateLimit } from '../../modules/security/route-rate-limit.ts';
import type { RouteAccess } from '../../plugins/auth.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses the API answers, each a shared response in the document. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'The request is malformed or fails validation: `details.fieldErrors` lists the messages per field.',
  },
  401: { name: 'Unauthorized', description: 'Not signed in, or the session has ended.' },
  403: {
    name: 'Forbidden',
    description:
      "The signed-in role lacks the permission, the account can't act, or a cross-site request was refused.",
  },
  404: {
    name: 'NotFound',
    description:
      "Nothing with this id or token in the caller's scope (another organization's ids included).",
  },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with what is stored (a duplicate, a request already pending).',
  },
  413: { name: 'PayloadTooLarge', description: 'A file is larger than its limit.' },
  415: { name: 'UnsupportedMediaType', description: 'The body or a file is of a refused type.' },
  422: { name: 'UnprocessableEntity', description: 'A business rule refuses the request.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: try again after `Retry-After` seconds.',
  },
  500: {
    name: 'InternalError',
    description: 'An unexpected error; nothing about it is disclosed.',
  },
  502: { name: 'BadGateway', description: 'A service Lendline depends on did not answer.' },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

export function isErrorStatus(status: number): status is ErrorStatus {
  return Object.hasOwn(ERROR_RESPONSES, status);
}

export interface RouteShape {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  rateLimit?: RouteRateLimit;
  schema?: { body?: unknown; querystring?: unknown };
}

/**
 * The errors any route can answer by the rules that apply to it all, whatever its handler
 * does: validation (400), the session (401), the permission and the cross-site check (403), an
 * id in the path (404), the per-user request limits of a signed-in caller unless the route is
 * exempt (429), the error handler (500). A route declares its own 409, 422 and so on.
 */
export function impliedErrorStatuses(route: RouteShape): ErrorStatus[] {
  const { access, schema } = route;
  const hasPathParam = route.url.includes('/:');
  const statuses: ErrorStatus[] = [];
  if (schema?.body || schema?.querystring || hasPathParam) statuses.push(400);
  if (access !== 'public') statuses.push(401);
  if (typeof access === 'object' || UNSAFE_METHODS.has(route.method)) statuses.push(403);
  if (hasPathParam) statuses.push(404);
  if (access !== 'public' && route.rateLimit !== 'exempt') statuses.push(429);
  statuses.push(500);
  return statuses;
}
