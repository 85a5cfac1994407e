import { requestLanguage } from '../../../i18n/request-language.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import {
  CustomerDocumentsParamsSchema,
  DOCUMENT_UPLOAD_LIMITS,
  DocumentUploadResponseSchema,
  maxFileSizeBytes,
  uploadSuccessMessage,
  DOCUMENT_MESSAGES,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import { AppError } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { discardStaged, receiveUpload } from '../document-upload.ts';
import { storeDocuments, validateUpload } from '../documents.service.ts';
import { requireCustomerInScope } from '../read-documents.ts';

/**
 * Upload (spec part 2 §5): the customer is checked, the parts are staged to disk outside any
 * transaction, validated, written to storage, then recorded in one request context.
 */
export const uploadCustomerDocumentsRoute: FastifyPluginAsyncZod = async (app) => {
  const stagingDir = join(resolve(app.config.DATA_DIR), 'tmp', 'uploads');
  app.post(
    '/customers/:id/documents',
    {
      config: { access: { resource: 'documents', action: 'create' } },
      schema: {
        tags: ['documents'],
        summary: 'Upload documents for a customer',
        operationId: 'uploadCustomerDocuments',
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
      const customer = await request.withContext((ctx) =>
        requireCustomerInScope(ctx, request.params.id),
      );
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.multipartRequired);
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
          (work) => request.withContext(work),
          {
            upload,
            entity: { type: 'customer', id: customer.id, organizationId: customer.organization_id },
          },
          // The customer may have gone while the files were written: checked again.
          async (ctx) => void (await requireCustomerInScope(ctx, customer.id)),
        );
        return reply.status(201).send({
          message: translateMessage(
            requestLanguage(request),
            uploadSuccessMessage(documents.length),
          ),
          documents,
        });
      } finally {
        await discardStaged(received.files);
      }
    },
  );
};
