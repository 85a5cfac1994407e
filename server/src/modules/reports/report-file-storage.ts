import { join, resolve } from 'node:path';
import type { DocumentStorage } from '../../storage/document-storage.ts';
import { createDiskDocumentStorage } from '../../storage/disk-storage.ts';

/** Where report files live: long exports and automated reports' attachments. */
export function reportFileStorage(dataDir: string): DocumentStorage {
  return createDiskDocumentStorage(join(resolve(dataDir), 'report-exports'));
}

/** A stored file's bytes (an e-mail attachment is small enough to hold). */
export async function readStoredFile(storage: DocumentStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
