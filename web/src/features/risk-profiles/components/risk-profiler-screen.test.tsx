import type { ReactNode } from 'react';
import type { Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import {
  buildRiskProfile,
  buildRiskSummary,
  PROFILE_ID,
  riskProfileListOf,
} from '../testing/risk-fixtures';
import { RiskProfilerScreen } from './risk-profiler-screen';

configure({ asyncUtilTimeout: 3_000 });

const DRAFT_ID = 'b0000000-0000-4000-8000-000000000002';
const APPROVED_ID = 'b0000000-0000-4000-8000-000000000003';

/** A completed profile, a draft scored only by its behaviour (45: Medium), an approved one. */
const PROFILES = [
  buildRiskProfile(),
  buildRiskProfile({
    id: DRAFT_ID,
    prospective_customer_name: 'Ravi Kumar',
    phone: null,
    product_selling: null,
    business_type: 'wholesale',
    assessment_status: 'draft',
    risk_category: null,
    overall_eligibility_score: null,
    behavioral_score: 45,
    recommended_loan_amount: null,
    created_at: '2026-03-03T09:00:00.000Z',
  }),
  buildRiskProfile({
    id: APPROVED_ID,
    prospective_customer_name: 'Salma Begum',
    assessment_status: 'approved',
    risk_category: 'high',
    overall_eligibility_score: 30,
    recommended_loan_amount: 30_000,
  }),
];

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

const lastList = (spy: ReturnType<typeof mockFetch>) =>
  urlsOf(spy, '/api/v1/risk-profiles').at(-1)!;

function renderScreen(roles: Role[] = ['loan_officer'], scorePerformance?: ReactNode) {
  const spy = mockFetch({
    'GET /api/v1/risk-profiles': { body: riskProfileListOf(PROFILES, 48) },
    'GET /api/v1/risk-profiles/summary': { body: buildRiskSummary() },
    [`POST /api/v1/risk-profiles/${PROFILE_ID}/reject`]: ({ body }) => ({
      body: {
        message: 'Risk profile rejected',
        risk_profile: buildRiskProfile({
          assessment_status: 'rejected',
          rejection_reason: (body as { reason: string }).reason,
        }),
      },
    }),
    [`POST /api/v1/risk-profiles/${APPROVED_ID}/create-customer`]: {
      status: 201,
      body: {
        message: 'Customer created from the risk profile',
        risk_profile: buildRiskProfile({ id: APPROVED_ID, customer_created: true }),
        customer: { full_name: 'Salma Begum', customer_id: 'CUST0042' },
      },
    },
  });
  const view = renderWithProviders(
    <RiskProfilerScreen roles={roles} currency="INR" scorePerformance={scorePerformance} />,
    {
      path: '/risk-profiler',
      routes: [{ path: '/risk-profiler/:profileId', element: <p>Profile page</p> }],
    },
  );
  return { spy, ...view };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function openMenu(name: string) {
  const row = await rowOf(name);
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
}

async function closeMenu(name: string) {
  const row = await rowOf(name);
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await waitFor(() => expect(screen.queryAllByRole('menuitem', { hidden: true })).toHaveLength(0));
}

/** The open menu's items, once it shows. */
const menuItems = async () =>
  (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);

describe('RiskProfilerScreen', { timeout: 20_000 }, () => {
  it('shows the five cards from the summary and every tab with its count from the list', async () => {
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Risk Profiler' })).toBeInTheDocument();
    const cards: [string, string][] = [
      ['Total Profiles', '48'],
      ['Completed', '17'],
      ['Approved', '9'],
      ['Low Risk', '12'],
      ['Customers Created', '6'],
    ];
    for (const [label, figure] of cards) {
      const card = screen.getByRole('group', { name: label });
      await waitFor(() => expect(within(card).getByText(figure)).toBeVisible());
    }
    const counts: [string, string][] = [
      ['All', '48'],
      ['Completed', '17'],
      ['Approved', '9'],
      ['Low Risk', '12'],
    ];
    await screen.findByText('Meena Devi');
    for (const [label, count] of counts) {
      const tab = screen.getByRole('tab', { name: new RegExp(`^${label}`) });
      expect(within(tab).getByText(count)).toBeInTheDocument();
    }
  });

  it("shows each row's prospect, product, score, the spec's risk badge, amount and status", async () => {
    renderScreen();

    const completed = await rowOf('Meena Devi');
    expect(within(completed).getByText('+919812345678')).toBeInTheDocument();
    expect(within(completed).getByText('Vegetables · Retail')).toBeInTheDocument();
    expect(within(completed).getByText('93')).toBeInTheDocument();
    expect(within(completed).getByText('Low Risk')).toBeInTheDocument();
    expect(within(completed).getByText('₹2,40,000.00')).toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toBeInTheDocument();

    // No overall score: the badge reads the behavioural score (45 → Medium Risk).
    const draft = await rowOf('Ravi Kumar');
    expect(within(draft).getByText('45')).toBeInTheDocument();
    expect(within(draft).getByText('Medium Risk')).toBeInTheDocument();
    expect(within(draft).getByText('Wholesale')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();

    const approved = await rowOf('Salma Begum');
    expect(within(approved).getByText('High Risk')).toBeInTheDocument();
    expect(within(approved).getByText('₹30,000.00')).toBeInTheDocument();
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
  });

  it('sends the tab, the search, the sort and the page to the server', async () => {
    const { spy } = renderScreen();
    await screen.findByText('Meena Devi');
    expect(lastList(spy).searchParams.get('tab')).toBe('all');

    await userEvent.click(screen.getByRole('tab', { name: /^Low Risk/ }));
    await waitFor(() => expect(lastList(spy).searchParams.get('tab')).toBe('low_risk'));

    fireEvent.change(screen.getByLabelText('Search risk profiles'), {
      target: { value: 'meena' },
    });
    await waitFor(() => expect(lastList(spy).searchParams.get('search')).toBe('meena'));
    expect(lastList(spy).searchParams.get('tab')).toBe('low_risk');

    await userEvent.click(await screen.findByRole('button', { name: 'Recommended Amount' }));
    await waitFor(() => {
      expect(lastList(spy).searchParams.get('sort')).toBe('recommended_loan_amount');
      expect(lastList(spy).searchParams.get('order')).toBe('asc');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Recommended Amount' }));
    await waitFor(() => expect(lastList(spy).searchParams.get('order')).toBe('desc'));

    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => {
      expect(lastList(spy).searchParams.get('page')).toBe('2');
      expect(lastList(spy).searchParams.get('page_size')).toBe('25');
      expect(lastList(spy).searchParams.get('sort')).toBe('recommended_loan_amount');
    });
  });

  it('offers a loan officer New Risk Profile and Edit, but not the review', async () => {
    const { router } = renderScreen(['loan_officer']);

    await openMenu('Meena Devi');
    expect(await menuItems()).toEqual(['Edit']);
    await closeMenu('Meena Devi');
    await openMenu('Salma Begum');
    // Approved: nobody edits it; a loan officer may create customers.
    expect(await menuItems()).toEqual(['View', 'Create Customer']);
    await closeMenu('Salma Begum');

    await userEvent.click(screen.getByRole('link', { name: 'New Risk Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/risk-profiler/new'));
  });

  it('offers an organization admin approve and reject on a completed profile only', async () => {
    renderScreen(['organization_admin']);

    await openMenu('Meena Devi');
    expect(await menuItems()).toEqual(['Edit', 'Approve', 'Reject']);
    await closeMenu('Meena Devi');
    await openMenu('Ravi Kumar');
    expect(await menuItems()).toEqual(['Edit']);
  });

  it('offers a manager approve and reject too (core mayReviewRiskProfile, as the server)', async () => {
    renderScreen(['manager']);

    await openMenu('Meena Devi');
    expect(await menuItems()).toEqual(['Edit', 'Approve', 'Reject']);
    await closeMenu('Meena Devi');
    await openMenu('Salma Begum');
    expect(await menuItems()).toEqual(['View', 'Create Customer']);
  });

  it('shows a reader only View: no New Risk Profile, no review, no customer', async () => {
    renderScreen(['auditor']);

    await openMenu('Salma Begum');
    expect(await menuItems()).toEqual(['View']);
    expect(screen.queryByRole('link', { name: 'New Risk Profile' })).toBeNull();
  });

  it('rejects only with a reason, which it sends', async () => {
    const { spy } = renderScreen(['organization_admin']);
    await openMenu('Meena Devi');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reject', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject risk profile' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeInTheDocument();
    expect(urlsOf(spy, `/api/v1/risk-profiles/${PROFILE_ID}/reject`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox'), 'Income not verified');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Risk profile rejected')).toBeInTheDocument();
    const call = spy.mock.calls.find(([input]) => String(input).endsWith('/reject'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ reason: 'Income not verified' });
  });

  it('creates the customer of an approved profile with the residential location given', async () => {
    const { spy } = renderScreen(['manager']);
    await openMenu('Salma Begum');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Create Customer', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create customer from profile' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Residential Location/ }), {
      target: { value: 'Dharavi, Mumbai' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Customer created from the risk profile')).toBeInTheDocument();
    const calls = spy.mock.calls.filter(([input]) =>
      String(input).endsWith(`/${APPROVED_ID}/create-customer`),
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({
      first_name: 'Salma',
      last_name: 'Begum',
      phone: '+919812345678',
      residential_address: 'Dharavi, Mumbai',
    });
  });

  it('opens a profile from its row', async () => {
    const { router } = renderScreen();
    await userEvent.click(await screen.findByText('Ravi Kumar'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/risk-profiler/${DRAFT_ID}`));
  });

  it('shows each profile as a card on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen();
    const cards = await screen.findByRole('list', { name: 'Risk profiles: All' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Recommended Amount')).toBeInTheDocument();
    expect(within(card).getByText('₹2,40,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderScreen(['organization_admin']);
    await screen.findByText('Meena Devi');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it("shows the score's back-test in a tab of its own when the route gives one, and none without", async () => {
    renderScreen(['organization_admin'], <p>Back-test figures</p>);
    await userEvent.click(await screen.findByRole('tab', { name: 'Score performance' }));
    expect(await screen.findByText('Back-test figures')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^All/ }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('has no Score performance tab without the back-test', async () => {
    renderScreen(['loan_officer']);
    await screen.findByRole('tab', { name: /^All/ });
    expect(screen.queryByRole('tab', { name: 'Score performance' })).not.toBeInTheDocument();
  });
});
