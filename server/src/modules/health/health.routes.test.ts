import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/v1/health', () => {
  it('answers 200 without a session, naming the database it reached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('reports database and app time in a Server-Timing header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const timing = String(response.headers['server-timing']);
    expect(timing).toMatch(/\bdb;dur=\d+\.\d{2}\b/);
    expect(timing).toMatch(/\bapp;dur=\d+\.\d{2}\b/);
  });

  it('counts the health query as database time', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const database = Number(/db;dur=([\d.]+)/.exec(String(response.headers['server-timing']))![1]);
    expect(database).toBeGreaterThan(0);
  });
});
