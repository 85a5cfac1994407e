import { english } from '../testing/english.ts';
import { STORABLE_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * A route whose schema takes any text and hands it to PostgreSQL, as a careless new route would:
 * the guard must refuse what PostgreSQL cannot store before the handler runs, and a database
 * error must reach the log without the query's parameters.
 */
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line) => void logLines.push(line) },
    extend: (app) => {
      app.post(
        '/api/v1/testing/echo/:word',
        {
          config: { access: 'public' },
          schema: { params: z.object({ word: z.string() }), body: z.unknown() },
        },
        async (request) => {
          const body = request.body as { text: string; id?: string };
          const db = ownerConnection(testApp.database);
          if (body.id !== undefined) await db.execute(sql`select ${body.id}::uuid`);
          return queryRows(db, sql`select ${body.text}::text as text`);
        },
      );
    },
  });
}, 60_000);
afterAll(() => testApp.close());

const echo = (body: unknown, word = 'word') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/testing/echo/${word}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the input guard', () => {
  it('lets storable text through', async () => {
    const response = await echo({ text: 'Zoë 😀' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ text: 'Zoë 😀' }]);
  });

  it('refuses a NUL character in a JSON body with 400, naming the field', async () => {
    const response = await echo({ text: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: english(STORABLE_MESSAGES.text),
        details: { fieldErrors: { text: [english(STORABLE_MESSAGES.text)] } },
      },
    });
  });

  it('refuses a lone surrogate nested in a body, and NUL in the path and the query string', async () => {
    expect((await echo('{"text":"ok","tags":[{"name":"\\ud800"}]}')).statusCode).toBe(400);
    expect((await echo({ text: 'ok' }, 'a%00b')).statusCode).toBe(400);
    const query = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/testing/echo/word?search=%00',
      payload: { text: 'ok' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.details.fieldErrors).toEqual({
      search: [english(STORABLE_MESSAGES.text)],
    });
  });
});

describe('the error log', () => {
  it('keeps a failed query’s SQL and error code but never its parameters', async () => {
    logLines.length = 0;
    const secret = 'asha.rao@example.test';
    const response = await echo({ text: 'ok', id: secret });
    expect(response.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02'); // invalid_text_representation
    expect(log).toContain('::uuid');
    expect(log).not.toContain(secret);
  });
});
