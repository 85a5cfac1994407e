import { scoreProspect } from '@lendline/core';
import type { RiskProfile, Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRiskProfile, PROFILE_ID } from '../testing/risk-fixtures';
import { RiskProfilePage } from './risk-profile-page';

configure({ asyncUtilTimeout: 3_000 });

const NEW_ID = 'b0000000-0000-4000-8000-00000000000a';

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

/** Every call the page made, in order, with its parsed body. */
function callsOf(spy: ReturnType<typeof vi.fn>): Call[] {
  return spy.mock.calls.map(([input, init]) => {
    const request = init as RequestInit | undefined;
    return {
      method: (request?.method ?? 'GET').toUpperCase(),
      path: new URL(String(input), 'http://localhost').pathname,
      body:
        typeof request?.body === 'string'
          ? (JSON.parse(request.body) as Record<string, unknown>)
          : undefined,
    };
  });
}

const writes = (spy: ReturnType<typeof vi.fn>) =>
  callsOf(spy).filter((call) => call.method === 'POST' || call.method === 'PATCH');

function Page({ roles }: { roles: Role[] }) {
  const { profileId } = useParams();
  return (
    <RiskProfilePage profileId={profileId!} roles={roles} currency="INR" defaultPhoneCountry="IN" />
  );
}

/** The page at `initialEntry`, over an API that stores what it is sent on one profile. */
function renderPage({
  roles = ['loan_officer'],
  initialEntry = '/risk-profiler/new',
  stored = null,
}: { roles?: Role[]; initialEntry?: string; stored?: RiskProfile | null } = {}) {
  let current: RiskProfile | null = stored;
  const answer = (body: unknown, status = 200) => {
    current = buildRiskProfile({ ...current, ...(body as Partial<RiskProfile>) });
    return { status, body: { message: 'Risk profile saved', risk_profile: current } };
  };
  const id = stored?.id ?? NEW_ID;
  const spy = mockFetch({
    'POST /api/v1/risk-profiles': ({ body }) =>
      answer({ id: NEW_ID, assessment_status: 'draft', ...(body as object) }, 201),
    [`PATCH /api/v1/risk-profiles/${id}`]: ({ body }) => answer(body),
    [`GET /api/v1/risk-profiles/${id}`]: () => ({ body: current }),
  });
  const view = renderWithProviders(<Page roles={roles} />, {
    path: '/risk-profiler/:profileId',
    initialEntry,
    routes: [{ path: '/risk-profiler', element: <p>The dashboard</p> }],
  });
  return { spy, ...view };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Replaces a field's text at once, as a paste does (a save per keystroke would be typing slowly). */
async function typeInto(name: string | RegExp, text: string) {
  const input = await screen.findByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('RiskProfilePage', { timeout: 30_000 }, () => {
  it("shows the live score as core's scoreProspect computes it from the form", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'New Risk Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/risk-profiler',
    );

    await typeInto('Payment history score (0–100)', '80');
    await typeInto('Business stability score (0–100)', '70');
    await typeInto('Asset backing score (0–100)', '60');
    await typeInto('Years at current location', '6');
    await typeInto('Income stability rating (0–10)', '8');
    await typeInto('Location stability score (0–10)', '9');
    await typeInto(/^Total monthly income/, '40000');
    await typeInto('Total existing debt', '30000');

    const expected = scoreProspect({
      payment_history_score: 80,
      business_stability_score: 70,
      asset_backing_score: 60,
      years_at_current_location: 6,
      income_stability_rating: 8,
      location_stability_score: 9,
      total_monthly_income: 40_000,
      total_existing_debt: 30_000,
    });
    // 75 % debt to income: the worst band (5 points), so 73, still low risk (71 or more).
    expect(expected.score).toBe(73);
    const panel = screen.getByRole('region', { name: 'Live score' });
    expect(within(panel).getByText('73/100')).toBeInTheDocument();
    expect(within(panel).getByText('Low Risk')).toBeInTheDocument();
    expect(within(panel).getByText('₹2,40,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('75%')).toBeInTheDocument();
    const points: [string, number, number][] = [
      ['Payment history', expected.components.payment_history, 40],
      ['Debt to income', expected.components.debt_to_income, 25],
      ['Business stability', expected.components.business_stability, 20],
      ['Asset backing', expected.components.asset_backing, 15],
      ['Years at location', expected.components.years_at_location, 5],
      ['Income stability', expected.components.income_stability, 5],
      ['Location stability', expected.components.location_stability, 3],
    ];
    for (const [label, value, max] of points) {
      const row = within(panel).getByText(label).parentElement!;
      expect(within(row).getByText(`${value} of ${max}`)).toBeInTheDocument();
    }

    // A lower debt moves the band (25 %: 25 points) and the score with it.
    await typeInto('Total existing debt', '10000');
    expect(within(panel).getByText('93/100')).toBeInTheDocument();
    expect(within(panel).getByText('25%')).toBeInTheDocument();
  });

  it('creates the draft once the name is filled, then PATCHes only what changed', async () => {
    const { spy, router } = renderPage();
    await typeInto('Product selling', 'Vegetables');
    expect(await screen.findByText(/Enter the prospect's name to start saving/)).toBeVisible();
    expect(writes(spy)).toEqual([]);

    await typeInto('Prospective customer name', 'Meena Devi');
    await waitFor(() => expect(writes(spy)).toHaveLength(1));
    const [created] = writes(spy);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/v1/risk-profiles',
      body: { prospective_customer_name: 'Meena Devi', product_selling: 'Vegetables' },
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // The draft's own address, the same form still on screen.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/risk-profiler/${NEW_ID}`));
    expect(screen.getByRole('heading', { name: 'New Risk Profile' })).toBeInTheDocument();
    expect(field('Prospective customer name')).toHaveValue('Meena Devi');

    await typeInto('Bazaar / market', 'Crawford Market');
    await waitFor(() => expect(writes(spy)).toHaveLength(2));
    expect(writes(spy)[1]).toEqual({
      method: 'PATCH',
      path: `/api/v1/risk-profiles/${NEW_ID}`,
      body: { bazaar_location: 'Crawford Market' },
    });
  });

  it('never sends a second POST while the first is on its way', async () => {
    const { spy } = renderPage();
    let release!: () => void;
    const firstSave = new Promise<void>((resolve) => (release = resolve));
    const posts: string[] = [];
    // The POST waits until released: the assessor keeps typing meanwhile.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(String(init.body));
        await firstSave;
      }
      return spy(input, init);
    });

    await typeInto('Prospective customer name', 'Meena Devi');
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    await typeInto('Product selling', 'Vegetables');
    // Past the autosave delay: the edit is due, but the first save has not answered.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(posts).toHaveLength(1);

    release();
    await waitFor(() =>
      expect(writes(spy).map(({ method, body }) => [method, body?.product_selling])).toEqual([
        ['POST', null],
        ['PATCH', 'Vegetables'],
      ]),
    );
    expect(posts).toHaveLength(1);
  });

  it('gathers the edits made while a save is answered into the next save, after the delay', async () => {
    const { spy } = renderPage();
    await typeInto('Prospective customer name', 'Meena Devi');
    await waitFor(() => expect(writes(spy)).toHaveLength(1));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let patches = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH' && ++patches === 1) await held;
      return spy(input, init);
    });

    await typeInto('Product selling', 'Vegetables');
    await waitFor(() => expect(patches).toBe(1));
    // Set at once, not typed: typing both takes longer than the delay on a loaded machine, when
    // the first edit is rightly saved alone.
    const bazaar = screen.getByRole('textbox', { name: 'Bazaar / market' });
    const income = screen.getByRole('textbox', { name: 'Primary income source' });
    // Made while the first PATCH is on its way; its answer must not send this at once.
    fireEvent.change(bazaar, { target: { value: 'Crawford Market' } });
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.change(income, { target: { value: 'Vegetable stall' } });
    await waitFor(() => expect(writes(spy)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(writes(spy).map(({ method, body }) => [method, body])).toEqual([
      ['POST', expect.objectContaining({ prospective_customer_name: 'Meena Devi' })],
      ['PATCH', { product_selling: 'Vegetables' }],
      ['PATCH', { bazaar_location: 'Crawford Market', primary_income_source: 'Vegetable stall' }],
    ]);
  });

  it('adds and removes rows of a list and saves the list whole', async () => {
    const { spy } = renderPage({
      initialEntry: `/risk-profiler/${PROFILE_ID}`,
      stored: buildRiskProfile({ assessment_status: 'draft' }),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Risk Profile' })).toBeInTheDocument();
    const first = await screen.findByRole('group', { name: 'Income source 1' });
    expect(within(first).getByRole('textbox', { name: 'Source' })).toHaveValue('Tailoring');

    await userEvent.click(screen.getByRole('button', { name: 'Add income source' }));
    const second = await screen.findByRole('group', { name: 'Income source 2' });
    await userEvent.click(within(second).getByRole('textbox', { name: 'Source' }));
    await userEvent.paste('Rent');
    await userEvent.click(within(second).getByRole('textbox', { name: 'Monthly amount' }));
    await userEvent.paste('3000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Income source 1' }));
    expect(screen.queryByRole('group', { name: 'Income source 2' })).toBeNull();

    await waitFor(() =>
      expect(writes(spy).at(-1)?.body).toEqual({
        multiple_income_sources: [{ source: 'Rent', monthly_amount: 3000 }],
      }),
    );
    expect(writes(spy).every((call) => call.method === 'PATCH')).toBe(true);
  });

  it('completes the assessment and returns to the dashboard', async () => {
    const { spy, router } = renderPage({
      initialEntry: `/risk-profiler/${PROFILE_ID}`,
      stored: buildRiskProfile({ assessment_status: 'draft' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete assessment' }));

    expect(await screen.findByText('Assessment completed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/risk-profiler'));
    expect(writes(spy)).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/risk-profiles/${PROFILE_ID}`,
        body: { assessment_status: 'completed' },
      },
    ]);
  });

  it('asks for the name before anything is saved or completed', async () => {
    const { spy } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete assessment' }));
    expect(await screen.findByText("Enter the prospect's name")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(writes(spy)).toEqual([]);
  });

  it('opens an approved profile read-only, with the score it was approved on', async () => {
    const { spy } = renderPage({
      roles: ['organization_admin'],
      initialEntry: `/risk-profiler/${PROFILE_ID}`,
      stored: buildRiskProfile({ assessment_status: 'approved' }),
    });
    expect(
      await screen.findByText('This profile was approved and can no longer be edited.'),
    ).toBeInTheDocument();
    expect(field('Prospective customer name')).toBeDisabled();
    expect(field('Product selling')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add income source' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete assessment' })).toBeNull();
    const panel = screen.getByRole('region', { name: 'Score at review' });
    expect(within(panel).getByText('93/100')).toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(writes(spy)).toEqual([]);
  });

  it('shows a reader the profile without letting them change it', async () => {
    renderPage({
      roles: ['auditor'],
      initialEntry: `/risk-profiler/${PROFILE_ID}`,
      stored: buildRiskProfile({ assessment_status: 'draft' }),
    });
    expect(
      await screen.findByText('You can view this profile but not change it.'),
    ).toBeInTheDocument();
    expect(field('Prospective customer name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderPage({
      initialEntry: `/risk-profiler/${PROFILE_ID}`,
      stored: buildRiskProfile({ assessment_status: 'draft' }),
    });
    await screen.findByRole('group', { name: 'Income source 1' });
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
