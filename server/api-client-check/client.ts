/**
 * A small API client written only against the types openapi-typescript generates from the
 * OpenAPI document (`npm run api:check` generates them into generated/ and type-checks this
 * file): it signs in, lists customers and reads one. If the document stops matching what a
 * client needs, this stops compiling; src/http/openapi/api-client.test.ts runs it against the server.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/lendline-api.ts';

type ErrorResponse = components['schemas']['ErrorResponse'];
type Customer = components['schemas']['Customer'];

export interface CustomerReading {
  signedInAs: string;
  customersInScope: number;
  customer: {
    id: Customer['id'];
    name: string;
    status: 'active' | 'inactive' | 'archived';
    loans: number;
    outstanding: number;
  } | null;
}

export class ApiCallError extends Error {
  constructor(call: string, status: number, body: ErrorResponse) {
    super(`${call}: ${status} ${body.error.code} ${body.error.message}`);
  }
}

/** The session cookie from sign-in's Set-Cookie, as a Cookie header (a browser does this itself). */
function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('lendline_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

export async function readFirstCustomer(options: {
  baseUrl: string;
  email: string;
  password: string;
}): Promise<CustomerReading> {
  const client: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl });

  const signIn = await client.POST('/api/v1/auth/sign-in', {
    body: { email: options.email, password: options.password },
  });
  if (signIn.error) throw new ApiCallError('sign in', signIn.response.status, signIn.error);
  // An account with MFA answers the code step's token instead (POST /auth/mfa/verify).
  if ('mfa_required' in signIn.data) {
    throw new Error('sign in: this account has MFA; the code step is not part of this client');
  }
  const cookie = sessionCookieOf(signIn.response);
  client.use({ onRequest: ({ request }) => void request.headers.set('cookie', cookie) });

  const list = await client.GET('/api/v1/customers', {
    params: { query: { page: 1, page_size: 10, sort: 'full_name', order: 'asc' } },
  });
  if (list.error) throw new ApiCallError('list customers', list.response.status, list.error);
  const first = list.data.data[0];
  const reading = { signedInAs: signIn.data.user.email, customersInScope: list.data.total };
  if (!first) return { ...reading, customer: null };

  const detail = await client.GET('/api/v1/customers/{id}', {
    params: { path: { id: first.id } },
  });
  if (detail.error) throw new ApiCallError('read customer', detail.response.status, detail.error);
  const customer = detail.data;
  return {
    ...reading,
    customer: {
      id: customer.id,
      name: customer.full_name,
      status: customer.status,
      loans: customer.loans.length,
      outstanding: customer.financial_summary.outstanding,
    },
  };
}

/**
 * Calls the generated types must refuse (never run): if the document loosened into `any`, these
 * expectations would go unused and the type-check would fail.
 */
export function refusedCalls(client: Client<paths>): void {
  // @ts-expect-error: the customers list lives at /api/v1/customers
  void client.GET('/api/v1/customer');
  // @ts-expect-error: the list sorts by its allow-listed columns only
  void client.GET('/api/v1/customers', { params: { query: { sort: 'password_hash' } } });
  // @ts-expect-error: reading a customer needs its id
  void client.GET('/api/v1/customers/{id}', { params: { path: {} } });
  // @ts-expect-error: sign-in needs a password
  void client.POST('/api/v1/auth/sign-in', { body: { email: 'officer@acme.test' } });
}
