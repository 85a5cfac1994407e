import { describe, expect, it } from 'vitest';
import {
  canUploadDocumentsFor,
  LOAN_DOCUMENT_TYPES,
  uploadableDocumentTypes,
} from './documents.ts';

describe('loan documents (spec part 2 §6, §9)', () => {
  it('are the agreement, collateral, receipts and audit documents', () => {
    expect(LOAN_DOCUMENT_TYPES).toEqual([
      'loan_agreement',
      'collateral_document',
      'payment_receipt',
      'audit_document',
    ]);
  });

  it.each([
    ['loan_officer', ['loan_agreement']],
    ['manager', ['loan_agreement', 'collateral_document', 'payment_receipt']],
    ['organization_admin', [...LOAN_DOCUMENT_TYPES]],
    ['collection_agent', ['payment_receipt']],
    ['partner_admin', []],
  ] as const)('give a %s the types %j', (role, types) => {
    expect(uploadableDocumentTypes([role], 'loan')).toEqual(types);
  });
});

describe('canUploadDocumentsFor', () => {
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
