import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

interface ClientProgram {
  readFirstCustomer(options: { baseUrl: string; email: string; password: string }): Promise<{
    signedInAs: string;
    customersInScope: number;
    customer: { id: string; name: string; status: string; loans: number } | null;
  }>;
}

// Imported by path at run time: its types come from `npm run api:check`, which generates them
// and type-checks it, so the server's own type-check does not depend on generated files.
const CLIENT_PROGRAM = fileURLToPath(
  new URL('../../../api-client-check/client.ts', import.meta.url),
);

let testApp: TestApp;
let baseUrl: string;
let client: ClientProgram;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  client = (await import(CLIENT_PROGRAM)) as ClientProgram;
});
afterAll(async () => {
  await testApp?.close();
});

describe('the client program written against the generated types', () => {
  it('signs in, lists customers and reads the first by name over HTTP', async () => {
    const reading = await client.readFirstCustomer({
      baseUrl,
      email: 'officer@acme.test',
      password: DEMO_PASSWORD,
    });
    const cookie = await loginAs(testApp.app, 'officer@acme.test');
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/customers?sort=full_name&order=asc&page_size=10',
      headers: { cookie },
    });
    const first = list.json().data[0];
    expect(reading).toEqual({
      signedInAs: 'officer@acme.test',
      customersInScope: list.json().total,
      customer: expect.objectContaining({ id: first.id, name: first.full_name }),
    });
    expect(reading.customersInScope).toBeGreaterThan(0);
  });

  it("reports the API's error code when sign-in is refused", async () => {
    await expect(
      client.readFirstCustomer({ baseUrl, email: 'officer@acme.test', password: 'wrong-password' }),
    ).rejects.toThrow('sign in: 401 INVALID_CREDENTIALS');
  });
});
