import type { Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import {
  buildCustomer,
  buildCustomerDetail,
  listOf,
  ORGANIZATION_ID,
} from '../testing/customer-fixtures';
import { CustomersScreen } from './customers-screen';

configure({ asyncUtilTimeout: 3_000 });

const SUMMARY = { total: 1234, active: 1100, high_risk: 87, business: 640 };

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

function renderScreen(
  roles: Role[],
  customers = [buildCustomer()],
  organizationIds: string[] = [ORGANIZATION_ID],
) {
  const spy = mockFetch({
    'GET /api/v1/customers': { body: listOf(customers, 1234) },
    'GET /api/v1/customers/summary': { body: SUMMARY },
    [`GET /api/v1/customers/${customers[0]?.id}`]: {
      body: buildCustomerDetail({ ...customers[0] }),
    },
  });
  renderWithProviders(
    <CustomersScreen
      roles={roles}
      organizationIds={organizationIds}
      currency="INR"
      defaultPhoneCountry="IN"
    />,
    { path: '/customers' },
  );
  return spy;
}

describe('CustomersScreen', { timeout: 15_000 }, () => {
  it('shows the four summary figures the API answers', async () => {
    renderScreen(['loan_officer']);

    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByText('Manage your customers and see their details')).toBeInTheDocument();
    const card = (label: string) => screen.getByRole('group', { name: label });
    await waitFor(() => expect(within(card('Total Customers')).getByText('1,234')).toBeVisible());
    expect(within(card('Active Customers')).getByText('1,100')).toBeVisible();
    expect(within(card('High Risk')).getByText('87')).toBeVisible();
    expect(within(card('Business Customers')).getByText('640')).toBeVisible();
  });

  it('sends the search, filters and sort to both the list and the summary', async () => {
    const spy = renderScreen(['loan_officer']);
    await screen.findByText('Priya Sharma');

    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'sharma' } });
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/customers').at(-1)?.searchParams.get('search')).toBe('sharma'),
    );
    expect(urlsOf(spy, '/api/v1/customers/summary').at(-1)?.searchParams.get('search')).toBe(
      'sharma',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Risk Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High', hidden: true }));
    await waitFor(() => {
      const list = urlsOf(spy, '/api/v1/customers').at(-1)!;
      expect(list.searchParams.get('risk_level')).toBe('high');
      expect(list.searchParams.get('page')).toBe('1');
      expect(list.searchParams.get('page_size')).toBe('25');
    });
    expect(urlsOf(spy, '/api/v1/customers/summary').at(-1)?.searchParams.get('risk_level')).toBe(
      'high',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Full Name' }));
    await waitFor(() => {
      const list = urlsOf(spy, '/api/v1/customers').at(-1)!;
      expect(list.searchParams.get('sort')).toBe('full_name');
      expect(list.searchParams.get('order')).toBe('asc');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Full Name' }));
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/customers').at(-1)?.searchParams.get('order')).toBe('desc'),
    );
    expect(screen.getByRole('columnheader', { name: 'Full Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The third click drops the sort: the unsorted page comes back (from the cache).
    await userEvent.click(screen.getByRole('button', { name: 'Full Name' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Full Name' })).not.toHaveAttribute(
        'aria-sort',
      ),
    );
  });

  it('shows the empty message when no customer matches', async () => {
    mockFetch({
      'GET /api/v1/customers': { body: listOf([]) },
      'GET /api/v1/customers/summary': { body: { total: 0, active: 0, high_risk: 0, business: 0 } },
    });
    renderWithProviders(
      <CustomersScreen
        roles={['loan_officer']}
        organizationIds={[ORGANIZATION_ID]}
        currency="INR"
        defaultPhoneCountry="IN"
      />,
    );
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('gives a field agent no e-mail values, no Add Customer and no Edit', async () => {
    // The API hides the e-mail from roles that may not read sensitive data.
    renderScreen(['field_agent'], [buildCustomer({ email: null, hidden_fields: ['email'] })]);
    const row = (await screen.findByText('Priya Sharma')).closest('tr')!;

    expect(within(row).queryByText('priya.sharma@gmail.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Priya Sharma' }));
    expect(await screen.findByRole('menuitem', { name: 'View', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).not.toBeInTheDocument();
  });

  it('opens the detail dialog on a row click with the financial summary in rupees', async () => {
    renderScreen(['manager']);
    await userEvent.click(await screen.findByText('Priya Sharma'));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('₹50,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₹12,500.00')).toBeInTheDocument();
    expect(within(dialog).getByText('priya.sharma@gmail.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit Customer' })).toBeInTheDocument();
  });
});

describe('CustomersScreen accessibility', { timeout: 15_000 }, () => {
  it('has no serious or critical axe violations once the list has loaded', async () => {
    renderScreen(['manager']);
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByText('Priya Sharma');
    expect(await seriousViolationsIn(document.body)).toEqual([]);
  });
});
