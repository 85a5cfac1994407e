import { DOCUMENT_ENTITY_PATHS } from '@lendline/core';
import type { DocumentEntityType, DocumentListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The customer or loan documents belong to. */
export interface DocumentOwner {
  entity: DocumentEntityType;
  id: string;
}

/** /api/v1/customers/:id/documents or /api/v1/loans/:id/documents. */
export function documentsPath({ entity, id }: DocumentOwner): string {
  return `/api/v1/${DOCUMENT_ENTITY_PATHS[entity]}/${id}/documents`;
}

/** The customer's or loan's documents (the most a page holds: 100), newest first. */
export function useEntityDocuments(owner: DocumentOwner) {
  return useQuery({
    queryKey: queryKeys.documents.of(owner.entity, owner.id),
    queryFn: ({ signal }) =>
      api.get<DocumentListResponse>(`${documentsPath(owner)}?page=1&page_size=100`, signal),
  });
}

/** The bytes of a document: inline (preview) or as an attachment (download). */
export function documentContentUrl(documentId: string, download = false): string {
  return `/api/v1/documents/${documentId}/content${download ? '?download=1' : ''}`;
}
