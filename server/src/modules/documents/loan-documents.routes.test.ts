import { english } from '../../testing/english.ts';
import { MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { createTestCustomer } from '../../testing/factories/index.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  SAMPLE_FILES,
  countDocumentsOf,
  openDocumentsTestApp,
  type DocumentsTestApp,
  type UploadFile,
} from './documents-test-helpers.ts';

let docs: DocumentsTestApp;
let testApp: TestApp;
let acmeLoanId: string;
let beaconLoanId: string;

const MB = 1024 * 1024;
/**
 * A collection agent who also holds partner_admin: documents:create (which collection_agent
 * alone lacks), and no document type of its own (spec part 2 §6 names no partner_admin).
 */
const AGENT_WITH_CREATE = 'partner@acme.test';

/** A loan applied for through the API by the caller, for a new customer of its organization. */
async function applyForLoan(email: string, customerAs: string): Promise<string> {
  const customer = await createTestCustomer(testApp.database, { as: customerAs });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/loans',
    headers: { cookie: docs.cookie(email) },
    payload: { customer_id: customer.id, principal_amount: 10_000 },
  });
  if (response.statusCode !== 201) throw new Error(`Apply for loan: ${response.body}`);
  return response.json().loan.id;
}

/** The partner admin made a collection agent too (no route grants a second role). */
async function makePartnerACollectionAgent(app: TestApp) {
  await ownerConnection(app.database).execute(
    sql`insert into user_roles (user_id, role, organization_id)
        select r.user_id, 'collection_agent', r.organization_id
        from user_roles r join users u on u.id = r.user_id
        where u.email = ${AGENT_WITH_CREATE} and r.role = 'partner_admin'`,
  );
}

beforeAll(async () => {
  docs = await openDocumentsTestApp({
    emails: [
      'owner@lendline.test',
      'admin@acme.test',
      'manager@acme.test',
      'officer@acme.test',
      'agent@acme.test',
      'field@acme.test',
      'admin@beacon.test',
      AGENT_WITH_CREATE,
    ],
    beforeSignIn: makePartnerACollectionAgent,
  });
  testApp = docs.testApp;
  acmeLoanId = await applyForLoan('manager@acme.test', 'officer@acme.test');
  beaconLoanId = await applyForLoan('admin@beacon.test', 'officer@beacon.test');
});
afterAll(() => docs.close());

const upload = (
  email: string,
  loanId: string,
  fields: Record<string, string>,
  files: readonly UploadFile[],
) => docs.upload(email, `/api/v1/loans/${loanId}/documents`, fields, files);

function list(email: string, loanId: string, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/loans/${loanId}/documents${query}`,
    headers: { cookie: docs.cookie(email) },
  });
}

const stagedFiles = () => docs.stagedFiles();

const pdf = (name = 'agreement.pdf'): UploadFile => ({ name, data: SAMPLE_FILES.pdf });

describe('POST /api/v1/loans/:id/documents', () => {
  it.each([
    ['loan_agreement', 'officer@acme.test', 'loan_officer'],
    ['collateral_document', 'manager@acme.test', 'manager'],
    ['payment_receipt', 'manager@acme.test', 'manager'],
    ['audit_document', 'admin@acme.test', 'organization_admin'],
  ])('stores a %s uploaded by %s as the loan’s, audited', async (type, email, role) => {
    const response = await upload(email, acmeLoanId, { document_type: type }, [pdf()]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('1 file(s) uploaded successfully');
    const [document] = response.json().documents;
    expect(document).toMatchObject({
      entity_type: 'loan',
      entity_id: acmeLoanId,
      document_type: type,
      content_type: 'application/pdf',
      is_sensitive: false,
    });
    const audits = await queryRows<{ action: string; user_role: string; new_values: object }>(
      ownerConnection(testApp.database),
      sql`select action, user_role, new_values from audit_logs
          where entity_type = 'document' and entity_id = ${document.id}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'upload',
      user_role: role,
      new_values: { entity_type: 'loan', entity_id: acmeLoanId, document_type: type },
    });
  });

  it.each(['collateral_document', 'payment_receipt', 'audit_document'])(
    'refuses a loan officer a %s (spec part 2 §6)',
    async (type) => {
      const response = await upload('officer@acme.test', acmeLoanId, { document_type: type }, [
        pdf(),
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'DOCUMENT_TYPE_FORBIDDEN',
        message: "You don't have permission to upload this document type",
        details: { title: 'Insufficient permissions' },
      });
    },
  );

  it('lets a collection agent holding documents:create upload a payment receipt, not an agreement', async () => {
    const receipt = await upload(
      AGENT_WITH_CREATE,
      acmeLoanId,
      { document_type: 'payment_receipt' },
      [{ name: 'receipt.jpg', data: SAMPLE_FILES.jpeg }],
    );
    expect(receipt.statusCode, receipt.body).toBe(201);
    const agreement = await upload(
      AGENT_WITH_CREATE,
      acmeLoanId,
      { document_type: 'loan_agreement' },
      [pdf()],
    );
    expect(agreement.statusCode).toBe(403);
    expect(agreement.json().error.code).toBe('DOCUMENT_TYPE_FORBIDDEN');
  });

  it.each(['agent@acme.test', 'field@acme.test'])(
    'refuses %s, without documents:create, before reading the upload',
    async (email) => {
      const response = await upload(email, acmeLoanId, { document_type: 'payment_receipt' }, [
        pdf(),
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
    },
  );

  it.each(['identity_proof', 'address_proof', 'income_proof', 'kyc_document', 'passport'])(
    'refuses %s, which is not a loan document type',
    async (type) => {
      const response = await upload('owner@lendline.test', acmeLoanId, { document_type: type }, [
        pdf(),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'DOCUMENT_TYPE_INVALID',
        message: 'This document type cannot be uploaded for a loan',
        details: { title: 'Invalid document type' },
      });
    },
  );

  it('accepts 10 files in one upload and refuses 11, storing none of them', async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => pdf(`page-${index}.pdf`));
    const ok = await upload(
      'manager@acme.test',
      acmeLoanId,
      { document_type: 'collateral_document' },
      files(10),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('10 file(s) uploaded successfully');

    const loanId = await applyForLoan('manager@acme.test', 'officer@acme.test');
    const refused = await upload(
      'manager@acme.test',
      loanId,
      { document_type: 'collateral_document' },
      files(11),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_FILES',
      message: 'Maximum 10 files allowed',
      details: { title: 'Too many files', max_files: 10 },
    });
    expect(await countDocumentsOf(testApp.database, loanId)).toBe(0);
    expect(await stagedFiles()).toEqual([]);
  });

  it('accepts a file of exactly 15 MB and refuses one byte more, naming the file', async () => {
    const exact = Buffer.concat([
      SAMPLE_FILES.pdf,
      Buffer.alloc(15 * MB - SAMPLE_FILES.pdf.length),
    ]);
    const ok = await upload(
      'manager@acme.test',
      acmeLoanId,
      { document_type: 'collateral_document' },
      [{ name: 'title-deed.pdf', data: exact }],
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().documents[0].size_bytes).toBe(15 * MB);

    const loanId = await applyForLoan('manager@acme.test', 'officer@acme.test');
    const tooBig = await upload(
      'manager@acme.test',
      loanId,
      { document_type: 'collateral_document' },
      [{ name: 'deed.pdf', data: Buffer.concat([exact, Buffer.from('x')]) }],
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'deed.pdf exceeds the 15MB limit',
      details: { title: 'File too large', file: 'deed.pdf', max_size_mb: 15 },
    });
    expect(await countDocumentsOf(testApp.database, loanId)).toBe(0);
    expect(await stagedFiles()).toEqual([]);
  });

  it("answers 404 'Loan not found' for another organization's loan and an unknown id", async () => {
    const foreign = await upload(
      'admin@beacon.test',
      acmeLoanId,
      { document_type: 'loan_agreement' },
      [pdf()],
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Loan not found');
    expect(await countDocumentsOf(testApp.database, acmeLoanId)).not.toBe(0);
    const unknown = await upload(
      'manager@acme.test',
      '00000000-0000-4000-8000-000000000000',
      { document_type: 'loan_agreement' },
      [pdf()],
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Loan not found');
  });
});

describe('GET /api/v1/loans/:id/documents', () => {
  let otherLoanId: string;

  beforeAll(async () => {
    otherLoanId = await applyForLoan('manager@acme.test', 'officer@acme.test');
    const other = await upload(
      'manager@acme.test',
      otherLoanId,
      { document_type: 'loan_agreement' },
      [pdf('other-agreement.pdf'), pdf('other-schedule.pdf')],
    );
    expect(other.statusCode).toBe(201);
    const beacon = await upload(
      'admin@beacon.test',
      beaconLoanId,
      { document_type: 'loan_agreement' },
      [pdf('beacon-agreement.pdf')],
    );
    expect(beacon.statusCode).toBe(201);
  });

  it('lists only that loan’s documents, newest first, filtered by type on request', async () => {
    const response = await list('manager@acme.test', otherLoanId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data.map((document: { file_name: string }) => document.file_name).sort()).toEqual([
      'other-agreement.pdf',
      'other-schedule.pdf',
    ]);
    for (const document of body.data) {
      expect(document).toMatchObject({ entity_type: 'loan', entity_id: otherLoanId });
    }
    const filtered = await list('manager@acme.test', otherLoanId, '?document_type=payment_receipt');
    expect(filtered.json().total).toBe(0);
    const first = await list('manager@acme.test', acmeLoanId);
    expect(first.json().total).toBe(await countDocumentsOf(testApp.database, acmeLoanId));
    expect(
      first
        .json()
        .data.every((document: { entity_id: string }) => document.entity_id === acmeLoanId),
    ).toBe(true);
  });

  it('lets a role that may only read documents list them', async () => {
    const response = await list('agent@acme.test', otherLoanId);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
  });

  it("answers 404 for another organization's loan, showing none of its documents", async () => {
    const response = await list('manager@acme.test', beaconLoanId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Loan not found');
    expect(response.body).not.toContain('beacon-agreement.pdf');
    const mine = await list('admin@beacon.test', beaconLoanId);
    expect(mine.json().data.map((document: { file_name: string }) => document.file_name)).toEqual([
      'beacon-agreement.pdf',
    ]);
  });
});
