import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { API_COMPONENTS } from './components.ts';
import { documentProblems } from './document-checks.ts';
import { API_TAGS } from './tags.ts';
import type { OpenApiDocument } from './walk-document.ts';

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await buildTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the OpenAPI document', () => {
  it('documents every API route completely and references only what it defines', () => {
    expect(testApp.app.apiRoutes.length).toBeGreaterThan(40);
    // A new route needs a summary, an operationId and a tag listed in http/openapi/tags.ts.
    expect(documentProblems(document, testApp.app.apiRoutes)).toEqual([]);
  });

  it('is OpenAPI 3.1 served from the same origin, signed in by the session cookie', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.security).toEqual([{ sessionCookie: [] }]);
    expect(document.components).toMatchObject({
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'lendline_session' },
      },
    });
    expect(document.paths?.['/api/v1/auth/sign-in']?.post?.security).toEqual([]);
  });

  it('describes every tag', () => {
    expect(document.tags).toEqual(
      Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    );
  });

  it('names the registered schemas as components, each used by some operation', () => {
    expect(Object.keys(document.components.schemas ?? {}).sort()).toEqual(
      Object.keys(API_COMPONENTS).sort(),
    );
    expect(document.components.schemas?.ErrorResponse).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
  });

  it('writes nullable fields as JSON Schema null types, never `nullable`', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"nullable"');
    expect(document.components.schemas?.Customer).toMatchObject({
      properties: { email: { type: ['string', 'null'] } },
    });
  });
});
