import type { MessageKey } from '../i18n/catalogs.ts';
import type { MessageLike } from '../i18n/issue-message.ts';
import type { Role } from '../constants.ts';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  DOCUMENT_UPLOAD_LIMITS,
  canUploadDocumentType,
  fileExtensionNotAllowedMessage,
  fileKindOfName,
  fileTooLargeMessage,
  maxFileSizeBytes,
  tooManyFilesMessage,
  typeNotForEntityMessage,
  type DocumentEntityType,
  type DocumentType,
} from './documents.ts';

/** Why an upload is refused: the API's error code, the toast's title and its detail. */
export interface UploadRefusal {
  code:
    | 'DOCUMENT_TYPE_REQUIRED'
    | 'DOCUMENT_TYPE_INVALID'
    | 'NO_FILES_SELECTED'
    | 'DOCUMENT_TYPE_FORBIDDEN'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'FILE_EXTENSION_NOT_ALLOWED';
  title: MessageKey;
  message: MessageLike;
  details: Record<string, unknown>;
}

/**
 * The upload checks of spec part 2 §5, in its order, once for the web (before sending) and the
 * server (again, then the content itself): a type, a type of this entity, at least one file, a
 * role allowed for the type, each file within the size limit, the count within the maximum,
 * each file's extension. The first refusal wins; null means the upload may go on.
 */
export function checkDocumentUpload(options: {
  entity: DocumentEntityType;
  roles: readonly Role[];
  documentType: string | null;
  files: readonly { name: string; size: number }[];
  /** The server stops reading past the maximum count: it knows there were more. */
  moreFilesThanRead?: boolean;
}): UploadRefusal | null {
  const { entity, roles, files } = options;
  const limits = DOCUMENT_UPLOAD_LIMITS[entity];
  const refuse = (
    code: UploadRefusal['code'],
    title: MessageKey,
    message: MessageLike,
    details: Record<string, unknown> = {},
  ): UploadRefusal => ({ code, title, message, details });

  const rawType = options.documentType?.trim() ?? '';
  if (!rawType) {
    const { title, message } = DOCUMENT_MESSAGES.typeRequired;
    return refuse('DOCUMENT_TYPE_REQUIRED', title, message);
  }
  const documentType = DOCUMENT_TYPES.find((type): type is DocumentType => type === rawType);
  if (!documentType || !limits.types.includes(documentType)) {
    return refuse(
      'DOCUMENT_TYPE_INVALID',
      DOCUMENT_MESSAGES.typeNotForEntityTitle,
      typeNotForEntityMessage(entity),
      { allowed_types: limits.types },
    );
  }
  if (files.length === 0 && !options.moreFilesThanRead) {
    const { title, message } = DOCUMENT_MESSAGES.noFiles;
    return refuse('NO_FILES_SELECTED', title, message);
  }
  if (!canUploadDocumentType(roles, documentType)) {
    const { title, message } = DOCUMENT_MESSAGES.insufficientPermissions;
    return refuse('DOCUMENT_TYPE_FORBIDDEN', title, message);
  }
  const tooLarge = files.find((file) => file.size > maxFileSizeBytes(entity));
  if (tooLarge) {
    return refuse(
      'FILE_TOO_LARGE',
      DOCUMENT_MESSAGES.fileTooLargeTitle,
      fileTooLargeMessage(tooLarge.name, limits.maxFileSizeMb),
      { file: tooLarge.name, max_size_mb: limits.maxFileSizeMb },
    );
  }
  if (options.moreFilesThanRead || files.length > limits.maxFiles) {
    return refuse(
      'TOO_MANY_FILES',
      DOCUMENT_MESSAGES.tooManyFilesTitle,
      tooManyFilesMessage(limits.maxFiles),
      { max_files: limits.maxFiles },
    );
  }
  const wrongKind = files.find((file) => fileKindOfName(file.name) === null);
  if (wrongKind) {
    return refuse(
      'FILE_EXTENSION_NOT_ALLOWED',
      DOCUMENT_MESSAGES.fileExtensionNotAllowedTitle,
      fileExtensionNotAllowedMessage(wrongKind.name),
      { file: wrongKind.name },
    );
  }
  return null;
}
