import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../constants.ts';
import {
  DOCUMENT_TYPES,
  LOAN_DOCUMENT_TYPES,
  canUploadDocumentType,
  canUploadDocumentsFor,
  fileKindOfName,
  isSensitiveDocumentType,
  showsSensitiveDocumentWarning,
  sniffFileKind,
  uploadableDocumentTypes,
  type DocumentType,
} from './documents.ts';

/** Spec part 2 §6, written out role by role. */
const EXPECTED: Partial<Record<Role, readonly DocumentType[]>> = {
  platform_super_admin: DOCUMENT_TYPES,
  organization_admin: DOCUMENT_TYPES,
  manager: [
    'identity_proof',
    'address_proof',
    'income_proof',
    'bank_statement',
    'collateral_document',
    'loan_agreement',
    'payment_receipt',
    'kyc_document',
  ],
  loan_officer: ['identity_proof', 'address_proof', 'loan_agreement'],
  collection_agent: ['payment_receipt'],
};

describe('document types by role', () => {
  for (const role of ROLES) {
    for (const type of DOCUMENT_TYPES) {
      const allowed = (EXPECTED[role] ?? []).includes(type);
      it(`${role} ${allowed ? 'may' : 'may not'} upload ${type}`, () => {
        expect(canUploadDocumentType([role], type)).toBe(allowed);
      });
    }
  }

  it('lists the pickable types per entity', () => {
    expect(uploadableDocumentTypes(['loan_officer'], 'customer')).toEqual([
      'identity_proof',
      'address_proof',
    ]);
    expect(uploadableDocumentTypes(['collection_agent'], 'loan')).toEqual(['payment_receipt']);
    expect(uploadableDocumentTypes(['organization_admin'], 'loan')).toEqual([
      'loan_agreement',
      'collateral_document',
      'payment_receipt',
      'audit_document',
    ]);
  });
});

describe('uploading for an entity', () => {
  it("takes a loan's types from spec part 2 §9", () => {
    expect(LOAN_DOCUMENT_TYPES).toEqual([
      'loan_agreement',
      'collateral_document',
      'payment_receipt',
      'audit_document',
    ]);
  });

  it('needs documents:create and a type of the entity allowed for a role', () => {
    expect(canUploadDocumentsFor(['loan_officer'], 'loan')).toBe(true);
    expect(canUploadDocumentsFor(['platform_super_admin'], 'loan')).toBe(true);
    // A type but no documents:create; documents:create but no type.
    expect(canUploadDocumentsFor(['collection_agent'], 'loan')).toBe(false);
    expect(canUploadDocumentsFor(['partner_admin'], 'loan')).toBe(false);
    expect(canUploadDocumentsFor(['collection_agent', 'partner_admin'], 'loan')).toBe(true);
    expect(canUploadDocumentsFor(['collection_agent', 'partner_admin'], 'customer')).toBe(false);
  });
});

describe('sensitive documents', () => {
  it('flags income proof, bank statement and KYC only', () => {
    expect(DOCUMENT_TYPES.filter(isSensitiveDocumentType)).toEqual([
      'income_proof',
      'bank_statement',
      'kyc_document',
    ]);
  });

  it('warns manager and organization_admin only', () => {
    expect(showsSensitiveDocumentWarning(['manager'], 'income_proof')).toBe(true);
    expect(showsSensitiveDocumentWarning(['organization_admin'], 'kyc_document')).toBe(true);
    expect(showsSensitiveDocumentWarning(['loan_officer'], 'income_proof')).toBe(false);
    expect(showsSensitiveDocumentWarning(['manager'], 'identity_proof')).toBe(false);
  });
});

describe('file kinds', () => {
  it.each([
    ['a.jpg', 'jpeg'],
    ['a.JPEG', 'jpeg'],
    ['a.b.png', 'png'],
    ['a.docx', 'docx'],
    ['a.exe', null],
    ['noextension', null],
  ])('%s claims %s', (name, kind) => {
    expect(fileKindOfName(name)).toBe(kind);
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe1], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'gif'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'],
    [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'doc'],
    [[0x50, 0x4b, 0x03, 0x04], 'zip'],
    [[0x4d, 0x5a, 0x90, 0x00], null],
    [[0x89, 0x50, 0x4e], null],
  ])('sniffs %j as %s', (bytes, kind) => {
    expect(sniffFileKind(Uint8Array.from(bytes))).toBe(kind);
  });
});
