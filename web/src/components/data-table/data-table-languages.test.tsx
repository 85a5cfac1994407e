import { UiProviders } from '@/testing/render';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';

interface Borrower {
  id: string;
  name: string;
}

function renderTable(props: Partial<DataTableProps<Borrower>>) {
  return render(
    <UiProviders>
      <DataTable<Borrower>
        label="Borrowers"
        columns={[{ key: 'name', header: 'Name', text: (row) => row.name }]}
        rows={[{ id: 'b1', name: 'Amina Otieno' }]}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        {...props}
      />
    </UiProviders>,
  );
}

describe('DataTable in Hindi and Swahili', () => {
  afterEach(() => activateLanguage('en'));

  it('speaks Swahili: the empty text, the total after its noun and the page controls', async () => {
    await activateLanguage('sw');
    renderTable({
      rows: [],
      pagination: {
        page: 1,
        pageSize: 10,
        total: 1250,
        noun: ['mkopaji', 'wakopaji'],
        onPageChange: () => {},
      },
    });
    expect(screen.getByText('Hakuna taarifa kwa sasa')).toBeInTheDocument();
    expect(screen.getByText('wakopaji 1,250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ukurasa unaofuata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ukurasa 2' })).toBeInTheDocument();
  });

  it('switches to Hindi while shown, with Indian digit grouping', async () => {
    renderTable({
      onRowOpen: () => {},
      filters: [{ label: 'शाखाएँ', value: null, options: [], onChange: () => {} }],
      pagination: {
        page: 1,
        pageSize: 10,
        total: 125000,
        noun: ['उधारकर्ता', 'उधारकर्ता'],
        onPageChange: () => {},
      },
    });
    expect(screen.getByRole('button', { name: 'View Amina Otieno' })).toBeInTheDocument();
    await act(() => activateLanguage('hi'));
    expect(screen.getByRole('button', { name: 'Amina Otieno देखें' })).toBeInTheDocument();
    expect(screen.getByText('1,25,000 उधारकर्ता')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'शाखाएँ' })).toHaveValue('सभी शाखाएँ');
  });
});
