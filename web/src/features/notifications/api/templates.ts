import type {
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePatch,
  TemplatePreview,
  TemplatePreviewRequest,
} from '@lendline/core';
import { PAGE_SIZE } from '@lendline/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

interface TemplateList {
  data: MessageTemplate[];
  total: number;
}

export const templatesQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.templates(),
  // The rules' template picker needs them all: at most a page of 100.
  queryFn: ({ signal }) =>
    api.get<TemplateList>(`/api/v1/notification-templates?page_size=${PAGE_SIZE.max}`, signal),
  ...LIST_QUERY_RETRY,
});

/** The organization's customer message templates, newest first. */
export function useTemplates() {
  return useQuery(templatesQueryOptions);
}

/** Creates a template; the list and the rules (which name templates) refresh. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageTemplateInput) =>
      api.post<{ message: string; template: MessageTemplate }>(
        '/api/v1/notification-templates',
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Changes a template; the list and the rules (which name templates) refresh. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MessageTemplatePatch }) =>
      apiRequest<{ message: string; template: MessageTemplate }>(
        `/api/v1/notification-templates/${encodeURIComponent(id)}`,
        { method: 'PATCH', body: patch },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Deletes a template no rule uses (the server refuses one in use, naming the rules). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/v1/notification-templates/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** The template's text filled with one loan's real figures. */
export function previewTemplate(request: TemplatePreviewRequest) {
  return apiRequest<TemplatePreview>('/api/v1/notification-templates/preview', {
    method: 'POST',
    body: request,
  });
}

interface LoanChoice {
  id: string;
  loan_number: string;
  customer_name: string;
}

/** Loans to preview a template with: the first matches of a search by number or customer. */
export function useLoanChoices(search: string) {
  return useQuery({
    queryKey: ['loans', 'list', { search, purpose: 'template-preview' }],
    queryFn: ({ signal }) =>
      api.get<{ data: LoanChoice[] }>(
        `/api/v1/loans?page_size=${PAGE_SIZE.default}&search=${encodeURIComponent(search)}`,
        signal,
      ),
  });
}
