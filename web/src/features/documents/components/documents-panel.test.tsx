import type { DocumentMetadata } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { DocumentsPanel } from './documents-panel';

configure({ asyncUtilTimeout: 3_000 });

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';

function buildDocument(overrides: Partial<DocumentMetadata> = {}): DocumentMetadata {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    organization_id: '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d',
    entity_type: 'customer',
    entity_id: CUSTOMER_ID,
    document_type: 'income_proof',
    file_name: 'payslip.pdf',
    content_type: 'application/pdf',
    size_bytes: 2_516_582,
    sha256: 'a'.repeat(64),
    expires_at: '2027-03-31',
    uploaded_by: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    uploaded_by_name: 'Meena Iyer',
    uploaded_at: '2026-01-10T09:00:00.000Z',
    is_sensitive: true,
    ...overrides,
  };
}

describe('DocumentsPanel', { timeout: 15_000 }, () => {
  it('lists the documents with a preview for a PDF and a download for each', async () => {
    const word = buildDocument({
      id: 'e0000000-0000-4000-8000-000000000002',
      document_type: 'identity_proof',
      file_name: 'aadhaar.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size_bytes: 2048,
      expires_at: null,
      is_sensitive: false,
    });
    mockFetch({
      [`GET /api/v1/customers/${CUSTOMER_ID}/documents`]: {
        body: { data: [buildDocument(), word], page: 1, page_size: 100, total: 2 },
      },
    });
    renderWithProviders(<DocumentsPanel owner={{ entity: 'customer', id: CUSTOMER_ID }} />);

    const row = (await screen.findByText('payslip.pdf')).closest('tr')!;
    expect(within(row).getByText('Income Proof')).toBeInTheDocument();
    expect(within(row).getByText('2.4 MB')).toBeInTheDocument();
    expect(within(row).getByText('Meena Iyer')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download payslip.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/documents/e0000000-0000-4000-8000-000000000001/content?download=1',
    );
    // A Word file cannot be shown inline: download only.
    const wordRow = screen.getByText('aadhaar.docx').closest('tr')!;
    expect(within(wordRow).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Preview payslip.pdf' }));
    expect(screen.getByTitle('payslip.pdf')).toHaveAttribute(
      'src',
      '/api/v1/documents/e0000000-0000-4000-8000-000000000001/content',
    );
  });

  it('says so when there are no documents', async () => {
    mockFetch({
      [`GET /api/v1/customers/${CUSTOMER_ID}/documents`]: {
        body: { data: [], page: 1, page_size: 100, total: 0 },
      },
    });
    renderWithProviders(<DocumentsPanel owner={{ entity: 'customer', id: CUSTOMER_ID }} />);
    expect(await screen.findByText('No documents uploaded yet.')).toBeInTheDocument();
  });
});
