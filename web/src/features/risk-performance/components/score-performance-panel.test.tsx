import type { ScorePerformanceResponse } from '@lendline/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ScorePerformancePanel } from './score-performance-panel';

const URL = 'GET /api/v1/risk-profiles/score-performance';

/** The small portfolio of the API's test (score-performance.test.ts). */
const SMALL: ScorePerformanceResponse = {
  as_of: '2026-11-27',
  scored_loans: 7,
  unscored_loans: 1,
  minimums: { loans: 30, bads: 5, goods: 5 },
  outcomes: [
    {
      outcome: 'over_7_days',
      overdue_days: 7,
      loans: 6,
      goods: 3,
      bads: 3,
      bad_rate: 50,
      auc: 0.7778,
      gini: 0.5556,
      ks: 0.6667,
      bands: [
        { band: 'low', loans: 2, bads: 0, bad_rate: 0 },
        { band: 'medium', loans: 3, bads: 2, bad_rate: 66.67 },
        { band: 'high', loans: 1, bads: 1, bad_rate: 100 },
      ],
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    },
    {
      outcome: 'over_30_days',
      overdue_days: 30,
      loans: 6,
      goods: 6,
      bads: 0,
      bad_rate: 0,
      auc: null,
      gini: null,
      ks: null,
      bands: [
        { band: 'low', loans: 2, bads: 0, bad_rate: 0 },
        { band: 'medium', loans: 3, bads: 0, bad_rate: 0 },
        { band: 'high', loans: 0, bads: 0, bad_rate: null },
      ],
      verdict: { judgeable: false, shortfall: 'too_few_loans' },
    },
  ],
  recommendation: [
    {
      group: 'above',
      loans: 2,
      amount_lent: 60_000,
      amount_recommended: 45_000,
      outcomes: [
        { outcome: 'over_7_days', loans: 2, bads: 2, bad_rate: 100 },
        { outcome: 'over_30_days', loans: 2, bads: 0, bad_rate: 0 },
      ],
    },
    {
      group: 'within',
      loans: 5,
      amount_lent: 50_000,
      amount_recommended: 240_000,
      outcomes: [
        { outcome: 'over_7_days', loans: 4, bads: 1, bad_rate: 25 },
        { outcome: 'over_30_days', loans: 0, bads: 0, bad_rate: null },
      ],
    },
  ],
};

function renderPanel(body: object, status = 200) {
  mockFetch({ [URL]: { status, body } });
  return renderWithProviders(<ScorePerformancePanel />);
}

describe('ScorePerformancePanel', () => {
  it('shows the verdict, the measures explained, the bands and the recommendation', async () => {
    const { container } = renderPanel(SMALL);
    expect(
      await screen.findByRole('heading', { name: 'Score performance', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('7 scored loans; 1 loan without a score')).toBeVisible();

    const overSeven = screen.getByRole('region', { name: 'Ever more than 7 days overdue' });
    expect(
      within(overSeven).getByText(
        'Too few loans to judge the score: 6 of the 30 needed. Read these figures as anecdotes, not evidence.',
      ),
    ).toBeVisible();
    const auc = within(overSeven).getByRole('group', { name: 'AUC' });
    expect(within(auc).getByText('0.78')).toBeVisible();
    expect(within(auc).getByText(/0.5 is a coin toss, 1 is perfect/)).toBeVisible();
    expect(
      within(within(overSeven).getByRole('group', { name: 'Gini' })).getByText('0.56'),
    ).toBeVisible();
    expect(
      within(within(overSeven).getByRole('group', { name: 'KS' })).getByText('0.67'),
    ).toBeVisible();
    const bands = within(overSeven).getByRole('table', { name: 'Bad rate by score band' });
    const medium = within(bands).getByRole('rowheader', { name: 'Medium risk (41 to 70)' });
    expect(within(medium.closest('tr')!).getByText('66.67% (2 of 3)')).toBeVisible();

    // Without a bad loan there is no AUC to give; a band without loans has no rate.
    const overThirty = screen.getByRole('region', { name: 'Ever more than 30 days overdue' });
    expect(
      within(within(overThirty).getByRole('group', { name: 'AUC' })).getByText('Not enough loans'),
    ).toBeVisible();
    expect(within(overThirty).getByText('No loans')).toBeVisible();

    const recommendation = screen.getByRole('table', {
      name: 'Recommended amount against amount lent',
    });
    const above = within(recommendation)
      .getByRole('rowheader', { name: 'Above the recommendation' })
      .closest('tr')!;
    expect(within(above).getByText('₹60,000.00')).toBeVisible();
    expect(within(above).getByText('₹45,000.00')).toBeVisible();
    expect(within(above).getByText('100% (2 of 2)')).toBeVisible();

    // The bar chart, hidden from screen readers (the tables carry its figures).
    expect(container.querySelector('.mantine-BarChart-root')).not.toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('says so plainly when there are enough loans to judge, or too few bads', async () => {
    const [overSeven, overThirty] = SMALL.outcomes;
    renderPanel({
      ...SMALL,
      outcomes: [
        { ...overSeven, loans: 163, bads: 38, verdict: { judgeable: true, shortfall: null } },
        {
          ...overThirty,
          loans: 68,
          bads: 3,
          verdict: { judgeable: false, shortfall: 'too_few_bads' },
        },
      ],
    });
    expect(
      await screen.findByText('Enough loans to judge the score: 163 loans, 38 of them went bad.'),
    ).toBeVisible();
    expect(
      screen.getByText('Too few loans went bad to judge the score: 3 of the 5 needed.'),
    ).toBeVisible();
  });

  it('shows why the report could not be read', async () => {
    renderPanel({ error: { code: 'FORBIDDEN', message: 'Access denied' } }, 403);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The score performance could not be loaded')).toBeVisible();
  });
});
