import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import errorsPlugin from './errors.ts';
import originCheckPlugin from './origin-check.ts';

async function buildOriginApp(env: NodeJS.ProcessEnv = {}) {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ LOG_LEVEL: 'silent', ...env }));
  await app.register(errorsPlugin);
  await app.register(originCheckPlugin);
  app.post('/change', async () => ({ done: true }));
  app.get('/read', async () => ({ done: true }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof buildOriginApp>>, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/change', headers });

describe('the origin check', () => {
  it('accepts a change from its own origin, the default port written or not', async () => {
    const app = await buildOriginApp();
    expect(
      (await post(app, { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
    expect((await post(app, { host: 'localhost', origin: 'http://localhost:80' })).statusCode).toBe(
      200,
    );
    expect((await post(app, { host: 'localhost:80', origin: 'http://localhost' })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('accepts a change without an Origin header (same-origin form posts of old browsers, tools)', async () => {
    const app = await buildOriginApp();
    expect((await post(app, { host: 'localhost:3000' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses an https origin for the http site, though the host is the same', async () => {
    const app = await buildOriginApp();
    const response = await post(app, { host: 'localhost:3000', origin: 'https://localhost:3000' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
    await app.close();
  });

  it('refuses another port and another host', async () => {
    const app = await buildOriginApp();
    expect(
      (await post(app, { host: 'localhost:3000', origin: 'http://localhost:3001' })).statusCode,
    ).toBe(403);
    expect(
      (await post(app, { host: 'localhost:3000', origin: 'http://evil.example:3000' })).statusCode,
    ).toBe(403);
    expect((await post(app, { host: 'localhost:3000', origin: 'null' })).statusCode).toBe(403);
    await app.close();
  });

  it('behind HTTPS (COOKIE_SECURE) takes the https origin as its own and refuses the http one', async () => {
    const app = await buildOriginApp({ COOKIE_SECURE: 'true' });
    expect(
      (await post(app, { host: 'lendline.example', origin: 'https://lendline.example' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(app, { host: 'lendline.example', origin: 'http://lendline.example' })).statusCode,
    ).toBe(403);
    await app.close();
  });

  it('refuses a change marked cross-site or same-site by the browser, and lets reads through', async () => {
    const app = await buildOriginApp();
    expect(
      (await post(app, { host: 'localhost:3000', 'sec-fetch-site': 'same-site' })).statusCode,
    ).toBe(403);
    const read = await app.inject({
      method: 'GET',
      url: '/read',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    await app.close();
  });
});
