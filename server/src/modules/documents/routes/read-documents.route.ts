import {
  DOCUMENT_ENTITY_PATHS,
  DocumentIdParamsSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
  EntityDocumentsParamsSchema,
  type DocumentEntityType,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { toDocumentMetadata } from '../documents.repository.ts';
import { getDocument, listEntityDocuments } from '../read-documents.ts';

const readErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};

const LIST_OPERATIONS = {
  customer: { summary: "List a customer's documents", operationId: 'listCustomerDocuments' },
  loan: { summary: "List a loan's documents", operationId: 'listLoanDocuments' },
} satisfies Record<DocumentEntityType, { summary: string; operationId: string }>;

/** A customer's or a loan's documents. */
export const listEntityDocumentsRoute: FastifyPluginAsyncZod<{
  entity: DocumentEntityType;
}> = async (app, { entity }) => {
  app.get(
    `/${DOCUMENT_ENTITY_PATHS[entity]}/:id/documents`,
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        ...LIST_OPERATIONS[entity],
        params: EntityDocumentsParamsSchema,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        listEntityDocuments(ctx, { entity, id: request.params.id, query: request.query }),
      ),
  );
};

/** One document's metadata. */
export const readDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/:id',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        summary: "Read a document's details",
        operationId: 'getDocument',
        params: DocumentIdParamsSchema,
        response: { 200: DocumentSchema, ...readErrors },
      },
    },
    async (request) =>
      toDocumentMetadata(await request.withContext((ctx) => getDocument(ctx, request.params.id))),
  );
};
