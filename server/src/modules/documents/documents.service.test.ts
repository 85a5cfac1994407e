import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context/request-context.ts';
import type { DocumentStorage } from '../../storage/document-storage.ts';
import { createDiskDocumentStorage } from '../../storage/disk-storage.ts';
import type { StagedFile } from './document-upload.ts';
import { storeDocuments, type StoreDocumentsOptions } from './documents.service.ts';

let folder: string;
let staged: StagedFile[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lendline-store-'));
  staged = await Promise.all(
    ['a.pdf', 'b.pdf', 'c.pdf'].map(async (name) => {
      const path = join(folder, name);
      await writeFile(path, '%PDF-1.7 test');
      return {
        fileName: name,
        path,
        sizeBytes: 13,
        sha256: 'a'.repeat(64),
        head: Buffer.from('%PDF'),
        hasWordEntry: false,
        truncated: false,
      };
    }),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

function options(): StoreDocumentsOptions {
  return {
    upload: {
      documentType: 'identity_proof',
      expiresAt: null,
      files: staged.map((file) => ({ staged: file, contentType: 'application/pdf' })),
    },
    entity: { type: 'customer', id: crypto.randomUUID(), organizationId: crypto.randomUUID() },
  };
}

/** A storage that remembers what it holds and can fail on the nth put. */
function memoryStorage(failOnPut?: number) {
  const objects = new Map<string, Buffer>();
  let puts = 0;
  const storage: DocumentStorage = {
    async put(key, body) {
      puts += 1;
      if (puts === failOnPut) throw new Error('disk full');
      const chunks: Buffer[] = [];
      for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
      objects.set(key, Buffer.concat(chunks));
    },
    async get() {
      throw new Error('not used');
    },
    async delete(key) {
      objects.delete(key);
    },
  };
  return { storage, objects };
}

describe('storeDocuments', () => {
  it('deletes every written object when the transaction fails', async () => {
    const { storage, objects } = memoryStorage();
    let sawObjects = 0;
    const failingTransaction = async <T>(
      _work: (ctx: RequestContext) => Promise<T>,
    ): Promise<T> => {
      sawObjects = objects.size;
      throw new Error('insert failed');
    };
    await expect(storeDocuments(storage, failingTransaction, options())).rejects.toThrow(
      'insert failed',
    );
    expect(sawObjects).toBe(3);
    expect(objects.size).toBe(0);
  });

  it('deletes the objects already written when a later write fails', async () => {
    const { storage, objects } = memoryStorage(3);
    const neverCalled = async <T>(): Promise<T> => {
      throw new Error('transaction must not start');
    };
    await expect(storeDocuments(storage, neverCalled, options())).rejects.toThrow('disk full');
    expect(objects.size).toBe(0);
  });
});

describe('disk storage', () => {
  it('writes under random keys, reads back and deletes; refuses path-like keys', async () => {
    const storage = createDiskDocumentStorage(join(folder, 'documents'));
    const key = `ab/${'abcdef01-2345-4678-9abc-def012345678'}`;
    await storage.put(key, Buffer.from('hello'));
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow('No stored object');
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
  });
});
