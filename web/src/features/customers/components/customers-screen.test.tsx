import type { Role } from '@lendline/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
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

const SUMMARY = { total: 1234, active: 1100, high_risk: 87, business: 640 };

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

const BRANCH_ID = 'b1000000-0000-4000-8000-000000000002';
const OUTSIDE_ID = 'b1000000-0000-4000-8000-000000000003';

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

  it("shows a tree admin each customer's organization and filters by one", async () => {
    const spy = mockFetch({
      'GET /api/v1/customers': { body: listOf([buildCustomer()], 1) },
      'GET /api/v1/customers/summary': { body: SUMMARY },
      'GET /api/v1/organizations': {
        body: {
          data: [
            { id: ORGANIZATION_ID, name: 'Acme Microfinance' },
            { id: BRANCH_ID, name: 'Acme North Branch' },
            // A sibling the organizations list names but the admin's scope does not hold.
            { id: OUTSIDE_ID, name: 'Elsewhere Lending' },
          ],
          page: 1,
          page_size: 100,
          total: 3,
        },
      },
    });
    renderWithProviders(
      <CustomersScreen
        roles={['organization_admin']}
        organizationIds={[ORGANIZATION_ID, BRANCH_ID]}
        currency="INR"
        defaultPhoneCountry="IN"
      />,
    );
    const row = (await screen.findByText('Priya Sharma')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    expect(within(row).getByText(buildCustomer().organization_name)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Organization' }));
    await screen.findByRole('option', { name: 'Acme North Branch', hidden: true });
    expect(screen.queryByRole('option', { name: 'Elsewhere Lending', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Acme North Branch', hidden: true }));
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/customers').at(-1)?.searchParams.get('organization_id')).toBe(
        BRANCH_ID,
      ),
    );
    expect(
      urlsOf(spy, '/api/v1/customers/summary').at(-1)?.searchParams.get('organization_id'),
    ).toBe(BRANCH_ID);
  });

  it('shows a user of one organization no Organization column or filter', async () => {
    renderScreen(['organization_admin']);
    await screen.findByText('Priya Sharma');
    expect(screen.queryByRole('columnheader', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
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

describe('CustomersScreen in Hindi and Swahili', { timeout: 15_000 }, () => {
  it('shows the list, its cards, filters and badges in Hindi', async () => {
    await act(() => activateLanguage('hi'));
    renderScreen(['manager']);

    expect(await screen.findByRole('heading', { name: 'ग्राहक' })).toBeInTheDocument();
    expect(screen.getByText('अपने ग्राहकों का प्रबंधन करें और उनका विवरण देखें')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कुल ग्राहक' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'जोखिम स्तर' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ग्राहक' });
    const row = (await within(table).findByText('Priya Sharma')).closest('tr')!;
    expect(within(table).getByRole('columnheader', { name: 'पूरा नाम' })).toBeInTheDocument();
    // The customer's risk, status and business type in Hindi words, not the stored values.
    expect(within(row).getByText('मध्यम')).toBeInTheDocument();
    expect(within(row).getByText('सक्रिय')).toBeInTheDocument();
    expect(within(row).getByText('खुदरा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ग्राहक जोड़ें' })).toBeInTheDocument();
  });

  it('shows the add-customer form and its validation errors in Hindi', async () => {
    await act(() => activateLanguage('hi'));
    renderScreen(['loan_officer']);
    await userEvent.click(await screen.findByRole('button', { name: 'ग्राहक जोड़ें' }));

    const dialog = await screen.findByRole('dialog', { name: 'ग्राहक जोड़ें' });
    expect(within(dialog).getByRole('region', { name: 'मूल जानकारी' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ग्राहक बनाएँ' }));
    expect(await within(dialog).findByText('पहला नाम आवश्यक है')).toBeInTheDocument();
    expect(within(dialog).getByText('उपनाम आवश्यक है')).toBeInTheDocument();
  });

  it('switches a rendered screen to Swahili', async () => {
    renderScreen(['manager']);
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();

    await act(() => activateLanguage('sw'));
    expect(await screen.findByRole('heading', { name: 'Wateja' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Jumla ya wateja' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza mteja' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Kiwango cha hatari' })).toBeVisible();
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
