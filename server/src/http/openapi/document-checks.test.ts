/**
 * Each rule of the OpenAPI checks, shown failing once on a made-up violation: a check that
 * cannot fail would let openapi-document.test.ts pass for nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../plugins/auth.ts';
import { documentPath, documentProblems } from './document-checks.ts';
import type { OpenApiDocument, OpenApiOperation } from './walk-document.ts';

const getCustomer: ApiRoute = {
  method: 'GET',
  url: '/api/v1/customers/:id',
  access: { resource: 'customers', action: 'read' },
  hasBody: false,
  schema: {},
};
const signIn: ApiRoute = {
  method: 'POST',
  url: '/api/v1/auth/sign-in',
  access: 'public',
  hasBody: true,
  schema: { body: {} },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function completeDocument(): OpenApiDocument {
  const errors = {
    BadRequest: {},
    Unauthorized: {},
    Forbidden: {},
    NotFound: {},
    TooManyRequests: {},
  };
  return {
    openapi: '3.1.0',
    components: { schemas: { Customer: {} }, responses: { ...errors, InternalError: {} } },
    paths: {
      '/api/v1/customers/{id}': {
        get: {
          summary: 'Read a customer',
          operationId: 'getCustomer',
          tags: ['customers'],
          responses: {
            200: {
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Customer' } },
              },
            },
            400: ref('BadRequest'),
            401: ref('Unauthorized'),
            403: ref('Forbidden'),
            404: ref('NotFound'),
            // The per-user request limits (decision 0068).
            429: ref('TooManyRequests'),
            500: ref('InternalError'),
          },
        },
      },
      '/api/v1/auth/sign-in': {
        post: {
          summary: 'Sign in',
          operationId: 'signIn',
          tags: ['auth'],
          security: [],
          responses: {
            200: { description: 'OK' },
            400: ref('BadRequest'),
            403: ref('Forbidden'),
            500: ref('InternalError'),
          },
        },
      },
    },
  };
}

function withOperation(change: (operation: OpenApiOperation) => void): OpenApiDocument {
  const document = completeDocument();
  change(document.paths!['/api/v1/customers/{id}']!.get!);
  return document;
}

const routes = [getCustomer, signIn];

describe('documentProblems', () => {
  it('accepts a complete document', () => {
    expect(documentPath('/api/v1/customers/:id/audit')).toBe('/api/v1/customers/{id}/audit');
    expect(documentProblems(completeDocument(), routes)).toEqual([]);
  });

  it('reports a route the document leaves out, and an operation no route declares', () => {
    const route = { ...getCustomer, url: '/api/v1/customers/:id/loans' };
    expect(documentProblems(completeDocument(), [route, signIn])).toEqual([
      'GET /api/v1/customers/:id/loans: not in the document',
      'GET /api/v1/customers/{id}: no API route declares it',
    ]);
  });

  it('reports an operation without a summary, an operationId or a known tag', () => {
    const document = withOperation((operation) => {
      delete operation.summary;
      delete operation.operationId;
      operation.tags = ['loans-typo'];
    });
    expect(documentProblems(document, routes)).toEqual([
      'GET /api/v1/customers/:id: no summary',
      'GET /api/v1/customers/:id: no operationId',
      'GET /api/v1/customers/:id: tag loans-typo is not in API_TAGS',
    ]);
  });

  it('reports two operations sharing an operationId', () => {
    const document = withOperation((operation) => (operation.operationId = 'signIn'));
    expect(documentProblems(document, [signIn, getCustomer])).toEqual([
      'GET /api/v1/customers/:id: operationId signIn also names another route',
    ]);
  });

  it('reports a missing success or error response, and an error not in the shared shape', () => {
    const document = withOperation((operation) => {
      delete operation.responses[200];
      delete operation.responses[401];
      operation.responses[404] = { description: 'Gone' };
    });
    expect(documentProblems(document, routes)).toEqual([
      'GET /api/v1/customers/:id: no success response',
      'GET /api/v1/customers/:id: no 401 response',
      'GET /api/v1/customers/:id: 404 is not the shared ErrorResponse',
    ]);
  });

  it('reports a public route that asks for the session, and a private one that does not', () => {
    const document = withOperation((operation) => (operation.security = []));
    delete document.paths!['/api/v1/auth/sign-in']!.post!.security;
    expect(documentProblems(document, routes)).toEqual([
      'GET /api/v1/customers/:id: security does not match its access rule',
      'POST /api/v1/auth/sign-in: security does not match its access rule',
    ]);
  });

  it('reports a $ref to nothing', () => {
    const document = completeDocument();
    delete document.components.schemas!.Customer;
    expect(documentProblems(document, routes)).toEqual([
      'unresolved $ref #/components/schemas/Customer',
    ]);
  });
});
