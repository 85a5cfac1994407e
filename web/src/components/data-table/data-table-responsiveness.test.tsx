import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProviders } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps } from './data-table-types';

interface Borrower {
  id: string;
  name: string;
}

const COLUMNS: DataTableColumn<Borrower, 'name'>[] = [
  { key: 'name', header: 'Name', text: (row) => row.name, sortKey: 'name' },
];

function renderTable(props: Partial<DataTableProps<Borrower, 'name'>>) {
  return render(
    <UiProviders>
      <DataTable
        label="Borrowers"
        columns={COLUMNS}
        rows={[{ id: 'b1', name: 'Priya Sharma' }]}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        {...props}
      />
    </UiProviders>,
  );
}

describe('DataTable under quick input', () => {
  it('keeps the typed search in the input and tells the screen once typing pauses', async () => {
    const onChange = vi.fn();
    renderTable({
      // Longer than any pause between the typed keys, even on a loaded machine (at 50 ms the
      // suite saw one: the screen heard of 'sharm…' early, and this test's screen, which never
      // takes what it hears, set the search back).
      search: { label: 'Search borrowers', value: '', onChange, debounceMs: 500 },
    });
    const input = screen.getByLabelText('Search borrowers');
    await userEvent.type(input, 'sharma');
    expect(input).toHaveValue('sharma');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('sharma'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the search the screen sets itself, such as a cleared one', () => {
    const search = { label: 'Search borrowers', onChange: () => {}, debounceMs: 50 };
    const { rerender } = renderTable({ search: { ...search, value: 'kumar' } });
    expect(screen.getByLabelText('Search borrowers')).toHaveValue('kumar');
    rerender(
      <UiProviders>
        <DataTable
          label="Borrowers"
          columns={COLUMNS}
          rows={[]}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          search={{ ...search, value: '' }}
        />
      </UiProviders>,
    );
    expect(screen.getByLabelText('Search borrowers')).toHaveValue('');
  });

  it("asks the screen for the clicked header's next order", async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: null, onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', order: 'asc' });
  });

  it('marks rows answering the previous question as busy while the new ones load', () => {
    renderTable({ refreshing: true });
    expect(screen.getByRole('table', { name: 'Borrowers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
  });
});
