import multipart from '@fastify/multipart';
import { DOCUMENT_ENTITY_TYPES, DOCUMENT_UPLOAD_LIMITS, maxFileSizeBytes } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import type { DocumentStorage } from '../../../storage/document-storage.ts';
import { createDiskDocumentStorage } from '../../../storage/disk-storage.ts';
import { documentContentRoute } from './document-content.route.ts';
import { listEntityDocumentsRoute, readDocumentRoute } from './read-documents.route.ts';
import { uploadEntityDocumentsRoute } from './upload-entity-documents.route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live (disk under DATA_DIR/documents unless replaced). */
    documentStorage: DocumentStorage;
  }
}

/** The largest per-file limit of any entity: the plugin-wide ceiling; routes narrow it. */
const LARGEST_FILE_BYTES = Math.max(...DOCUMENT_ENTITY_TYPES.map(maxFileSizeBytes));
const MOST_FILES = Math.max(
  ...DOCUMENT_ENTITY_TYPES.map((entity) => DOCUMENT_UPLOAD_LIMITS[entity].maxFiles),
);

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
      files: MOST_FILES,
      parts: 40,
      headerPairs: 100,
    },
  });

  for (const entity of DOCUMENT_ENTITY_TYPES) {
    await app.register(uploadEntityDocumentsRoute, { entity });
    await app.register(listEntityDocumentsRoute, { entity });
  }
  await app.register(readDocumentRoute);
  await app.register(documentContentRoute);
};
