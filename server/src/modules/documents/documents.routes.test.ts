import { english } from '../../testing/english.ts';
import { DOCUMENT_MESSAGES, MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { organizationIdByName } from '../../testing/demo-lookups.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  SAMPLE_FILES,
  countDocumentsOf,
  insertCustomer,
  multipartUpload,
  openDocumentsTestApp,
  type DocumentsTestApp,
  type UploadFile,
} from './documents-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let docs: DocumentsTestApp;
let testApp: TestApp;
let acmeCustomerId: string;
let beaconCustomerId: string;

const MB = 1024 * 1024;

beforeAll(async () => {
  docs = await openDocumentsTestApp({
    emails: [
      'owner@lendline.test',
      'admin@acme.test',
      'partner@acme.test',
      'manager@acme.test',
      'officer@acme.test',
      'agent@acme.test',
      'field@acme.test',
      'compliance@acme.test',
      'branch.manager@acme.test',
      'admin@beacon.test',
    ],
  });
  testApp = docs.testApp;
  const acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  const beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
  acmeCustomerId = await insertCustomer(testApp.database, acmeId, 'Asha Verma');
  beaconCustomerId = await insertCustomer(testApp.database, beaconId, 'Ravi Nair');
});
afterAll(() => docs.close());

const upload = (
  email: string,
  customerId: string,
  fields: Record<string, string>,
  files: readonly UploadFile[],
) => docs.upload(email, `/api/v1/customers/${customerId}/documents`, fields, files);

function get(email: string, url: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { cookie: docs.cookie(email) },
  });
}

async function storedFiles(): Promise<string[]> {
  const root = join(docs.dataDir, 'documents');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const stagedFiles = () => docs.stagedFiles();

const documentCount = (customerId: string) => countDocumentsOf(testApp.database, customerId);

const png = (name = 'id-card.png'): UploadFile => ({ name, data: SAMPLE_FILES.png });

describe('POST /api/v1/customers/:id/documents', () => {
  it('stores the files with checksum, expiry, uploader and time, audited, and answers the spec text', async () => {
    const before = (await storedFiles()).length;
    testApp.clock.now = new Date('2026-03-01T10:00:00Z');
    const response = await upload(
      'manager@acme.test',
      acmeCustomerId,
      { document_type: 'income_proof', expires_at: '2027-01-31' },
      [
        { name: 'salary-slip.pdf', data: SAMPLE_FILES.pdf },
        { name: 'bank letter.docx', data: SAMPLE_FILES.docx },
      ],
    );
    testApp.clock.now = new Date();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('2 file(s) uploaded successfully');
    expect(body.documents).toHaveLength(2);
    const pdf = body.documents.find(
      (doc: { file_name: string }) => doc.file_name === 'salary-slip.pdf',
    );
    expect(pdf).toMatchObject({
      entity_type: 'customer',
      entity_id: acmeCustomerId,
      document_type: 'income_proof',
      content_type: 'application/pdf',
      size_bytes: SAMPLE_FILES.pdf.length,
      sha256: createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'),
      expires_at: '2027-01-31',
      uploaded_at: '2026-03-01T10:00:00.000Z',
      is_sensitive: true,
    });
    expect(pdf.uploaded_by_name).toBeTruthy();
    const docx = body.documents.find(
      (doc: { file_name: string }) => doc.file_name === 'bank letter.docx',
    );
    expect(docx.content_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await storedFiles()).length).toBe(before + 2);
    expect(await stagedFiles()).toEqual([]);
    const audits = await queryRows<{
      action: string;
      user_role: string;
      new_values: { sha256: string };
    }>(
      ownerConnection(testApp.database),
      sql`select action, user_role, new_values from audit_logs where entity_type = 'document' and entity_id = ${pdf.id}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'upload', user_role: 'manager' });
    expect(audits[0]!.new_values.sha256).toBe(pdf.sha256);
  });

  it.each([
    [
      'loan_officer',
      'officer@acme.test',
      ['identity_proof', 'address_proof'],
      ['income_proof', 'bank_statement'],
    ],
    [
      'manager',
      'manager@acme.test',
      ['identity_proof', 'address_proof', 'income_proof', 'bank_statement'],
      [],
    ],
    [
      'organization_admin',
      'admin@acme.test',
      ['identity_proof', 'address_proof', 'income_proof', 'bank_statement'],
      [],
    ],
    [
      'platform_super_admin',
      'owner@lendline.test',
      ['identity_proof', 'address_proof', 'income_proof', 'bank_statement'],
      [],
    ],
    [
      'partner_admin',
      'partner@acme.test',
      [],
      ['identity_proof', 'address_proof', 'income_proof', 'bank_statement'],
    ],
  ])(
    'lets a %s upload exactly the customer types spec part 2 §6 gives it',
    async (_role, email, allowed, refused) => {
      for (const type of allowed) {
        const response = await upload(email, acmeCustomerId, { document_type: type }, [png()]);
        expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      }
      for (const type of refused) {
        const response = await upload(email, acmeCustomerId, { document_type: type }, [png()]);
        expect(response.statusCode, type).toBe(403);
        expect(response.json().error).toEqual({
          code: 'DOCUMENT_TYPE_FORBIDDEN',
          message: "You don't have permission to upload this document type",
          details: { title: 'Insufficient permissions' },
        });
      }
    },
  );

  it.each([
    'collection_agent:agent@acme.test',
    'field_agent:field@acme.test',
    'compliance_officer:compliance@acme.test',
  ])('refuses a role without documents:create (%s) before reading the upload', async (pair) => {
    const email = pair.split(':')[1]!;
    const response = await upload(email, acmeCustomerId, { document_type: 'identity_proof' }, [
      png(),
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });

  it('requires a document type', async () => {
    const response = await upload('manager@acme.test', acmeCustomerId, {}, [png()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'DOCUMENT_TYPE_REQUIRED',
      message: 'Please select a document type',
      details: { title: 'Document type required' },
    });
  });

  it.each(['loan_agreement', 'kyc_document', 'compliance_certificate', 'passport'])(
    'refuses %s, which is not a customer document type',
    async (type) => {
      const response = await upload(
        'owner@lendline.test',
        acmeCustomerId,
        { document_type: type },
        [png()],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'DOCUMENT_TYPE_INVALID',
        message: 'This document type cannot be uploaded for a customer',
        details: { title: 'Invalid document type' },
      });
    },
  );

  it('requires at least one file', async () => {
    const response = await upload(
      'manager@acme.test',
      acmeCustomerId,
      { document_type: 'identity_proof' },
      [],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'NO_FILES_SELECTED',
      message: 'Please select at least one file to upload',
      details: { title: 'No files selected' },
    });
  });

  it('reads the fields even when they follow the files', async () => {
    const { payload, headers } = multipartUpload(
      { document_type: 'address_proof', expires_at: '2030-12-31' },
      [png('late-fields.png')],
      { fieldsLast: true },
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${acmeCustomerId}/documents`,
      headers: { ...headers, cookie: docs.cookie('officer@acme.test') },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().documents[0]).toMatchObject({
      document_type: 'address_proof',
      expires_at: '2030-12-31',
      is_sensitive: false,
    });
  });

  it('refuses a request that is not multipart', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${acmeCustomerId}/documents`,
      headers: { cookie: docs.cookie('manager@acme.test') },
      payload: { document_type: 'identity_proof' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses an invalid expiry date', async () => {
    const response = await upload(
      'manager@acme.test',
      acmeCustomerId,
      { document_type: 'identity_proof', expires_at: '2026-02-30' },
      [png()],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(english(DOCUMENT_MESSAGES.invalidExpiry));
  });

  it('accepts a file of exactly 10 MB and refuses one byte more, naming the file', async () => {
    const exact = Buffer.concat([
      SAMPLE_FILES.pdf,
      Buffer.alloc(10 * MB - SAMPLE_FILES.pdf.length),
    ]);
    const ok = await upload(
      'manager@acme.test',
      acmeCustomerId,
      { document_type: 'bank_statement' },
      [{ name: 'exact.pdf', data: exact }],
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().documents[0].size_bytes).toBe(10 * MB);

    const customerId = await insertCustomer(
      testApp.database,
      ok.json().documents[0].organization_id,
    );
    const tooBig = await upload(
      'manager@acme.test',
      customerId,
      { document_type: 'bank_statement' },
      [
        { name: 'small.pdf', data: SAMPLE_FILES.pdf },
        { name: 'statement.pdf', data: Buffer.concat([exact, Buffer.from('x')]) },
      ],
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'statement.pdf exceeds the 10MB limit',
      details: { title: 'File too large', file: 'statement.pdf', max_size_mb: 10 },
    });
    expect(await documentCount(customerId)).toBe(0);
    expect(await stagedFiles()).toEqual([]);
  });

  it('accepts 5 files in one upload and refuses 6', async () => {
    const five = Array.from({ length: 5 }, (_, index) => png(`page-${index}.png`));
    const ok = await upload(
      'officer@acme.test',
      acmeCustomerId,
      { document_type: 'address_proof' },
      five,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('5 file(s) uploaded successfully');

    const customerId = await insertCustomer(
      testApp.database,
      ok.json().documents[0].organization_id,
    );
    const six = Array.from({ length: 6 }, (_, index) => png(`page-${index}.png`));
    const refused = await upload(
      'officer@acme.test',
      customerId,
      { document_type: 'address_proof' },
      six,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_FILES',
      message: 'Maximum 5 files allowed',
      details: { title: 'Too many files', max_files: 5 },
    });
    expect(await documentCount(customerId)).toBe(0);
    expect(await stagedFiles()).toEqual([]);
  });

  it.each([
    ['photo.jpg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['photo.JPEG', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['scan.png', SAMPLE_FILES.png, 'image/png'],
    ['scan.gif', SAMPLE_FILES.gif, 'image/gif'],
    ['form.pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['letter.doc', SAMPLE_FILES.doc, 'application/msword'],
  ])(
    'accepts %s and stores the Content-Type its content shows',
    async (name, data, contentType) => {
      const response = await upload(
        'manager@acme.test',
        acmeCustomerId,
        { document_type: 'identity_proof' },
        [{ name, data, contentType: 'application/octet-stream' }],
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().documents[0].content_type).toBe(contentType);
    },
  );

  it.each([
    ['setup.exe', SAMPLE_FILES.exe, 'FILE_EXTENSION_NOT_ALLOWED', 'File extension not allowed'],
    [
      'notes.txt',
      Buffer.from('plain text'),
      'FILE_EXTENSION_NOT_ALLOWED',
      'File extension not allowed',
    ],
    ['no-extension', SAMPLE_FILES.pdf, 'FILE_EXTENSION_NOT_ALLOWED', 'File extension not allowed'],
    ['statement.pdf', SAMPLE_FILES.png, 'FILE_TYPE_NOT_ALLOWED', 'File type not allowed'],
    ['photo.jpg', SAMPLE_FILES.exe, 'FILE_TYPE_NOT_ALLOWED', 'File type not allowed'],
    ['archive.docx', SAMPLE_FILES.zip, 'FILE_TYPE_NOT_ALLOWED', 'File type not allowed'],
    ['letter.doc', SAMPLE_FILES.docx, 'FILE_TYPE_NOT_ALLOWED', 'File type not allowed'],
    ['empty.png', Buffer.alloc(0), 'FILE_TYPE_NOT_ALLOWED', 'File type not allowed'],
  ])('refuses %s by extension or content', async (name, data, code, title) => {
    const response = await upload(
      'manager@acme.test',
      acmeCustomerId,
      { document_type: 'identity_proof' },
      [{ name, data, contentType: 'image/jpeg' }],
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code, details: { title, file: name } });
    expect(response.json().error.message).toContain(name);
  });

  it('stores nothing when one file of several is refused (all or nothing)', async () => {
    const customerId = await insertCustomer(
      testApp.database,
      await organizationIdByName(testApp.database, 'Acme Microfinance'),
    );
    const before = await storedFiles();
    const response = await upload(
      'manager@acme.test',
      customerId,
      { document_type: 'identity_proof' },
      [
        png('front.png'),
        { name: 'back.pdf', data: SAMPLE_FILES.pdf },
        { name: 'virus.jpg', data: SAMPLE_FILES.exe },
      ],
    );
    expect(response.statusCode).toBe(415);
    expect(await documentCount(customerId)).toBe(0);
    expect(await storedFiles()).toEqual(before);
    expect(await stagedFiles()).toEqual([]);
  });

  it("answers 404 'Customer not found' for another organization's customer", async () => {
    const response = await upload(
      'admin@beacon.test',
      acmeCustomerId,
      { document_type: 'identity_proof' },
      [png()],
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Customer not found');
    const unknown = await upload(
      'manager@acme.test',
      '00000000-0000-4000-8000-000000000000',
      { document_type: 'identity_proof' },
      [png()],
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("lets a parent organization's admin upload for a customer of a child organization, not the reverse", async () => {
    const northId = await organizationIdByName(testApp.database, 'Acme North Branch');
    const northCustomer = await insertCustomer(testApp.database, northId, 'Kiran Rao');
    const parent = await upload(
      'admin@acme.test',
      northCustomer,
      { document_type: 'identity_proof' },
      [png()],
    );
    expect(parent.statusCode).toBe(201);
    expect(parent.json().documents[0].organization_id).toBe(northId);
    const child = await upload(
      'branch.manager@acme.test',
      acmeCustomerId,
      { document_type: 'identity_proof' },
      [png()],
    );
    expect(child.statusCode).toBe(404);
  });
});

describe('reading documents', () => {
  let documentId: string;
  let docxId: string;
  const bytes = Buffer.concat([SAMPLE_FILES.png, Buffer.from('more image bytes \u00e9')]);

  beforeAll(async () => {
    const response = await upload(
      'manager@acme.test',
      beaconCustomerId,
      { document_type: 'identity_proof' },
      [png()],
    );
    expect(response.statusCode).toBe(404); // a Beacon customer is not in Acme's scope
    const mine = await upload(
      'admin@beacon.test',
      beaconCustomerId,
      { document_type: 'bank_statement' },
      [
        { name: 'Kontoauszug März.png', data: bytes },
        { name: 'agreement.docx', data: SAMPLE_FILES.docx },
      ],
    );
    expect(mine.statusCode).toBe(201);
    documentId = mine
      .json()
      .documents.find((doc: { file_name: string }) => doc.file_name.endsWith('.png')).id;
    docxId = mine
      .json()
      .documents.find((doc: { file_name: string }) => doc.file_name.endsWith('.docx')).id;
  });

  it("lists a customer's documents, newest first, paged", async () => {
    const response = await get(
      'admin@beacon.test',
      `/customers/${beaconCustomerId}/documents?page_size=1`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, page_size: 1, total: 2 });
    expect(body.data).toHaveLength(1);
    const filtered = await get(
      'admin@beacon.test',
      `/customers/${beaconCustomerId}/documents?document_type=identity_proof`,
    );
    expect(filtered.json().total).toBe(0);
  });

  it('gives the metadata with the sensitive flag', async () => {
    const response = await get('admin@beacon.test', `/documents/${documentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: documentId,
      document_type: 'bank_statement',
      file_name: 'Kontoauszug März.png',
      is_sensitive: true,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('serves the same bytes inline for an image, as an attachment on ?download=1', async () => {
    const inline = await get('admin@beacon.test', `/documents/${documentId}/content`);
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(bytes)).toBe(true);
    expect(createHash('sha256').update(inline.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Kontoauszug M_rz.png"; filename*=UTF-8''Kontoauszug%20M%C3%A4rz.png`,
    );
    const download = await get('admin@beacon.test', `/documents/${documentId}/content?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('always serves a Word file as an attachment', async () => {
    const response = await get('admin@beacon.test', `/documents/${docxId}/content`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="agreement.docx"/,
    );
    expect(response.rawPayload.equals(SAMPLE_FILES.docx)).toBe(true);
  });

  it("answers 404 for another organization's document and customer, in every read", async () => {
    for (const url of [
      `/documents/${documentId}`,
      `/documents/${documentId}/content`,
      `/customers/${beaconCustomerId}/documents`,
    ]) {
      const response = await get('manager@acme.test', url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get('manager@acme.test', `/documents/${documentId}`)).json().error.message).toBe(
      'Document not found',
    );
  });

  it('lets read-only roles read but a signed-out caller not at all', async () => {
    const acmeList = await get('field@acme.test', `/customers/${acmeCustomerId}/documents`);
    expect(acmeList.statusCode).toBe(200);
    expect(acmeList.json().total).toBeGreaterThan(0);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/documents/${documentId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await get('admin@beacon.test', '/documents/not-a-uuid')).statusCode).toBe(400);
  });
});
