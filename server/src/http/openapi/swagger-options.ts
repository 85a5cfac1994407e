import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { SESSION_COOKIE } from '../../modules/auth/session-token.ts';
import { ErrorResponseSchema } from '../error-response.ts';
import { registerApiComponents } from './components.ts';
import { ERROR_RESPONSES, impliedErrorStatuses, isErrorStatus } from './error-responses.ts';
import { API_TAG_OBJECTS } from './tags.ts';
import { pruneUnusedSchemas, type OpenApiDocument } from './walk-document.ts';

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** Adds the errors every route can answer, and opens public routes to callers without a session. */
const transform: Transform = (input) => {
  const { route } = input;
  const schema = { ...input.schema } as Record<string, unknown>;
  if (!route.url.startsWith('/api/v1')) return jsonSchemaTransform({ ...input, schema });
  const access = route.config?.access;
  const method = [route.method].flat()[0] ?? 'GET';
  const implied = Object.fromEntries(
    impliedErrorStatuses({
      method,
      url: route.url,
      access,
      rateLimit: route.config?.rateLimit,
      schema,
    }).map((status) => [status, ErrorResponseSchema]),
  );
  schema.response = { ...implied, ...(schema.response as object | undefined) };
  if (access === 'public') schema.security = [];
  return jsonSchemaTransform({ ...input, schema });
};

const componentsTransform = createJsonSchemaTransformObject({});

/**
 * Error responses become references to one shared response per status, success responses get
 * their reason phrase as description, and component schemas no operation uses are dropped.
 */
const transformObject: TransformObject = (input) => {
  const document = componentsTransform(input) as OpenApiDocument;
  const used = new Set<number>();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      for (const [code, response] of Object.entries(operation.responses ?? {})) {
        const status = Number(code);
        const schemaRef = response.content?.['application/json']?.schema?.$ref;
        if (schemaRef === ERROR_RESPONSE_REF) {
          if (!isErrorStatus(status)) throw new Error(`No shared response for status ${status}`);
          used.add(status);
          operation.responses[code] = {
            $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
          };
        } else if (response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? 'Response';
        }
      }
    }
  }
  document.components.responses = Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((status) => {
        const { name, description } = ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES];
        return [
          name,
          {
            description,
            ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
            content: { 'application/json': { schema: { $ref: ERROR_RESPONSE_REF } } },
          },
        ];
      }),
  );
  return pruneUnusedSchemas(document);
};

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/** @fastify/swagger options: the document at /api/docs/openapi.json. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  registerApiComponents();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lendline API',
        version: '1.0.0',
        description:
          'The Lendline back-office API. Sign in with `POST /api/v1/auth/sign-in`: the session ' +
          'cookie it sets authenticates every other call. Errors share one shape, ErrorResponse.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: API_TAG_OBJECTS,
      security: [{ sessionCookie: [] }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by sign-in (HttpOnly, SameSite=Lax); ends on sign-out or expiry.',
          },
        },
      },
    },
    transform,
    transformObject,
  };
}
