import { DOCUMENT_UPLOAD_FIELDS } from '@lendline/core';
import type { DocumentType, DocumentUploadResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiErrorBody } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { documentsPath, type DocumentOwner } from './get-entity-documents';

export interface UploadEntityDocumentsInput {
  owner: DocumentOwner;
  documentType: DocumentType;
  /** YYYY-MM-DD, or null for none. */
  expiresAt: string | null;
  files: readonly File[];
}

/** POST /customers/:id/documents or /loans/:id/documents as multipart: fields, then files. */
export async function uploadEntityDocuments({
  owner,
  documentType,
  expiresAt,
  files,
}: UploadEntityDocumentsInput): Promise<DocumentUploadResponse> {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD_FIELDS.documentType, documentType);
  if (expiresAt) form.append(DOCUMENT_UPLOAD_FIELDS.expiresAt, expiresAt);
  for (const file of files) form.append(DOCUMENT_UPLOAD_FIELDS.files, file, file.name);
  // No Content-Type header: the browser sets multipart/form-data with its boundary.
  const response = await fetch(documentsPath(owner), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      const { code, message, details } = payload.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'INTERNAL', response.statusText || 'Request failed');
  }
  return payload as DocumentUploadResponse;
}

export function useUploadEntityDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEntityDocuments,
    retry: false,
    onSuccess: (_, { owner }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.documents.of(owner.entity, owner.id) }),
  });
}
