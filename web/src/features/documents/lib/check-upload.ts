import {
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_LIMITS,
  canUploadDocumentType,
  fileExtensionNotAllowedMessage,
  fileKindOfName,
  fileTooLargeMessage,
  maxFileSizeBytes,
  tooManyFilesMessage,
} from '@lendline/core';
import type { DocumentEntityType, DocumentType, Role } from '@lendline/core';

export interface UploadProblem {
  title: string;
  message: string;
}

/**
 * The checks before sending (spec part 2 §5 "Document upload", in its order): a type, at least
 * one file, the role allowed for the type, each file within the size limit, the count within the
 * maximum; then each file's extension. The server checks all of it again, content included.
 */
export function checkUpload(options: {
  roles: readonly Role[];
  entity: DocumentEntityType;
  documentType: DocumentType | null;
  files: readonly { name: string; size: number }[];
}): UploadProblem | null {
  const { roles, entity, documentType, files } = options;
  const limits = DOCUMENT_UPLOAD_LIMITS[entity];
  if (!documentType) return DOCUMENT_MESSAGES.typeRequired;
  if (files.length === 0) return DOCUMENT_MESSAGES.noFiles;
  if (!canUploadDocumentType(roles, documentType)) return DOCUMENT_MESSAGES.insufficientPermissions;
  const tooLarge = files.find((file) => file.size > maxFileSizeBytes(entity));
  if (tooLarge) {
    return {
      title: DOCUMENT_MESSAGES.fileTooLargeTitle,
      message: fileTooLargeMessage(tooLarge.name, limits.maxFileSizeMb),
    };
  }
  if (files.length > limits.maxFiles) {
    return {
      title: DOCUMENT_MESSAGES.tooManyFilesTitle,
      message: tooManyFilesMessage(limits.maxFiles),
    };
  }
  const wrongKind = files.find((file) => fileKindOfName(file.name) === null);
  if (wrongKind) {
    return {
      title: DOCUMENT_MESSAGES.fileExtensionNotAllowedTitle,
      message: fileExtensionNotAllowedMessage(wrongKind.name),
    };
  }
  return null;
}
