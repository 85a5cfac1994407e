import type { CollectionEntry } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import {
  buildCollector,
  buildEntry,
  ORGANIZATION_ID,
  pageOf,
  SUMMARY,
} from '../testing/collection-fixtures';
import { DueTodayScreen } from './due-today-screen';
import { ReassignCollectionsDialog } from './reassign-collections-dialog';

configure({ asyncUtilTimeout: 3_000 });

const ROWS: CollectionEntry[] = [
  buildEntry(),
  buildEntry({
    id: 'f0000000-0000-4000-8000-000000000002',
    customer_name: 'Ravi Patil',
    loan_number: 'LN-2026-0002',
  }),
  buildEntry({
    id: 'f0000000-0000-4000-8000-000000000003',
    customer_name: 'Sunita Kale',
    loan_number: 'LN-2026-0003',
  }),
];
const POOJA = buildCollector();
const MAHESH = buildCollector({
  id: 'a1000000-0000-4000-8000-000000000003',
  name: 'Mahesh Gaikwad',
  territory: null,
});

function mockCollections() {
  const sent: unknown[] = [];
  const spy = mockFetch({
    'GET /api/v1/collections/summary': { body: SUMMARY },
    'GET /api/v1/collections/alerts': { body: { data: [], total: 0 } },
    'GET /api/v1/collections': ({ url }) => ({
      body: url.searchParams.get('tab') === 'pending' ? pageOf(ROWS) : pageOf([]),
    }),
    'GET /api/v1/collectors': ({ url }) => ({
      body: pageOf(
        [POOJA, MAHESH].filter((collector) =>
          collector.name.toLowerCase().includes(url.searchParams.get('search') ?? ''),
        ),
      ),
    }),
    'POST /api/v1/collections/reassign': ({ body }) => {
      sent.push(body);
      return { body: { message: '2 collections reassigned', updated: 2 } };
    },
  });
  return { sent, spy };
}

function collectorCalls(spy: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/collectors')
    .map((url) => url.searchParams);
}

async function chooseCollector(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: /Collector/ }));
  await userEvent.click(
    await screen.findByRole('option', { name: new RegExp(name), hidden: true }),
  );
}

describe('Reassigning collections', { timeout: 20_000 }, () => {
  it("gives a manager's selected entries to the chosen collector of their organization", async () => {
    const { sent, spy } = mockCollections();
    renderWithProviders(<DueTodayScreen roles={['manager']} />);
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Priya Sharma');
    await userEvent.click(within(table).getByRole('checkbox', { name: /Priya Sharma/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Sunita Kale/ }));
    expect(screen.getByText('2 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reassign Collections' });
    // The dialog is in the document as it begins to fade in: visible once its transition ends.
    await waitFor(() =>
      expect(within(dialog).getByText('Give 2 collections to another collector.')).toBeVisible(),
    );
    await chooseCollector('Pooja Shinde');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ entry_ids: [ROWS[0]!.id, ROWS[2]!.id], collector_id: POOJA.id });
    expect(await screen.findByText('2 collections reassigned')).toBeInTheDocument();
    const asked = collectorCalls(spy).at(-1)!;
    expect(asked.get('status')).toBe('active');
    expect(asked.get('organization_id')).toBe(ORGANIZATION_ID);
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('reassigns one entry from its row, and asks for a collector before sending', async () => {
    const { sent } = mockCollections();
    renderWithProviders(<DueTodayScreen roles={['organization_admin']} />);
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'More actions for Ravi Patil' }),
    );
    // Mantine's menu is mid-transition in jsdom, hence hidden.
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Reassign Ravi Patil', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Collections' });
    // The dialog fades in as the menu fades out.
    await waitFor(() =>
      expect(
        within(dialog).getByText("Give Ravi Patil's collection to another collector."),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Please select a collector')).toBeVisible();
    expect(sent).toHaveLength(0);

    await chooseCollector('Mahesh Gaikwad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() =>
      expect(sent).toEqual([{ entry_ids: [ROWS[1]!.id], collector_id: MAHESH.id }]),
    );
  });

  it('searches the collectors on the server as the name is typed', async () => {
    const { spy } = mockCollections();
    renderWithProviders(<ReassignCollectionsDialog entries={[ROWS[0]!]} onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('combobox', { name: /Collector/ }), 'mah');
    await waitFor(() => expect(collectorCalls(spy).at(-1)!.get('search')).toBe('mah'));
    expect(
      await screen.findByRole('option', { name: 'Mahesh Gaikwad', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Pooja/, hidden: true })).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    mockCollections();
    renderWithProviders(<ReassignCollectionsDialog entries={ROWS} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await seriousViolationsIn(dialog)).toEqual([]);
  });
});
