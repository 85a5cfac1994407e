import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  DOCUMENT_UPLOAD_FIELDS,
  DOCUMENT_UPLOAD_LIMITS,
  DocumentExpirySchema,
  FILE_KIND_CONTENT_TYPES,
  canUploadDocumentType,
  fileExtensionNotAllowedMessage,
  fileKindOfName,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  sniffFileKind,
  tooManyFilesMessage,
  typeNotForEntityMessage,
  type DocumentEntityType,
  type DocumentMetadata,
  type DocumentType,
  type Role,
  type ErrorCode,
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
  title: string,
  message: string,
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
 * Checks a received upload in the spec's order (part 2 §5): type required, type of this
 * entity, files present, role allowed for the type, each file's size, the count, then each
 * file's extension and content. The first failure is thrown; nothing has been stored yet.
 */
export function validateUpload(
  upload: ReceivedUpload,
  options: { entity: DocumentEntityType; roles: readonly Role[] },
): ValidatedUpload {
  const limits = DOCUMENT_UPLOAD_LIMITS[options.entity];
  const rawType = upload.fields[DOCUMENT_UPLOAD_FIELDS.documentType]?.trim() ?? '';
  if (!rawType) {
    throw refuse(
      'DOCUMENT_TYPE_REQUIRED',
      DOCUMENT_MESSAGES.typeRequired.title,
      DOCUMENT_MESSAGES.typeRequired.message,
    );
  }
  const documentType = DOCUMENT_TYPES.find((type) => type === rawType);
  if (!documentType || !limits.types.includes(documentType)) {
    throw refuse(
      'DOCUMENT_TYPE_INVALID',
      DOCUMENT_MESSAGES.typeNotForEntityTitle,
      typeNotForEntityMessage(options.entity),
      { allowed_types: limits.types },
    );
  }
  if (upload.files.length === 0 && !upload.tooManyFiles) {
    throw refuse(
      'NO_FILES_SELECTED',
      DOCUMENT_MESSAGES.noFiles.title,
      DOCUMENT_MESSAGES.noFiles.message,
    );
  }
  if (!canUploadDocumentType(options.roles, documentType)) {
    throw refuse(
      'DOCUMENT_TYPE_FORBIDDEN',
      DOCUMENT_MESSAGES.insufficientPermissions.title,
      DOCUMENT_MESSAGES.insufficientPermissions.message,
    );
  }
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
  for (const file of upload.files) {
    if (file.truncated) {
      throw refuse(
        'FILE_TOO_LARGE',
        DOCUMENT_MESSAGES.fileTooLargeTitle,
        fileTooLargeMessage(file.fileName, limits.maxFileSizeMb),
        { file: file.fileName, max_size_mb: limits.maxFileSizeMb },
      );
    }
  }
  if (upload.tooManyFiles || upload.files.length > limits.maxFiles) {
    throw refuse(
      'TOO_MANY_FILES',
      DOCUMENT_MESSAGES.tooManyFilesTitle,
      tooManyFilesMessage(limits.maxFiles),
      { max_files: limits.maxFiles },
    );
  }
  const files = upload.files.map((staged) => {
    const claimed = fileKindOfName(staged.fileName);
    if (!claimed) {
      throw refuse(
        'FILE_EXTENSION_NOT_ALLOWED',
        DOCUMENT_MESSAGES.fileExtensionNotAllowedTitle,
        fileExtensionNotAllowedMessage(staged.fileName),
        { file: staged.fileName },
      );
    }
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
