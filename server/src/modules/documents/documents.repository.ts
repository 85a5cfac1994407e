import {
  isSensitiveDocumentType,
  type DocumentEntityType,
  type DocumentMetadata,
} from '@lendline/core';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  customers,
  documents,
  loans,
  userProfiles,
  type NewDocument,
} from '../../db/schema/index.ts';

const documentColumns = {
  id: documents.id,
  organization_id: documents.organization_id,
  entity_type: documents.entity_type,
  entity_id: documents.entity_id,
  document_type: documents.document_type,
  file_name: documents.file_name,
  content_type: documents.content_type,
  size_bytes: documents.size_bytes,
  sha256: documents.sha256,
  storage_key: documents.storage_key,
  expires_at: documents.expires_at,
  uploaded_by: documents.uploaded_by,
  uploaded_at: documents.uploaded_at,
  uploader_first_name: userProfiles.first_name,
  uploader_last_name: userProfiles.last_name,
};

export type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

function selectDocuments(executor: Executor, where: SQL | undefined) {
  return executor
    .select(documentColumns)
    .from(documents)
    .leftJoin(userProfiles, eq(userProfiles.user_id, documents.uploaded_by))
    .where(where);
}

export function toDocumentMetadata(row: DocumentRow): DocumentMetadata {
  const name = [row.uploader_first_name, row.uploader_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    organization_id: row.organization_id,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    document_type: row.document_type,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    expires_at: row.expires_at,
    uploaded_by: row.uploaded_by,
    uploaded_by_name: name || null,
    uploaded_at: new Date(row.uploaded_at).toISOString(),
    is_sensitive: isSensitiveDocumentType(row.document_type),
  };
}

/** The table holding each entity documents belong to. */
const ENTITY_TABLES = { customer: customers, loan: loans } satisfies Record<
  DocumentEntityType,
  typeof customers | typeof loans
>;

/** The customer or loan, if the scope sees it (row-level security hides other organizations'). */
export async function findEntityInScope(
  executor: Executor,
  entity: DocumentEntityType,
  id: string,
): Promise<{ id: string; organization_id: string } | null> {
  const table = ENTITY_TABLES[entity];
  const [row] = await executor
    .select({ id: table.id, organization_id: table.organization_id })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

export async function findDocument(executor: Executor, id: string): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(executor, eq(documents.id, id));
  return row ?? null;
}

/** The documents with these ids, in the ids' order, in one query. */
export async function findDocumentsByIds(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectDocuments(executor, inArray(documents.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is DocumentRow => row !== undefined);
}

export async function listEntityDocuments(
  executor: Executor,
  options: {
    organizationId: string;
    entityType: DocumentEntityType;
    entityId: string;
    documentType?: NewDocument['document_type'];
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(documents.organization_id, options.organizationId),
    eq(documents.entity_type, options.entityType),
    eq(documents.entity_id, options.entityId),
    options.documentType ? eq(documents.document_type, options.documentType) : undefined,
  );
  const rows = await selectDocuments(executor, where)
    .orderBy(desc(documents.uploaded_at), desc(documents.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await executor.select({ value: count() }).from(documents).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function insertDocuments(executor: Executor, values: NewDocument[]) {
  return executor.insert(documents).values(values).returning({ id: documents.id });
}

/** The documents queries bound to a request context's transaction (docs/decisions/0017). */
export function documentsRepository(tx: Tx) {
  return {
    findEntityInScope: (entity: DocumentEntityType, id: string) =>
      findEntityInScope(tx, entity, id),
    findById: (id: string) => findDocument(tx, id),
    findByIds: (ids: readonly string[]) => findDocumentsByIds(tx, ids),
    listForEntity: (options: Parameters<typeof listEntityDocuments>[1]) =>
      listEntityDocuments(tx, options),
    insert: (values: NewDocument[]) => insertDocuments(tx, values),
  };
}
