import { addDays, DOCUMENT_UPLOAD_FIELDS } from '@lendline/core';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeDocuments, validateUpload } from '../modules/documents/documents.service.ts';
import type { DocumentStorage } from '../storage/document-storage.ts';
import type { DemoDays } from './demo-collections.ts';
import { asDemoUser, type DemoSeed } from './demo-context.ts';

const UPLOADER = 'officer@acme.test';
/** Days from the demo day to the expiry: within the week whatever day today is. */
const EXPIRES_IN_DAYS = 3;
const FILE_NAME = 'driving-licence.pdf';

/**
 * A customer's identity proof expiring within the week (the document-expiry alert), uploaded by
 * the loan officer through the documents service as an upload is: checked by the upload rules,
 * its bytes written to `storage`, the row and its audit row in one transaction.
 */
export async function seedExpiringDocument(
  seed: DemoSeed,
  options: {
    storage: DocumentStorage;
    organizationId: string;
    customerId: string;
    days: DemoDays;
  },
): Promise<void> {
  const expiresAt = addDays(options.days.day, EXPIRES_IN_DAYS);
  const bytes = onePagePdf(['Driving licence (demo document)', `Valid until ${expiresAt}`]);
  const folder = await mkdtemp(join(tmpdir(), 'lendline-demo-'));
  try {
    const path = join(folder, FILE_NAME);
    await writeFile(path, bytes);
    const upload = validateUpload(
      {
        fields: {
          [DOCUMENT_UPLOAD_FIELDS.documentType]: 'identity_proof',
          [DOCUMENT_UPLOAD_FIELDS.expiresAt]: expiresAt,
        },
        files: [
          {
            fileName: FILE_NAME,
            path,
            sizeBytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            head: bytes.subarray(0, 16),
            hasWordEntry: false,
            truncated: false,
          },
        ],
        tooManyFiles: false,
      },
      { entity: 'customer', roles: ['loan_officer'] },
    );
    await storeDocuments(
      options.storage,
      (work) => asDemoUser(seed, UPLOADER, work, options.days.now),
      {
        upload,
        entity: {
          type: 'customer',
          id: options.customerId,
          organizationId: options.organizationId,
        },
      },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A one-page PDF showing `lines` in Helvetica (ASCII text only). */
function onePagePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = lines
    .map((line, index) => `BT /F1 14 Tf 72 ${760 - index * 24} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'ascii');
}
