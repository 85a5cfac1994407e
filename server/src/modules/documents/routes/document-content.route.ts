import {
  DocumentContentQuerySchema,
  DocumentIdParamsSchema,
  isInlineContentType,
  DOCUMENT_MESSAGES,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { StorageObjectNotFoundError } from '../../../storage/document-storage.ts';
import { getDocument } from '../read-documents.ts';

/** `filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266), safe for any stored name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The stored bytes, inline when a browser can show them safely, else as a download. */
export const documentContentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/:id/content',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        summary: "Download a document's content",
        operationId: 'getDocumentContent',
        params: DocumentIdParamsSchema,
        querystring: DocumentContentQuerySchema,
        response: {
          // The stored bytes (a stream: Fastify sends it as it is, without serializing).
          200: {
            description: 'The stored bytes, sent with the content type recorded at upload.',
            content: { '*/*': { schema: z.unknown() } },
          },
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await request.withContext((ctx) => getDocument(ctx, request.params.id));
      let body;
      try {
        body = await app.documentStorage.get(row.storage_key);
      } catch (error) {
        if (!(error instanceof StorageObjectNotFoundError)) throw error;
        request.log.error({ documentId: row.id }, 'document bytes missing from storage');
        throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
      }
      const download = request.query.download === '1' || request.query.download === 'true';
      const kind = !download && isInlineContentType(row.content_type) ? 'inline' : 'attachment';
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.size_bytes))
        .header('Content-Disposition', contentDisposition(kind, row.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
};
