import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { customers } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

/** Bytes that start like each accepted kind (enough for the magic-number check). */
export const SAMPLE_FILES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('IHDR fake png body'),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg')]),
  gif: Buffer.from('GIF89a fake gif body'),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.from('fake ole2 word document'),
  ]),
  docx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('....[Content_Types].xml....word/document.xml....'),
  ]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....data/file.txt')]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0 fake program')]),
} as const;

export interface UploadFile {
  name: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body: the fields (first unless fieldsLast), each file as a `files` part. */
export function multipartUpload(
  fields: Record<string, string>,
  files: readonly UploadFile[],
  options: { fieldsLast?: boolean } = {},
) {
  const boundary = `----lendline${randomUUID()}`;
  const fieldChunks: Buffer[] = [];
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    fieldChunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (!options.fieldsLast) chunks.push(...fieldChunks);
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  if (options.fieldsLast) chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart upload (`multipartUpload`) to a documents route as the signed-in caller. */
export function sendUpload(
  app: FastifyInstance,
  options: {
    url: string;
    cookie: string;
    fields: Record<string, string>;
    files: readonly UploadFile[];
  },
) {
  const { payload, headers } = multipartUpload(options.fields, options.files);
  return app.inject({
    method: 'POST',
    url: options.url,
    headers: { ...headers, cookie: options.cookie },
    payload,
  });
}

/** How many documents rows an entity has, whatever the scope. */
export async function countDocumentsOf(database: Database, entityId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    ownerConnection(database),
    sql`select count(*)::int as count from documents where entity_id = ${entityId}`,
  );
  return row!.count;
}

/** Inserts a customer straight into the database (the customers API is another module's). */
export async function insertCustomer(
  database: Database,
  organizationId: string,
  name = 'Asha Verma',
): Promise<string> {
  const [first, last] = name.split(' ');
  return runSystem(ownerConnection(database), async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        organization_id: organizationId,
        customer_id: `CUSTDOC${randomUUID().slice(0, 8)}`,
        first_name: first ?? 'Test',
        last_name: last ?? 'Customer',
        phone: '+91 98200 01000',
      })
      .returning({ id: customers.id });
    return row!.id;
  });
}

/** A test app storing its documents in a folder of its own, with these users signed in. */
export interface DocumentsTestApp {
  testApp: TestApp;
  /** Where the app keeps its files (documents/, tmp/uploads/). */
  dataDir: string;
  cookie(email: string): string;
  /** POSTs a multipart upload to `url` as `email`. */
  upload(
    email: string,
    url: string,
    fields: Record<string, string>,
    files: readonly UploadFile[],
  ): ReturnType<typeof sendUpload>;
  /** The uploads waiting in staging (none once a request is over). */
  stagedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openDocumentsTestApp(options: {
  emails: readonly string[];
  /** Runs before anyone signs in (roles given here are in the sessions). */
  beforeSignIn?: (testApp: TestApp) => Promise<void>;
}): Promise<DocumentsTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lendline-documents-'));
  const testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
  await options.beforeSignIn?.(testApp);
  const cookies = new Map<string, string>();
  for (const email of options.emails) cookies.set(email, await loginAs(testApp.app, email));
  const cookie = (email: string) => {
    const found = cookies.get(email);
    if (!found) throw new Error(`${email} is not signed in in this test app`);
    return found;
  };
  return {
    testApp,
    dataDir,
    cookie,
    upload: (email, url, fields, files) =>
      sendUpload(testApp.app, { url, cookie: cookie(email), fields, files }),
    stagedFiles: () => readdir(join(dataDir, 'tmp', 'uploads')).catch(() => []),
    close: async () => {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
