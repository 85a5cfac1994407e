import type { TestApp } from './test-app.ts';
import { loginAs } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * Callers by e-mail for one test app, each signed in once: `as('manager@acme.test')('POST',
 * '/loans', body, { 'idempotency-key': 'k' })`. `signInAgain` renews a session after the test
 * moved the clock past its idle limit.
 */
export function lendingCallers(testApp: () => TestApp) {
  const cookies = new Map<string, string>();
  const as =
    (email: string) =>
    (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
      testApp().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { cookie: cookies.get(email) ?? '', ...headers },
        ...(payload ? { payload } : {}),
      });
  const signIn = async (...emails: string[]) => {
    for (const email of emails) cookies.set(email, await loginAs(testApp().app, email));
  };
  return { as, signIn };
}

export type Caller = ReturnType<ReturnType<typeof lendingCallers>['as']>;

/** Registers a customer through the API and answers its id. */
export async function registerCustomer(
  caller: Caller,
  options: { firstName: string; lastName: string; phone: string; riskLevel?: 'low' | 'high' },
): Promise<string> {
  const response = await caller('POST', '/customers', {
    first_name: options.firstName,
    last_name: options.lastName,
    phone: options.phone,
    residential_address: '12 Market Road, Pune',
    ...(options.riskLevel && { risk_level: options.riskLevel }),
  });
  if (response.statusCode !== 201) throw new Error(`Register customer: ${response.body}`);
  return response.json().customer.id;
}
