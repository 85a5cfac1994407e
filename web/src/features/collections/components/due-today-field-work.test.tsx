import type { Role } from '@lendline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildVisit } from '../field-work/testing/field-work-fixtures';
import { buildEntry, pageOf, SUMMARY } from '../testing/collection-fixtures';
import { DueTodayScreen } from './due-today-screen';

// Outstanding 6,400 with 100 collected today: the loan still lacks 6,300.
const ENTRY = buildEntry();
const COMPLETED = buildEntry({
  id: 'f0000000-0000-4000-8000-000000000002',
  loan_id: 'e0000000-0000-4000-8000-000000000002',
  customer_name: 'Ravi Patil',
  loan_number: 'LN-2026-0002',
  payment_status: 'completed',
  collected_amount: 300,
  calculated_due: 0,
});
const VISITS_PATH = `POST /api/v1/loans/${ENTRY.loan_id}/visits`;

function renderScreen(roles: Role[]) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    'GET /api/v1/collections/summary': { body: SUMMARY },
    'GET /api/v1/collections/alerts': { body: { data: [], total: 0 } },
    'GET /api/v1/collections': { body: pageOf([ENTRY, COMPLETED]) },
    [VISITS_PATH]: ({ body }) => {
      sent.push(body);
      return { status: 201, body: { message: 'Visit recorded', visit: buildVisit() } };
    },
  });
  const view = renderWithProviders(<DueTodayScreen roles={roles} />, { path: '/due-today' });
  return { sent, spy, ...view };
}

async function menuItemsFor(customer: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Pending Collections' });
  await within(table).findByText(customer);
  await userEvent.click(
    within(table).getByRole('button', { name: `More actions for ${customer}` }),
  );
  // Mantine's menu is mid-transition in jsdom, hence hidden.
  const items = await screen.findAllByRole('menuitem', { hidden: true });
  return items.map((item) => item.textContent ?? '');
}

const listCalls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://x').pathname === '/api/v1/collections',
  ).length;

describe('DueTodayScreen: visits and promises', { timeout: 20_000 }, () => {
  it("offers a field agent Record Visit and Promise to Pay in each row's menu, completed rows too", async () => {
    renderScreen(['field_agent']);
    expect(await menuItemsFor('Ravi Patil')).toEqual(['Record Visit', 'Promise to Pay']);
  });

  it('puts Reassign in the same menu for a holder of debt_collectors:assign', async () => {
    renderScreen(['manager']);
    expect(await menuItemsFor('Ravi Patil')).toContain('Reassign');
    expect(
      screen.getByRole('menuitem', { name: 'Reassign Ravi Patil', hidden: true }),
    ).toBeEnabled();
  });

  it('offers a loan officer only Promise to Pay (no field_visits:create)', async () => {
    renderScreen(['loan_officer']);
    expect(await menuItemsFor('Priya Sharma')).toEqual(['Promise to Pay']);
  });

  it('offers a reader of payments no menu at all', async () => {
    renderScreen(['auditor']);
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Priya Sharma');
    expect(within(table).queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it("records a visit on the entry's loan, capped at what it lacks, and refreshes the lists", async () => {
    const { sent, spy } = renderScreen(['field_agent']);
    await menuItemsFor('Priya Sharma');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Record Visit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Visit · LN-2026-0001' });
    expect(within(dialog).getByText('Priya Sharma still owes ₹6,300.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not Home', hidden: true }));
    const before = listCalls(spy);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Visit' }));

    await waitFor(() => expect(sent).toEqual([{ outcome: 'not_home' }]));
    await waitFor(() => expect(listCalls(spy)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens Promise to Pay for the entry's loan", async () => {
    renderScreen(['collection_agent']);
    await menuItemsFor('Priya Sharma');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Promise to Pay', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Promise to Pay · LN-2026-0001' });
    expect(within(dialog).getByText('At most ₹6,300.00')).toBeInTheDocument();
  });

  it('keeps the menu beside Update on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen(['field_agent']);
    const cards = await screen.findByRole('list', { name: 'Pending Collections' });
    // The name is the card's title and its Customer line.
    const [title] = await within(cards).findAllByText('Priya Sharma');
    const card = title!.closest('li')!;
    expect(
      within(card).getByRole('button', { name: 'Update collection for Priya Sharma' }),
    ).toBeEnabled();
    await userEvent.click(
      within(card).getByRole('button', { name: 'More actions for Priya Sharma' }),
    );
    expect(
      await screen.findByRole('menuitem', { name: 'Record Visit', hidden: true }),
    ).toBeInTheDocument();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
