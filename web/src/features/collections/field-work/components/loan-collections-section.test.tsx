import type { LoanStatus, Role } from '@lendline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildPromise, buildVisit, LOAN_ID, pageOf } from '../testing/field-work-fixtures';
import { LoanCollectionsSection } from './loan-collections-section';

const PROMISES = [
  buildPromise({ status: 'partially_kept', amount: 500, paid_amount: 200 }),
  buildPromise({
    id: '90000000-0000-4000-8000-000000000002',
    promised_date: '2026-11-20',
    amount: 1000,
    status: 'broken',
    collector_id: null,
    collector_name: 'Unassigned',
  }),
];
const VISITS = [
  buildVisit({
    outcome: 'partial',
    payment_id: '92000000-0000-4000-8000-000000000001',
    payment_amount: 150,
    distance_metres: 2437,
    is_far: true,
  }),
  buildVisit({
    id: '91000000-0000-4000-8000-000000000002',
    outcome: 'refused',
    distance_metres: 35,
    visitor_name: 'Pooja Shinde',
  }),
];

function renderSection(
  roles: Role[],
  { status = 'active' as LoanStatus, promises = PROMISES, visits = VISITS } = {},
) {
  const spy = mockFetch({
    [`GET /api/v1/loans/${LOAN_ID}/promises`]: { body: pageOf(promises) },
    [`GET /api/v1/loans/${LOAN_ID}/visits`]: { body: pageOf(visits) },
  });
  renderWithProviders(
    <LoanCollectionsSection
      loan={{
        id: LOAN_ID,
        loan_number: 'LN-2026-0001',
        customer_name: 'Priya Sharma',
        remaining_amount: 6300,
        status,
      }}
      roles={roles}
      currency="INR"
    />,
  );
  return spy;
}

const rowOf = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr')!;

describe('LoanCollectionsSection', { timeout: 20_000 }, () => {
  it("lists the loan's promises: date, amount, paid so far, status and collector", async () => {
    renderSection(['manager']);
    const table = await screen.findByRole('table', { name: 'Promises to Pay' });
    const partly = await rowOf(table, '28 Nov 2026');
    expect(within(partly).getByText('₹500.00')).toBeVisible();
    expect(within(partly).getByText('₹200.00')).toBeVisible();
    expect(within(partly).getByText('Partially Kept')).toBeVisible();
    expect(within(partly).getByText('Mahesh Gaikwad')).toBeVisible();
    const broken = await rowOf(table, '20 Nov 2026');
    expect(within(broken).getByText('Broken')).toBeVisible();
    expect(within(broken).getByText('Unassigned')).toBeVisible();
  });

  it("lists the loan's visits: outcome, visitor, distance flagged when far, payment", async () => {
    renderSection(['manager']);
    const table = await screen.findByRole('table', { name: 'Field Visits' });
    const partly = await rowOf(table, 'Partly Paid');
    expect(within(partly).getByText('2.4 km')).toBeVisible();
    expect(within(partly).getByText('Far')).toBeVisible();
    expect(within(partly).getByText('₹150.00')).toBeVisible();
    const refused = await rowOf(table, 'Refused to Pay');
    expect(within(refused).getByText('35 m')).toBeVisible();
    expect(within(refused).queryByText('Far')).not.toBeInTheDocument();
    expect(within(refused).getByText('Pooja Shinde')).toBeVisible();
  });

  it('says when a visit has no distance (no position, or no pin for the customer)', async () => {
    renderSection(['manager'], { visits: [buildVisit()] });
    const table = await screen.findByRole('table', { name: 'Field Visits' });
    const row = await rowOf(table, 'Not Home');
    expect(within(row).getByText('Not measured')).toBeVisible();
  });

  it('says so when the loan has no promise and no visit yet', async () => {
    renderSection(['manager'], { promises: [], visits: [] });
    expect(await screen.findByText('No promises to pay yet')).toBeInTheDocument();
    expect(await screen.findByText('No field visits yet')).toBeInTheDocument();
  });

  it('offers a field agent Record Visit and Promise to Pay on an active loan', async () => {
    renderSection(['field_agent']);
    await screen.findByRole('table', { name: 'Field Visits' });
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Record Visit · LN-2026-0001' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Promise to Pay' }));
    expect(
      await screen.findByRole('dialog', { name: 'Promise to Pay · LN-2026-0001' }),
    ).toBeInTheDocument();
  });

  it('offers no action on a loan that is not being collected', async () => {
    renderSection(['field_agent'], { status: 'completed' });
    await screen.findByRole('table', { name: 'Field Visits' });
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promise to Pay' })).not.toBeInTheDocument();
  });

  it('shows a loan officer the promises and Promise to Pay, but neither visits nor Record Visit', async () => {
    const spy = renderSection(['loan_officer']);
    await screen.findByRole('table', { name: 'Promises to Pay' });
    expect(screen.getByRole('button', { name: 'Promise to Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Field Visits' })).not.toBeInTheDocument();
    const asked = spy.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(asked).not.toContain(`/api/v1/loans/${LOAN_ID}/visits`);
  });

  it('shows a manager both lists and no action (a manager holds no field_visits:create)', async () => {
    renderSection(['manager']);
    await screen.findByRole('table', { name: 'Field Visits' });
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Promise to Pay' })).toBeInTheDocument();
  });

  it('offers an auditor the promises to read and no action', async () => {
    renderSection(['auditor']);
    await screen.findByRole('table', { name: 'Promises to Pay' });
    expect(screen.queryByRole('button', { name: 'Promise to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    renderSection(['collection_agent']);
    await screen.findByText('Partly Paid');
    await screen.findByText('Partially Kept');
    expect(await seriousViolationsIn(document.body)).toEqual([]);
  });
});
