import { describe, expect, it } from 'vitest';
import { checkDocumentUpload } from './check-document-upload.ts';

const MB = 1024 * 1024;
const pdf = (name = 'id.pdf', size = MB) => ({ name, size });
const check = (overrides: Partial<Parameters<typeof checkDocumentUpload>[0]> = {}) =>
  checkDocumentUpload({
    entity: 'customer',
    roles: ['loan_officer'],
    documentType: 'identity_proof',
    files: [pdf()],
    ...overrides,
  })?.code ?? null;

describe('checkDocumentUpload (spec part 2 §5, in its order)', () => {
  it('accepts an allowed type, role, size, count and extension', () => {
    expect(check()).toBeNull();
  });

  it.each([
    ['no type', { documentType: null, files: [] }, 'DOCUMENT_TYPE_REQUIRED'],
    ['a blank type', { documentType: '  ' }, 'DOCUMENT_TYPE_REQUIRED'],
    [
      'a loan type on a customer',
      { documentType: 'loan_agreement', files: [] },
      'DOCUMENT_TYPE_INVALID',
    ],
    ['an unknown type', { documentType: 'selfie' }, 'DOCUMENT_TYPE_INVALID'],
    ['no files', { files: [], roles: ['auditor'] as const }, 'NO_FILES_SELECTED'],
    [
      'a role without the type',
      { roles: ['auditor'] as const, files: [pdf('x.exe', 99 * MB)] },
      'DOCUMENT_TYPE_FORBIDDEN',
    ],
    ['a file over 10 MB', { files: [pdf('big.pdf', 10 * MB + 1), pdf('x.exe')] }, 'FILE_TOO_LARGE'],
    [
      'six files',
      { files: Array.from({ length: 6 }, (_, i) => pdf(`${i}.exe`)) },
      'TOO_MANY_FILES',
    ],
    [
      'more files than the server read',
      { files: [pdf()], moreFilesThanRead: true },
      'TOO_MANY_FILES',
    ],
    ['an .exe', { files: [pdf(), pdf('run.exe')] }, 'FILE_EXTENSION_NOT_ALLOWED'],
  ])('refuses %s first with %s', (_label, overrides, code) => {
    expect(check(overrides as Parameters<typeof check>[0])).toBe(code);
  });

  it('names the file and the limit in the refusal', () => {
    const refusal = checkDocumentUpload({
      entity: 'loan',
      roles: ['loan_officer'],
      documentType: 'loan_agreement',
      files: [pdf('contract.pdf', 16 * MB)],
    });
    expect(refusal).toMatchObject({
      title: 'messages.documents.file_too_large_title',
      message: {
        key: 'messages.documents.file_too_large',
        values: { file: 'contract.pdf', maxMb: 15 },
      },
      details: { file: 'contract.pdf', max_size_mb: 15 },
    });
  });
});
