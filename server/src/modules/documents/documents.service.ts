import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  checkDocumentUpload,
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_FIELDS,
  DocumentExpirySchema,
  FILE_KIND_CONTENT_TYPES,
  fileKindOfName,
  fileTypeNotAllowedMessage,
  sniffFileKind,
  type DocumentEntityType,
  type DocumentMetadata,
  type DocumentType,
  type Role,
  type ErrorCode,
  MESSAGES,
  type MessageKey,
  type MessageLike,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import { newStorageKey, type DocumentStorage } from '../../storage/document-storage.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { ReceivedUpload, StagedFile } from './document-upload.ts';
import { toDocumentMetadata } from './documents.repository.ts';

/** An upload refusal: `{ code, message: the spec's detail, details: { title, … } }`. */
function refuse(
  code: ErrorCode,
  title: MessageKey,
  message: MessageLike,
  extra: Record<string, unknown> = {},
) {
  return new AppError(code, message, { details: { title, ...extra } });
}

export interface ValidatedUpload {
  documentType: DocumentType;
  expiresAt: string | null;
  files: { staged: StagedFile; contentType: string }[];
}

/**
 * Checks a received upload: the spec's checks shared with the web (checkDocumentUpload in
 * core), then the expiry date and each file's content against its extension. The first
 * failure is thrown; nothing has been stored yet.
 */
export function validateUpload(
  upload: ReceivedUpload,
  options: { entity: DocumentEntityType; roles: readonly Role[] },
): ValidatedUpload {
  const refusal = checkDocumentUpload({
    entity: options.entity,
    roles: options.roles,
    documentType: upload.fields[DOCUMENT_UPLOAD_FIELDS.documentType] ?? null,
    // A file cut off at the limit is larger than the limit, whatever was read of it.
    files: upload.files.map((file) => ({
      name: file.fileName,
      size: file.truncated ? Number.POSITIVE_INFINITY : file.sizeBytes,
    })),
    moreFilesThanRead: upload.tooManyFiles,
  });
  if (refusal) throw refuse(refusal.code, refusal.title, refusal.message, refusal.details);
  const documentType = upload.fields[DOCUMENT_UPLOAD_FIELDS.documentType]!.trim() as DocumentType;
  const rawExpiry = upload.fields[DOCUMENT_UPLOAD_FIELDS.expiresAt]?.trim() ?? '';
  let expiresAt: string | null = null;
  if (rawExpiry) {
    const parsed = DocumentExpirySchema.safeParse(rawExpiry);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.invalidExpiry, {
        details: { fieldErrors: { expires_at: [DOCUMENT_MESSAGES.invalidExpiry] } },
      });
    }
    expiresAt = parsed.data;
  }
  const files = upload.files.map((staged) => {
    const claimed = fileKindOfName(staged.fileName);
    if (!claimed) throw new AppError('INTERNAL', MESSAGES.unexpected);
    const sniffed = sniffFileKind(staged.head);
    // A DOCX is a ZIP holding word/ entries; a bare ZIP renamed .docx is refused.
    const actual = sniffed === 'zip' ? (staged.hasWordEntry ? 'docx' : null) : sniffed;
    if (actual !== claimed) {
      throw refuse(
        'FILE_TYPE_NOT_ALLOWED',
        DOCUMENT_MESSAGES.fileTypeNotAllowedTitle,
        fileTypeNotAllowedMessage(staged.fileName),
        { file: staged.fileName },
      );
    }
    return { staged, contentType: FILE_KIND_CONTENT_TYPES[claimed] };
  });
  return { documentType, expiresAt, files };
}

export interface StoreDocumentsOptions {
  upload: ValidatedUpload;
  entity: { type: DocumentEntityType; id: string; organizationId: string };
}

/**
 * Writes every validated file to storage under a fresh random key, then records them in one
 * request context (`withContext`: one transaction). All or nothing: if a write or the
 * transaction fails, every object written so far is deleted again and the error goes on.
 */
export async function storeDocuments(
  storage: DocumentStorage,
  withContext: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>,
  options: StoreDocumentsOptions,
  /** Inside the transaction, before the rows: re-checks the entity (throws when gone). */
  recheckEntity: (ctx: RequestContext) => Promise<void> = async () => {},
): Promise<DocumentMetadata[]> {
  const written: string[] = [];
  try {
    const stored: { file: ValidatedUpload['files'][number]; key: string }[] = [];
    for (const file of options.upload.files) {
      const key = newStorageKey(randomUUID());
      written.push(key);
      await storage.put(key, createReadStream(file.staged.path));
      stored.push({ file, key });
    }
    return await withContext(async (ctx) => {
      await recheckEntity(ctx);
      const documentsOf = repositories(ctx).documents;
      const inserted = await documentsOf.insert(
        stored.map(({ file, key }) => ({
          organization_id: options.entity.organizationId,
          entity_type: options.entity.type,
          entity_id: options.entity.id,
          document_type: options.upload.documentType,
          file_name: file.staged.fileName,
          content_type: file.contentType,
          size_bytes: file.staged.sizeBytes,
          sha256: file.staged.sha256,
          storage_key: key,
          expires_at: options.upload.expiresAt,
          uploaded_by: ctx.auth.user.id,
          uploaded_at: ctx.now,
        })),
      );
      for (const [index, row] of inserted.entries()) {
        const file = stored[index]!.file;
        await writeAudit(ctx.tx, {
          actor: ctx.actor,
          organizationId: options.entity.organizationId,
          action: 'upload',
          entityType: 'document',
          entityId: row.id,
          newValues: {
            entity_type: options.entity.type,
            entity_id: options.entity.id,
            document_type: options.upload.documentType,
            file_name: file.staged.fileName,
            content_type: file.contentType,
            size_bytes: file.staged.sizeBytes,
            sha256: file.staged.sha256,
            expires_at: options.upload.expiresAt,
          },
        });
      }
      const rows = await documentsOf.findByIds(inserted.map((row) => row.id));
      return rows.map(toDocumentMetadata);
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}
