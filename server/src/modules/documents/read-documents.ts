import {
  DOCUMENT_MESSAGES,
  type DocumentListQuery,
  type DocumentListResponse,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import { fetchClampedPage } from '../../http/clamped-page.ts';
import { toDocumentMetadata, type DocumentRow } from './documents.repository.ts';

/** The customer a document call is about, if the scope sees it; 404 otherwise. */
export async function requireCustomerInScope(ctx: RequestContext, customerId: string) {
  const customer = await repositories(ctx).documents.findCustomerInScope(customerId);
  if (!customer) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.customerNotFound);
  return customer;
}

/** A page of a customer's documents, newest first, optionally of one type. */
export async function listCustomerDocuments(
  ctx: RequestContext,
  options: { customerId: string; query: DocumentListQuery },
): Promise<DocumentListResponse> {
  const { page_size, document_type } = options.query;
  const customer = await requireCustomerInScope(ctx, options.customerId);
  const { rows, total, page } = await fetchClampedPage(options.query.page, page_size, (page) =>
    repositories(ctx).documents.listForEntity({
      organizationId: customer.organization_id,
      entityType: 'customer',
      entityId: customer.id,
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
