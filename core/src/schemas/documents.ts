import { z } from 'zod';
import { DOCUMENT_ENTITY_TYPES, DOCUMENT_MESSAGES, DOCUMENT_TYPES } from '../rules/documents.ts';
import { UuidSchema } from '../validation/generic.ts';
import { isStorableDate } from '../validation/storable.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';

export * from '../rules/documents.ts';

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export const DocumentEntityTypeSchema = z.enum(DOCUMENT_ENTITY_TYPES);

/**
 * A calendar date, YYYY-MM-DD, that exists (2026-02-30 is refused) and PostgreSQL stores (year
 * 0000 is refused: storable.ts).
 */
export const DocumentExpirySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DOCUMENT_MESSAGES.invalidExpiry)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      isStorableDate(value)
    );
  }, DOCUMENT_MESSAGES.invalidExpiry);

/** One stored document's metadata (spec part 2 §3 document_storage); the bytes are at /content. */
export const DocumentSchema = z
  .object({
    id: z.uuid(),
    organization_id: z.uuid(),
    entity_type: DocumentEntityTypeSchema,
    entity_id: z.uuid(),
    document_type: DocumentTypeSchema,
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: z.string(),
    expires_at: z.string().nullable(),
    uploaded_by: z.uuid(),
    uploaded_by_name: z.string().nullable(),
    uploaded_at: z.string(),
    /** income_proof, bank_statement, kyc_document: the web warns manager and organization_admin. */
    is_sensitive: z.boolean(),
  })
  .meta({ id: 'Document' });
export type DocumentMetadata = z.infer<typeof DocumentSchema>;

export const DocumentIdParamsSchema = z.object({ id: UuidSchema });
/** The customer or loan of /customers/:id/documents and /loans/:id/documents. */
export const EntityDocumentsParamsSchema = z.object({ id: UuidSchema });

export const DocumentListQuerySchema = PaginationQuerySchema.extend({
  document_type: DocumentTypeSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;
export const DocumentListResponseSchema = ListResponseSchema(DocumentSchema);
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

/**
 * POST /customers/:id/documents and /loans/:id/documents are multipart/form-data: the text fields `document_type` and
 * optional `expires_at` (YYYY-MM-DD) first, then one or more file parts (any field name,
 * conventionally `files`). Fields sent after the files are still read.
 */
export const DOCUMENT_UPLOAD_FIELDS = {
  documentType: 'document_type',
  expiresAt: 'expires_at',
  files: 'files',
} as const;

export const DocumentUploadResponseSchema = z.object({
  message: z.string(),
  documents: z.array(DocumentSchema),
});
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponseSchema>;

/** `?download=1` asks for Content-Disposition attachment instead of inline. */
export const DocumentContentQuerySchema = z.object({
  download: z.enum(['0', '1', 'true', 'false']).optional(),
});
