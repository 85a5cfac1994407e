import type { Role } from '../constants.ts';
import type { Message, MessageKey } from '../i18n/catalogs.ts';
import { holdsPermission } from '../permissions/matrix.ts';

/** Spec part 2 §3 "Document types" (stored as documents.document_type). */
export const DOCUMENT_TYPES = [
  'identity_proof',
  'address_proof',
  'income_proof',
  'bank_statement',
  'collateral_document',
  'loan_agreement',
  'payment_receipt',
  'kyc_document',
  'audit_document',
  'compliance_certificate',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_ENTITY_TYPES = ['customer', 'loan'] as const;
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number];

/** The API path segment of each entity: its documents are at /api/v1/{segment}/:id/documents. */
export const DOCUMENT_ENTITY_PATHS = {
  customer: 'customers',
  loan: 'loans',
} as const satisfies Record<DocumentEntityType, string>;

/** Spec part 2 §9 "Upload limits": the types a customer's documents may have. */
export const CUSTOMER_DOCUMENT_TYPES = [
  'identity_proof',
  'address_proof',
  'income_proof',
  'bank_statement',
] as const satisfies readonly DocumentType[];

/** Spec part 2 §9 "Upload limits": the types a loan's documents may have. */
export const LOAN_DOCUMENT_TYPES = [
  'loan_agreement',
  'collateral_document',
  'payment_receipt',
  'audit_document',
] as const satisfies readonly DocumentType[];

export const DOCUMENT_TYPE_LABELS = {
  identity_proof: 'messages.document_types.identity_proof',
  address_proof: 'messages.document_types.address_proof',
  income_proof: 'messages.document_types.income_proof',
  bank_statement: 'messages.document_types.bank_statement',
  collateral_document: 'messages.document_types.collateral_document',
  loan_agreement: 'messages.document_types.loan_agreement',
  payment_receipt: 'messages.document_types.payment_receipt',
  kyc_document: 'messages.document_types.kyc_document',
  audit_document: 'messages.document_types.audit_document',
  compliance_certificate: 'messages.document_types.compliance_certificate',
} as const satisfies Record<DocumentType, MessageKey>;

/**
 * Spec part 2 §6 "Document types by role". platform_super_admin may upload every type; a role
 * not named here (partner_admin, field_agent, …) may upload none, even holding documents:create.
 */
export const DOCUMENT_UPLOAD_ROLES: Record<DocumentType, readonly Role[]> = {
  identity_proof: ['loan_officer', 'manager', 'organization_admin'],
  address_proof: ['loan_officer', 'manager', 'organization_admin'],
  loan_agreement: ['loan_officer', 'manager', 'organization_admin'],
  income_proof: ['manager', 'organization_admin'],
  bank_statement: ['manager', 'organization_admin'],
  collateral_document: ['manager', 'organization_admin'],
  kyc_document: ['manager', 'organization_admin'],
  payment_receipt: ['manager', 'organization_admin', 'collection_agent'],
  audit_document: ['organization_admin'],
  compliance_certificate: ['organization_admin'],
};

/** Does any of the roles allow uploading this document type? */
export function canUploadDocumentType(roles: readonly Role[], type: DocumentType): boolean {
  if (roles.includes('platform_super_admin')) return true;
  return roles.some((role) => DOCUMENT_UPLOAD_ROLES[type].includes(role));
}

/** Spec part 2 §6: the sensitive-document warning (income, bank statement, KYC). */
export const SENSITIVE_DOCUMENT_TYPES: readonly DocumentType[] = [
  'income_proof',
  'bank_statement',
  'kyc_document',
];
export const SENSITIVE_DOCUMENT_WARNING_ROLES: readonly Role[] = ['manager', 'organization_admin'];

export function isSensitiveDocumentType(type: DocumentType): boolean {
  return SENSITIVE_DOCUMENT_TYPES.includes(type);
}

/** The warning is shown to manager and organization_admin for a sensitive type. */
export function showsSensitiveDocumentWarning(roles: readonly Role[], type: DocumentType): boolean {
  return (
    isSensitiveDocumentType(type) &&
    roles.some((role) => SENSITIVE_DOCUMENT_WARNING_ROLES.includes(role))
  );
}

export interface DocumentUploadLimits {
  /** Per file, in megabytes (1 MB = 1,048,576 bytes). */
  maxFileSizeMb: number;
  /** Files in one upload (not in total for the entity: the spec's dropzone counts a batch). */
  maxFiles: number;
  types: readonly DocumentType[];
}

/**
 * Spec part 2 §9 "Upload limits". kyc_document and compliance_certificate belong to neither
 * entity there, so neither upload accepts them.
 */
export const DOCUMENT_UPLOAD_LIMITS: Record<DocumentEntityType, DocumentUploadLimits> = {
  customer: { maxFileSizeMb: 10, maxFiles: 5, types: CUSTOMER_DOCUMENT_TYPES },
  loan: { maxFileSizeMb: 15, maxFiles: 10, types: LOAN_DOCUMENT_TYPES },
};

export function maxFileSizeBytes(entity: DocumentEntityType): number {
  return DOCUMENT_UPLOAD_LIMITS[entity].maxFileSizeMb * 1024 * 1024;
}

/** The types a user may pick for an entity: valid for it and allowed for one of the roles. */
export function uploadableDocumentTypes(
  roles: readonly Role[],
  entity: DocumentEntityType,
): DocumentType[] {
  return DOCUMENT_UPLOAD_LIMITS[entity].types.filter((type) => canUploadDocumentType(roles, type));
}

/**
 * May the user upload anything for this entity: documents:create and at least one of its types
 * allowed for a role (spec part 2 §6). The web shows the upload action by it; the server checks
 * the same two things (the route's permission, then the type).
 */
export function canUploadDocumentsFor(roles: readonly Role[], entity: DocumentEntityType): boolean {
  return (
    holdsPermission(roles, 'documents', 'create') &&
    uploadableDocumentTypes(roles, entity).length > 0
  );
}

/** Spec part 2 §5 "Accepted: jpeg, jpg, png, gif, pdf, doc, docx". */
export const ACCEPTED_FILE_KINDS = ['jpeg', 'png', 'gif', 'pdf', 'doc', 'docx'] as const;
export type AcceptedFileKind = (typeof ACCEPTED_FILE_KINDS)[number];

export const FILE_EXTENSION_KINDS: Record<string, AcceptedFileKind> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};
export const ACCEPTED_FILE_EXTENSIONS = Object.keys(FILE_EXTENSION_KINDS);

/** The Content-Type stored and served for each kind (from the content, never the client). */
export const FILE_KIND_CONTENT_TYPES: Record<AcceptedFileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** For a browser file input's `accept` / a dropzone's accept map. */
export const ACCEPTED_UPLOAD_MIME_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** The kind a file name's extension claims, or null when the extension is not accepted. */
export function fileKindOfName(fileName: string): AcceptedFileKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  return FILE_EXTENSION_KINDS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/** Images and PDFs open inline in the browser; Word files download. */
export function isInlineContentType(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType === 'application/pdf';
}

/**
 * The kind the first bytes show (magic numbers): JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A,
 * GIF "GIF8", PDF "%PDF", DOC the OLE2 header D0 CF 11 E0 A1 B1 1A E1, DOCX a ZIP (50 4B 03 04).
 * A ZIP is only a DOCX when it also holds a `word/` entry: the caller checks that on the whole
 * file (`containsWordEntry`), as the entry names sit in the ZIP's headers further on.
 */
export function sniffFileKind(head: Uint8Array): AcceptedFileKind | 'zip' | null {
  const starts = (...bytes: number[]) =>
    head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip';
  return null;
}

/** Spec part 2 §5 "Document upload" and §8 upload texts: a title and a message each. */
export const DOCUMENT_MESSAGES = {
  typeRequired: {
    title: 'messages.documents.type_required_title',
    message: 'messages.documents.type_required',
  },
  noFiles: { title: 'messages.documents.no_files_title', message: 'messages.documents.no_files' },
  insufficientPermissions: {
    title: 'messages.documents.insufficient_permissions_title',
    message: 'messages.documents.insufficient_permissions',
  },
  fileTooLargeTitle: 'messages.documents.file_too_large_title',
  tooManyFilesTitle: 'messages.documents.too_many_files_title',
  fileTypeNotAllowedTitle: 'messages.documents.file_type_not_allowed_title',
  fileExtensionNotAllowedTitle: 'messages.documents.file_extension_not_allowed_title',
  uploadFailed: {
    title: 'messages.documents.upload_failed_title',
    message: 'messages.documents.upload_failed',
  },
  uploadSuccessTitle: 'messages.documents.upload_success_title',
  accessDeniedTitle: 'messages.documents.access_denied_title',
  customerNotFound: 'messages.documents.customer_not_found',
  loanNotFound: 'messages.documents.loan_not_found',
  notFound: 'messages.documents.not_found',
  /** Decided here: the spec has no text for a type of the other entity. */
  typeNotForEntityTitle: 'messages.documents.type_not_for_entity_title',
  invalidExpiry: 'messages.documents.invalid_expiry',
  multipartRequired: 'messages.documents.multipart_required',
} as const satisfies Record<string, MessageKey | { title: MessageKey; message: MessageKey }>;

/** '{file} exceeds the {n}MB limit'. */
export function fileTooLargeMessage(fileName: string, maxMb: number): Message {
  return { key: 'messages.documents.file_too_large', values: { file: fileName, maxMb } };
}

/** 'Maximum {n} files allowed'. */
export function tooManyFilesMessage(maxFiles: number): Message {
  return { key: 'messages.documents.too_many_files', values: { maxFiles } };
}

/** '{n} file(s) uploaded successfully'. */
export function uploadSuccessMessage(count: number): Message {
  return { key: 'messages.documents.upload_success', values: { count } };
}

/** The detail under 'File extension not allowed' (decided here). */
export function fileExtensionNotAllowedMessage(fileName: string): Message {
  return {
    key: 'messages.documents.file_extension_not_allowed',
    values: { file: fileName, extensions: ACCEPTED_FILE_EXTENSIONS.join(', ') },
  };
}

/** The detail under 'File type not allowed': the content is not what the extension says. */
export function fileTypeNotAllowedMessage(fileName: string): Message {
  return {
    key: 'messages.documents.file_type_not_allowed',
    values: { file: fileName, extensions: ACCEPTED_FILE_EXTENSIONS.join(', ') },
  };
}

const TYPE_NOT_FOR_ENTITY = {
  customer: 'messages.documents.type_not_for_customer',
  loan: 'messages.documents.type_not_for_loan',
} as const satisfies Record<DocumentEntityType, MessageKey>;

/** The detail under 'Invalid document type' (decided here). */
export function typeNotForEntityMessage(entity: DocumentEntityType): Message {
  return { key: TYPE_NOT_FOR_ENTITY[entity] };
}

const ENTITY_NOT_FOUND = {
  customer: DOCUMENT_MESSAGES.customerNotFound,
  loan: DOCUMENT_MESSAGES.loanNotFound,
} as const satisfies Record<DocumentEntityType, MessageKey>;

/** The 404 of a document call about an entity the scope does not see ('Customer not found'). */
export function documentEntityNotFoundMessage(entity: DocumentEntityType): MessageKey {
  return ENTITY_NOT_FOUND[entity];
}

const NO_UPLOAD_ACCESS = {
  customer: 'messages.documents.no_upload_access_customer',
  loan: 'messages.documents.no_upload_access_loan',
} as const satisfies Record<DocumentEntityType, MessageKey>;

/** "You don't have permission to upload documents for this {entity}." (spec part 2 §6). */
export function noDocumentUploadAccessMessage(entity: DocumentEntityType): Message {
  return { key: NO_UPLOAD_ACCESS[entity] };
}
