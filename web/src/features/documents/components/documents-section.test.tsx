import type { Role } from '@lendline/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { DocumentsSection } from './documents-section';

configure({ asyncUtilTimeout: 3_000 });

const LOAN = {
  entity: 'loan',
  id: 'a0000000-0000-4000-8000-000000000001',
  label: 'LN-2026-000101',
} as const;

const AGREEMENT = {
  id: 'e0000000-0000-4000-8000-000000000009',
  organization_id: '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d',
  entity_type: 'loan',
  entity_id: LOAN.id,
  document_type: 'loan_agreement',
  file_name: 'signed-agreement.pdf',
  content_type: 'application/pdf',
  size_bytes: 1_048_576,
  sha256: 'b'.repeat(64),
  expires_at: null,
  uploaded_by: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
  uploaded_by_name: 'Sneha Kulkarni',
  uploaded_at: '2026-02-03T10:30:00.000Z',
  is_sensitive: false,
};

function renderSection(roles: Role[]) {
  mockFetch({
    [`GET /api/v1/loans/${LOAN.id}/documents`]: {
      body: { data: [AGREEMENT], page: 1, page_size: 100, total: 1 },
    },
  });
  renderWithProviders(<DocumentsSection target={LOAN} roles={roles} />);
}

const uploadButton = () => screen.queryByRole('button', { name: 'Upload Documents' });

describe('DocumentsSection for a loan', { timeout: 20_000 }, () => {
  it("lists the loan's documents with type, size, uploader and a download", async () => {
    renderSection(['collection_agent']);
    const row = (await screen.findByText('signed-agreement.pdf')).closest('tr')!;
    expect(row).toHaveTextContent('Loan Agreement');
    expect(row).toHaveTextContent('1.0 MB');
    expect(row).toHaveTextContent('Sneha Kulkarni');
    expect(row).toHaveTextContent('3 Feb 2026');
    expect(screen.getByRole('link', { name: 'Download signed-agreement.pdf' })).toHaveAttribute(
      'href',
      `/api/v1/documents/${AGREEMENT.id}/content?download=1`,
    );
  });

  it.each<Role>(['loan_officer', 'manager', 'organization_admin', 'platform_super_admin'])(
    'offers a %s the upload',
    async (role) => {
      renderSection([role]);
      await screen.findByText('signed-agreement.pdf');
      expect(uploadButton()).toBeInTheDocument();
    },
  );

  // Without documents:create (collection agent, field agent, compliance officer), or holding it
  // with no loan type allowed (partner admin), there is nothing to upload.
  it.each<Role>(['collection_agent', 'field_agent', 'compliance_officer', 'partner_admin'])(
    'offers a %s no upload',
    async (role) => {
      renderSection([role]);
      await screen.findByText('signed-agreement.pdf');
      expect(uploadButton()).not.toBeInTheDocument();
    },
  );

  it("opens the upload for the loan's types the user may pick", async () => {
    renderSection(['loan_officer']);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Upload Documents — LN-2026-000101',
    });
    // The modal fades in: visible once its transition ends.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('combobox', { name: 'Document type' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Loan Agreement']);
  });
});
