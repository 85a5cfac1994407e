import {
  CustomerDocumentsParamsSchema,
  DocumentIdParamsSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { toDocumentMetadata } from '../documents.repository.ts';
import { getDocument, listCustomerDocuments } from '../read-documents.ts';

const readErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};

/** A customer's documents and one document's metadata. */
export const readDocumentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/documents',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        summary: "List a customer's documents",
        operationId: 'listCustomerDocuments',
        params: CustomerDocumentsParamsSchema,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      request.withContext((ctx) =>
        listCustomerDocuments(ctx, { customerId: request.params.id, query: request.query }),
      ),
  );

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
