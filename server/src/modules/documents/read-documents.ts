import {
  DOCUMENT_MESSAGES,
  documentEntityNotFoundMessage,
  type DocumentEntityType,
  type DocumentListQuery,
  type DocumentListResponse,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { toDocumentMetadata, type DocumentRow } from './documents.repository.ts';

/** The customer or loan a document call is about, if the scope sees it; 404 otherwise. */
export async function requireEntityInScope(
  ctx: RequestContext,
  entity: DocumentEntityType,
  id: string,
) {
  const found = await repositories(ctx).documents.findEntityInScope(entity, id);
  if (!found) throw new AppError('NOT_FOUND', documentEntityNotFoundMessage(entity));
  return found;
}

/** A page of a customer's or a loan's documents, newest first, optionally of one type. */
export async function listEntityDocuments(
  ctx: RequestContext,
  options: { entity: DocumentEntityType; id: string; query: DocumentListQuery },
): Promise<DocumentListResponse> {
  const { page_size, document_type } = options.query;
  const found = await requireEntityInScope(ctx, options.entity, options.id);
  const { rows, total, page } = await fetchClampedPage(options.query.page, page_size, (page) =>
    repositories(ctx).documents.listForEntity({
      organizationId: found.organization_id,
      entityType: options.entity,
      entityId: found.id,
      documentType: document_type,
      page,
      pageSize: page_size,
    }),
  );
  return { data: rows.map(toDocumentMetadata), page, page_size, total };
}

/** A document in scope (its stored row), or 404. */
export async function getDocument(ctx: RequestContext, id: string): Promise<DocumentRow> {
  const row = await repositories(ctx).documents.findById(id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return row;
}
