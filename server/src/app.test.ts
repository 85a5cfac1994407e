import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createTestDatabase } from './testing/test-database.ts';
import type { FastifyInstance } from 'fastify';

let database: Database;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lendline-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lendline</title>');
  writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    webDistFolder: webDist,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the served app', () => {
  it('serves the single-page app for a client route such as /dashboard', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Lendline</title>');
  });

  it('serves built assets as files', async () => {
    const response = await app.inject({ method: 'GET', url: '/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves a file added after start, as after a rebuild', async () => {
    writeFileSync(join(webDist, 'later.js'), 'console.log(2)');
    const response = await app.inject({ method: 'GET', url: '/later.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the API documentation', () => {
  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/sign-in',
        '/api/v1/auth/session',
        '/api/v1/permissions/check',
        '/api/v1/health',
      ]),
    );
    expect(document.paths['/api/v1/auth/sign-in'].post.requestBody).toBeDefined();
  });

  it('is browsable at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/swagger/i);
  });
});
