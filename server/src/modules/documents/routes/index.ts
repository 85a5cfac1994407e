import multipart from '@fastify/multipart';
import { DOCUMENT_UPLOAD_LIMITS, maxFileSizeBytes } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import type { DocumentStorage } from '../../../storage/document-storage.ts';
import { createDiskDocumentStorage } from '../../../storage/disk-storage.ts';
import { documentContentRoute } from './document-content.route.ts';
import { readDocumentsRoute } from './read-documents.route.ts';
import { uploadCustomerDocumentsRoute } from './upload-customer-documents.route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live (disk under DATA_DIR/documents unless replaced). */
    documentStorage: DocumentStorage;
  }
}

/** The largest per-file limit of any entity: the plugin-wide ceiling; routes narrow it. */
const LARGEST_FILE_BYTES = Math.max(maxFileSizeBytes('customer'), maxFileSizeBytes('loan'));

/** Document storage, multipart parsing within its ceilings, and the document routes. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A storage registered higher up (an S3-compatible one, a test double) wins over the disk.
  if (!app.hasDecorator('documentStorage')) {
    app.decorate(
      'documentStorage',
      createDiskDocumentStorage(join(resolve(app.config.DATA_DIR), 'documents')),
    );
  }

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

  await app.register(uploadCustomerDocumentsRoute);
  await app.register(readDocumentsRoute);
  await app.register(documentContentRoute);
};
