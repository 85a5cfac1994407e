import multipart from '@fastify/multipart';
import {
  CustomerDocumentsParamsSchema,
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_LIMITS,
  DocumentContentQuerySchema,
  DocumentIdParamsSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
  DocumentUploadResponseSchema,
  isInlineContentType,
  maxFileSizeBytes,
  uploadSuccessMessage,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  StorageObjectNotFoundError,
  type DocumentStorage,
} from '../../storage/document-storage.ts';
import { createDiskDocumentStorage } from '../../storage/disk-storage.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { discardStaged, receiveUpload } from './document-upload.ts';
import {
  findCustomerInScope,
  findDocument,
  listEntityDocuments,
  toDocumentMetadata,
} from './documents.repository.ts';
import { storeDocuments, validateUpload } from './documents.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live (disk under DATA_DIR/documents unless replaced). */
    documentStorage: DocumentStorage;
  }
}

/** The largest per-file limit of any entity: the plugin-wide ceiling; routes narrow it. */
const LARGEST_FILE_BYTES = Math.max(maxFileSizeBytes('customer'), maxFileSizeBytes('loan'));

/** `filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266), safe for any stored name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A storage registered higher up (an S3-compatible one, a test double) wins over the disk.
  if (!app.hasDecorator('documentStorage')) {
    app.decorate(
      'documentStorage',
      createDiskDocumentStorage(join(resolve(app.config.DATA_DIR), 'documents')),
    );
  }
  const stagingDir = join(resolve(app.config.DATA_DIR), 'tmp', 'uploads');

  // Only this plugin parses multipart bodies, within these ceilings.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 10,
      fileSize: LARGEST_FILE_BYTES,
      files: Math.max(
        DOCUMENT_UPLOAD_LIMITS.customer.maxFiles,
        DOCUMENT_UPLOAD_LIMITS.loan.maxFiles,
      ),
      parts: 40,
      headerPairs: 100,
    },
  });

  app.post(
    '/customers/:id/documents',
    {
      config: { access: { resource: 'documents', action: 'create' } },
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        params: CustomerDocumentsParamsSchema,
        response: {
          201: DocumentUploadResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const customerId = request.params.id;
      const customer = await request.scoped((tx) => findCustomerInScope(tx, customerId));
      if (!customer) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.customerNotFound);
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Documents must be sent as multipart/form-data',
        );
      }
      const limits = DOCUMENT_UPLOAD_LIMITS.customer;
      const received = await receiveUpload(
        request.parts({
          limits: { fileSize: maxFileSizeBytes('customer'), files: limits.maxFiles },
        }),
        { stagingDir },
      );
      try {
        const upload = validateUpload(received, { entity: 'customer', roles: auth.roles });
        const documents = await storeDocuments(
          app.documentStorage,
          (work) => request.scoped(work),
          {
            upload,
            entity: { type: 'customer', id: customer.id, organizationId: customer.organization_id },
            uploadedBy: auth.user.id,
            actor: auditActorOf(request),
            now: app.clock(),
          },
          async (tx) => {
            if (!(await findCustomerInScope(tx, customer.id))) {
              throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.customerNotFound);
            }
          },
        );
        return reply
          .status(201)
          .send({ message: uploadSuccessMessage(documents.length), documents });
      } finally {
        await discardStaged(received.files);
      }
    },
  );

  app.get(
    '/customers/:id/documents',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        params: CustomerDocumentsParamsSchema,
        querystring: DocumentListQuerySchema,
        response: {
          200: DocumentListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { page, page_size, document_type } = request.query;
      return request.scoped(async (tx) => {
        const customer = await findCustomerInScope(tx, request.params.id);
        if (!customer) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.customerNotFound);
        const { rows, total } = await listEntityDocuments(tx, {
          organizationId: customer.organization_id,
          entityType: 'customer',
          entityId: customer.id,
          documentType: document_type,
          page,
          pageSize: page_size,
        });
        return { data: rows.map(toDocumentMetadata), page, page_size, total };
      });
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: {
          200: DocumentSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const row = await request.scoped((tx) => findDocument(tx, request.params.id));
      if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
      return toDocumentMetadata(row);
    },
  );

  app.get(
    '/documents/:id/content',
    {
      config: { access: { resource: 'documents', action: 'read' } },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        querystring: DocumentContentQuerySchema,
        response: {
          // The stored bytes (a stream: Fastify sends it as it is, without serializing).
          200: z.unknown().describe('The document bytes'),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await request.scoped((tx) => findDocument(tx, request.params.id));
      if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
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
