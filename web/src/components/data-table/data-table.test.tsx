import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProviders } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { DataTable } from './data-table';
import { clampPage } from './data-table-pagination';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import type { SortState } from './sort-cycle';

configure({ asyncUtilTimeout: 3000 });

interface Borrower {
  id: string;
  name: string;
  city: string;
  notes: string;
}

const BORROWERS: Borrower[] = [
  { id: 'b1', name: 'Priya Sharma', city: 'Pune', notes: 'Pays on Mondays' },
  { id: 'b2', name: 'Ravi Kumar', city: 'Nashik', notes: 'Prefers UPI' },
];

const COLUMNS: DataTableColumn<Borrower, 'name' | 'city'>[] = [
  { key: 'name', header: 'Name', text: (row) => row.name, sortKey: 'name' },
  { key: 'city', header: 'City', text: (row) => row.city, sortKey: 'city', priority: 2 },
  { key: 'notes', header: 'Notes', text: (row) => row.notes, priority: 3, truncate: true },
];

type Props = Partial<DataTableProps<Borrower, 'name' | 'city'>>;

function renderTable(props: Props = {}) {
  return render(
    <UiProviders>
      <DataTable
        label="Borrowers"
        columns={COLUMNS}
        rows={BORROWERS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        {...props}
      />
    </UiProviders>,
  );
}

/** Pretends the window is `width` pixels wide for the max-width queries the table asks. */
function stubWindowWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: Number(/max-width: ([\d.]+)em/.exec(query)?.[1] ?? 0) * 16 >= width,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function SortedTable({ onSortChange }: { onSortChange: (sort: unknown) => void }) {
  const [sort, setSort] = useState<SortState<'name' | 'city'> | null>(null);
  return (
    <UiProviders>
      <DataTable
        label="Borrowers"
        columns={COLUMNS}
        rows={BORROWERS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange(next);
        }}
      />
    </UiProviders>
  );
}

describe('DataTable', () => {
  it('cycles a header through ascending, descending and no sort', async () => {
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header()).not.toHaveAttribute('aria-sort');
    expect(onSortChange.mock.calls).toEqual([
      [{ column: 'name', order: 'asc' }],
      [{ column: 'name', order: 'desc' }],
      [null],
    ]);
  });

  it('starts another header at ascending and clears the one sorted before', async () => {
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
    await click('Name');
    await click('Name');
    await click('City');
    expect(header('City')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    await click('City');
    await click('Name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('City')).not.toHaveAttribute('aria-sort');
    expect(onSortChange.mock.calls).toEqual([
      [{ column: 'name', order: 'asc' }],
      [{ column: 'name', order: 'desc' }],
      [{ column: 'city', order: 'asc' }],
      [{ column: 'city', order: 'desc' }],
      [{ column: 'name', order: 'asc' }],
    ]);
  });

  it("offers 'All {label}' first in a filter and reports it as no filter", async () => {
    const onChange = vi.fn();
    renderTable({
      filters: [
        {
          label: 'City',
          value: 'pune',
          options: [{ value: 'pune', label: 'Pune' }],
          onChange,
        },
      ],
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All City', 'Pune']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("counts the selected rows as 'N selected' and shows the bulk actions with them", async () => {
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      return (
        <UiProviders>
          <DataTable
            label="Borrowers"
            columns={COLUMNS}
            rows={BORROWERS}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            selection={{
              selectedKeys: selected,
              onChange: setSelected,
              bulkActions: <button type="button">Assign collector</button>,
            }}
          />
        </UiProviders>
      );
    }
    render(<Selectable />);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign collector' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it("says 'No data available' for an empty list unless told otherwise", () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('No data available')).toBeInTheDocument();
    unmount();
    renderTable({ rows: [], emptyText: 'No borrowers found' });
    expect(screen.getByText('No borrowers found')).toBeInTheDocument();
  });

  it('shows 5 skeleton rows while loading, hidden from assistive technology', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'Borrowers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('holds a page of rows (at most 25) while a paged table loads, so the pages below do not jump when they arrive', () => {
    const paging = {
      page: 1,
      total: 0,
      noun: ['borrower', 'borrowers'] as const,
      onPageChange: vi.fn(),
    };
    const { unmount } = renderTable({ rows: undefined, pagination: { ...paging, pageSize: 50 } });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(25);
    unmount();
    renderTable({ rows: undefined, pagination: { ...paging, pageSize: 3 } });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
  });

  it('lets the keyboard reach a row and open it with Enter', async () => {
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    const row = screen.getByRole('row', { name: 'Ravi Kumar' });
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(BORROWERS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'View Priya Sharma' }));
    expect(onRowOpen).toHaveBeenLastCalledWith(BORROWERS[0]);
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it("does not open the row when one of the row's own controls is used", async () => {
    const onRowOpen = vi.fn();
    const onEdit = vi.fn();
    renderTable({
      onRowOpen,
      viewButton: false,
      rowActions: (row) => (
        <button type="button" onClick={() => onEdit(row)}>
          Edit {row.name}
        </button>
      ),
    });
    expect(screen.queryByRole('button', { name: /^View / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    expect(onEdit).toHaveBeenCalledWith(BORROWERS[1]);
    expect(onRowOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Nashik'));
    expect(onRowOpen).toHaveBeenCalledWith(BORROWERS[1]);
  });

  it('keeps a wrapping header named and sorting as one that stays on one line', async () => {
    const onSortChange = vi.fn();
    renderTable({
      columns: [{ ...COLUMNS[0]!, header: 'Borrower Name', wrapHeader: true }],
      onSortChange,
    });
    const button = screen.getByRole('button', { name: 'Borrower Name' });
    expect(button).not.toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(button);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', order: 'asc' });
  });

  it("titles a card with rowTitle when given, and names the card's controls by rowLabel", () => {
    stubWindowWidth(600);
    renderTable({
      rowTitle: (row) => <span data-testid="title">{row.city}</span>,
      selection: { selectedKeys: new Set(), onChange: () => {} },
    });
    const card = within(screen.getByRole('list', { name: 'Borrowers' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(card).getByTestId('title')).toHaveTextContent('Pune');
    expect(within(card).getByRole('checkbox', { name: /Priya Sharma/ })).toBeInTheDocument();
  });

  it('hides low-priority columns on narrower screens', () => {
    stubWindowWidth(1500);
    const { unmount } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument();
    unmount();
    stubWindowWidth(1280);
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
  });

  it('shows a card list instead of a table below 768 px, every column included', async () => {
    stubWindowWidth(600);
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Borrowers' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Notes')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Pays on Mondays')).toBeInTheDocument();
    cards[1]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(BORROWERS[1]);
  });

  it('brings a page outside the page count back inside, and a page-size change to page 1', async () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);

    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderTable({
      pagination: {
        page: 9,
        pageSize: 25,
        total: 60,
        noun: ['borrower', 'borrowers'],
        onPageChange,
        onPageSizeChange,
      },
    });
    expect(screen.getByText('60 borrowers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50', hidden: true }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('offers the page sizes it is given and a go-to-page kept inside the page count', async () => {
    const onPageChange = vi.fn();
    renderTable({
      pagination: {
        page: 1,
        pageSize: 10,
        total: 60,
        noun: ['borrower', 'borrowers'],
        onPageChange,
        onPageSizeChange: vi.fn(),
        pageSizeOptions: [10, 25, 50, 100],
        goToPage: true,
      },
    });
    const goTo = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(goTo, '40{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(goTo).toHaveValue('6');
    await userEvent.clear(goTo);
    await userEvent.type(goTo, '0');
    await userEvent.tab();
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('offers no go-to-page unless asked', () => {
    renderTable({
      pagination: {
        page: 1,
        pageSize: 25,
        total: 60,
        noun: ['borrower', 'borrowers'],
        onPageChange: vi.fn(),
      },
    });
    expect(screen.queryByRole('textbox', { name: 'Go to page' })).toBeNull();
  });

  it('offers the search box and an export link', async () => {
    const onChange = vi.fn();
    renderTable({
      search: { label: 'Search borrowers', value: '', onChange },
      exportAction: { label: 'Export CSV', href: '/api/borrowers.csv' },
    });
    await userEvent.type(screen.getByLabelText('Search borrowers'), 'R');
    expect(onChange).toHaveBeenCalledWith('R');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/borrowers.csv',
    );
  });
});

describe('DataTable accessibility', () => {
  const everything: Props = {
    onRowOpen: () => {},
    rowActions: (row) => (
      <button type="button" aria-label={`Actions for ${row.name}`}>
        …
      </button>
    ),
    search: { label: 'Search borrowers', value: '', onChange: () => {} },
    filters: [{ label: 'City', value: null, options: [], onChange: () => {} }],
    exportAction: { onClick: () => {} },
    selection: { selectedKeys: new Set(['b1']), onChange: () => {} },
    pagination: {
      page: 1,
      pageSize: 25,
      total: 60,
      noun: ['borrower', 'borrowers'],
      onPageChange: () => {},
    },
  };

  it('has no serious or critical axe violations as a table', async () => {
    const { container } = renderTable(everything);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('makes its scroll area a named tab stop only when it holds no control to tab to', async () => {
    const bare = renderTable();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Borrowers' })).toHaveFocus();
    bare.unmount();
    renderTable({ rowActions: everything.rowActions });
    expect(screen.queryByRole('region', { name: 'Borrowers' })).toBeNull();
  });

  it('has no serious or critical axe violations as a card list', async () => {
    stubWindowWidth(600);
    const { container } = renderTable(everything);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('has no serious or critical axe violations while loading or empty', async () => {
    for (const width of [1600, 600]) {
      stubWindowWidth(width);
      const loading = renderTable({ ...everything, rows: undefined, loading: true });
      expect(await seriousViolationsIn(loading.container)).toEqual([]);
      loading.unmount();
      const empty = renderTable({ ...everything, rows: [] });
      expect(await seriousViolationsIn(empty.container)).toEqual([]);
      empty.unmount();
    }
  });
});
