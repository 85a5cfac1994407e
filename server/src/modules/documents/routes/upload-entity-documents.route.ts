import { requestLanguage } from '../../../i18n/request-language.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import {
  DOCUMENT_ENTITY_PATHS,
  DOCUMENT_UPLOAD_LIMITS,
  DocumentUploadResponseSchema,
  EntityDocumentsParamsSchema,
  maxFileSizeBytes,
  uploadSuccessMessage,
  DOCUMENT_MESSAGES,
  type DocumentEntityType,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import { AppError } from '../../../errors.ts';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { discardStaged, receiveUpload } from '../document-upload.ts';
import { storeDocuments, validateUpload } from '../documents.service.ts';
import { requireEntityInScope } from '../read-documents.ts';

const UPLOAD_OPERATIONS = {
  customer: { summary: 'Upload documents for a customer', operationId: 'uploadCustomerDocuments' },
  loan: { summary: 'Upload documents for a loan', operationId: 'uploadLoanDocuments' },
} satisfies Record<DocumentEntityType, { summary: string; operationId: string }>;

/**
 * Upload (spec part 2 §5) for a customer or a loan, with that entity's types and limits (§9):
 * the entity is checked, the parts are staged to disk outside any transaction, validated,
 * written to storage, then recorded in one request context.
 */
export const uploadEntityDocumentsRoute: FastifyPluginAsyncZod<{
  entity: DocumentEntityType;
}> = async (app, { entity }) => {
  const stagingDir = join(resolve(app.config.DATA_DIR), 'tmp', 'uploads');
  app.post(
    `/${DOCUMENT_ENTITY_PATHS[entity]}/:id/documents`,
    {
      config: { access: { resource: 'documents', action: 'create' } },
      schema: {
        tags: ['documents'],
        ...UPLOAD_OPERATIONS[entity],
        consumes: ['multipart/form-data'],
        params: EntityDocumentsParamsSchema,
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
      const target = await request.withContext((ctx) =>
        requireEntityInScope(ctx, entity, request.params.id),
      );
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.multipartRequired);
      }
      const received = await receiveUpload(
        request.parts({
          limits: {
            fileSize: maxFileSizeBytes(entity),
            files: DOCUMENT_UPLOAD_LIMITS[entity].maxFiles,
          },
        }),
        { stagingDir },
      );
      // The staged copies go before the answer: nothing of the upload is left once it is sent.
      let documents: Awaited<ReturnType<typeof storeDocuments>>;
      try {
        const upload = validateUpload(received, { entity, roles: auth.roles });
        documents = await storeDocuments(
          app.documentStorage,
          (work) => request.withContext(work),
          {
            upload,
            entity: { type: entity, id: target.id, organizationId: target.organization_id },
          },
          // The customer or loan may have gone while the files were written: checked again.
          async (ctx) => void (await requireEntityInScope(ctx, entity, target.id)),
        );
      } finally {
        await discardStaged(received.files);
      }
      return reply.status(201).send({
        message: translateMessage(requestLanguage(request), uploadSuccessMessage(documents.length)),
        documents,
      });
    },
  );
};
