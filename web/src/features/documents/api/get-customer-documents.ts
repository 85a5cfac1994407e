import type { DocumentListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The customer's documents (the most a page holds: 100), newest first. */
export function useCustomerDocuments(customerId: string) {
  return useQuery({
    queryKey: queryKeys.documents.ofCustomer(customerId),
    queryFn: ({ signal }) =>
      api.get<DocumentListResponse>(
        `/api/v1/customers/${customerId}/documents?page=1&page_size=100`,
        signal,
      ),
  });
}

/** The bytes of a document: inline (preview) or as an attachment (download). */
export function documentContentUrl(documentId: string, download = false): string {
  return `/api/v1/documents/${documentId}/content${download ? '?download=1' : ''}`;
}
