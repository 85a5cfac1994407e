import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { latestEmailTo, organizationIdByName } from '../modules/users/users-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://app.lendline.example/' } });
});
afterAll(() => testApp.close());

const signIn = (password: string, headers: Record<string, string>, remoteAddress: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'auditor@acme.test', password },
    headers,
    remoteAddress,
  });

describe('the language of an answer (issue 9)', () => {
  it('refuses a wrong password in Hindi when asked, in English without, with the same code', async () => {
    const hindi = await signIn(
      'wrong password',
      { 'accept-language': 'hi-IN,hi;q=0.9' },
      '10.7.0.1',
    );
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।',
      },
    });

    const english = await signIn('wrong password', {}, '10.7.0.2');
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please try again.',
      },
    });
  });

  it('answers a 404 in Swahili', async () => {
    const cookie = await loginAs(testApp.app, 'admin@acme.test');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/customers/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'accept-language': 'sw' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Mteja hakupatikana',
    });
  });

  it('words a validation error in Swahili, its bound taken from the schema', async () => {
    const response = await signIn('a'.repeat(100_000), { 'accept-language': 'sw-KE' }, '10.7.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Nenosiri lisizidi herufi 128',
      details: { fieldErrors: { password: ['Nenosiri lisizidi herufi 128'] } },
    });
  });

  it("writes the invitation e-mail in the language of the inviter's request", async () => {
    const cookie = await loginAs(testApp.app, 'admin@acme.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/invite',
      headers: { cookie, 'accept-language': 'hi' },
      payload: {
        first_name: 'Kavita',
        last_name: 'Joshi',
        email: 'kavita@acme.test',
        organization_id: await organizationIdByName(testApp.database, 'Acme Microfinance'),
        role: 'loan_officer',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'उपयोगकर्ता को आमंत्रित कर दिया गया है। उन्हें सेटअप के निर्देशों वाला ईमेल मिलेगा।',
    );

    const email = await latestEmailTo(testApp.database, 'kavita@acme.test');
    expect(email?.subject).toBe(
      'Arjun Mehta ने आपको Lendline पर Acme Microfinance से जुड़ने के लिए आमंत्रित किया है',
    );
    expect(email?.text_body).toContain('नमस्ते Kavita,');
    expect(email?.text_body).toContain('Acme Microfinance में लोन अधिकारी के रूप में');
    expect(email?.text_body).toContain('https://app.lendline.example/auth/complete-setup?token=');
    expect(email?.html_body).toContain('<strong>Acme Microfinance</strong>');
  });
});
