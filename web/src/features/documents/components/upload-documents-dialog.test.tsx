import type { Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { UploadDocumentsDialog } from './upload-documents-dialog';
import type { UploadTarget } from './upload-documents-dialog';

configure({ asyncUtilTimeout: 3_000 });

const CUSTOMER = {
  entity: 'customer',
  id: 'c0000000-0000-4000-8000-000000000001',
  label: 'Priya Sharma (CUST000101)',
} as const;
const UPLOAD_PATH = `POST /api/v1/customers/${CUSTOMER.id}/documents`;

const LOAN = {
  entity: 'loan',
  id: 'a0000000-0000-4000-8000-000000000001',
  label: 'LN-2026-000101',
} as const;
const LOAN_UPLOAD_PATH = `POST /api/v1/loans/${LOAN.id}/documents`;

function renderDialog(
  roles: Role[],
  handlers: Parameters<typeof mockFetch>[0] = {},
  target: UploadTarget = CUSTOMER,
) {
  const spy = mockFetch(handlers);
  renderWithProviders(<UploadDocumentsDialog target={target} roles={roles} onClose={() => {}} />);
  return spy;
}

async function optionsOfType(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Document type' }));
  await screen.findAllByRole('option', { hidden: true });
  return screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent ?? '');
}

async function chooseType(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Document type' }));
  await userEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

const pdf = (name = 'payslip.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('UploadDocumentsDialog', { timeout: 30_000 }, () => {
  it('offers a loan officer only identity and address proof', async () => {
    renderDialog(['loan_officer']);
    expect(await optionsOfType()).toEqual(['Identity Proof', 'Address Proof']);
  });

  it('offers a manager the four customer types and warns on a sensitive one', async () => {
    renderDialog(['manager']);
    expect(await optionsOfType()).toEqual([
      'Identity Proof',
      'Address Proof',
      'Income Proof',
      'Bank Statement',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Income Proof', hidden: true }));
    expect(await screen.findByText('Sensitive document')).toBeInTheDocument();
  });

  it('shows no warning for an identity proof', async () => {
    renderDialog(['manager']);
    await chooseType('Identity Proof');
    expect(screen.queryByText('Sensitive document')).not.toBeInTheDocument();
  });

  it('tells a user without documents:create that access is denied', async () => {
    renderDialog(['field_agent']);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to upload documents for this customer."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Document type' })).not.toBeInTheDocument();
  });

  it('counts the chosen files, one and many, in English and Swahili', async () => {
    renderDialog(['manager']);
    await screen.findByRole('combobox', { name: 'Document type' });
    chooseFiles([pdf()]);
    expect(await screen.findByText('1 file selected')).toBeInTheDocument();
    chooseFiles([pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('2 files selected')).toBeInTheDocument();

    await act(() => activateLanguage('sw'));
    expect(await screen.findByText('Faili 2 zimechaguliwa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakia' })).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: 'Pakia hati — Priya Sharma (CUST000101)' }),
    ).toBeVisible();
  });

  it('checks the type, the files and the size before sending', async () => {
    const spy = renderDialog(['manager']);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a document type')).toBeInTheDocument();

    await chooseType('Income Proof');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Please select at least one file to upload'),
    ).toBeInTheDocument();

    chooseFiles([pdf('statement.pdf', 10 * 1024 * 1024 + 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('statement.pdf exceeds the 10MB limit')).toBeInTheDocument();

    chooseFiles(Array.from({ length: 6 }, (_, index) => pdf(`page-${index}.pdf`)));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Maximum 5 files allowed')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('uploads the files as multipart and reports how many arrived', async () => {
    const spy = renderDialog(['manager'], {
      [UPLOAD_PATH]: { body: { message: 'ok', documents: [{}, {}] } },
    });
    await chooseType('Income Proof');
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2027-03-31' } });
    chooseFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('2 file(s) uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Upload successful')).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const sent = spy.mock.calls[0]![1]!.body as FormData;
    expect(sent.get('document_type')).toBe('income_proof');
    expect(sent.get('expires_at')).toBe('2027-03-31');
    expect(sent.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it("shows the server's refusal under 'Upload failed'", async () => {
    renderDialog(['manager'], {
      [UPLOAD_PATH]: {
        status: 415,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'a.pdf content does not match an accepted file type',
          },
        },
      },
    });
    await chooseType('Identity Proof');
    chooseFiles([pdf('a.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('a.pdf content does not match an accepted file type'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of the expiry date on that field", async () => {
    renderDialog(['manager'], {
      [UPLOAD_PATH]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid expiry date',
            details: { fieldErrors: { expires_at: ['Invalid expiry date'] } },
          },
        },
      },
    });
    await chooseType('Identity Proof');
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2027-03-31' } });
    chooseFiles([pdf('a.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Invalid expiry date')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('falls back to the generic failure text on a server error', async () => {
    renderDialog(['manager'], { [UPLOAD_PATH]: { status: 500, body: undefined } });
    await chooseType('Identity Proof');
    chooseFiles([pdf('a.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Failed to upload documents. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('UploadDocumentsDialog for a loan', { timeout: 30_000 }, () => {
  it("offers a manager the loan types it may upload, under the loan's title", async () => {
    renderDialog(['manager'], {}, LOAN);
    expect(
      await screen.findByRole('dialog', { name: 'Upload Documents — LN-2026-000101' }),
    ).toBeVisible();
    expect(await optionsOfType()).toEqual([
      'Loan Agreement',
      'Collateral Document',
      'Payment Receipt',
    ]);
  });

  it('offers an organization admin the audit document too', async () => {
    renderDialog(['organization_admin'], {}, LOAN);
    expect(await optionsOfType()).toContain('Audit Document');
  });

  it('offers a loan officer only the loan agreement', async () => {
    renderDialog(['loan_officer'], {}, LOAN);
    expect(await optionsOfType()).toEqual(['Loan Agreement']);
  });

  it('tells a user without documents:create that access is denied for this loan', async () => {
    renderDialog(['collection_agent'], {}, LOAN);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to upload documents for this loan."),
    ).toBeInTheDocument();
  });

  it('checks the loan limits, 15 MB and 10 files, before sending', async () => {
    const spy = renderDialog(['manager'], {}, LOAN);
    await chooseType('Collateral Document');
    chooseFiles([pdf('deed.pdf', 15 * 1024 * 1024 + 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('deed.pdf exceeds the 15MB limit')).toBeInTheDocument();

    chooseFiles(Array.from({ length: 11 }, (_, index) => pdf(`page-${index}.pdf`)));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Maximum 10 files allowed')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it("uploads to the loan's documents", async () => {
    const spy = renderDialog(
      ['manager'],
      { [LOAN_UPLOAD_PATH]: { body: { message: 'ok', documents: [{}] } } },
      LOAN,
    );
    await chooseType('Payment Receipt');
    chooseFiles([pdf('receipt.pdf', 12 * 1024 * 1024)]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('1 file(s) uploaded successfully')).toBeInTheDocument();
    expect(spy.mock.calls[0]![0]).toBe(`/api/v1/loans/${LOAN.id}/documents`);
    expect((spy.mock.calls[0]![1]!.body as FormData).get('document_type')).toBe('payment_receipt');
  });
});
