import type { ExpectedCollectionRow, ExpectedCollectionsResponse } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { collectionRate, daysBetween, expectedChart, expectedFigures } from './expected-days';

const ACME = 'd0000000-0000-4000-8000-000000000001';
const NORTH = 'd0000000-0000-4000-8000-000000000002';
const MAHESH = 'a1000000-0000-4000-8000-000000000001';
const POOJA = 'a1000000-0000-4000-8000-000000000002';

function row(overrides: Partial<ExpectedCollectionRow>): ExpectedCollectionRow {
  return {
    date: '2026-11-27',
    organization_id: ACME,
    organization_name: 'Acme Microfinance',
    collector_id: MAHESH,
    collector_name: 'Mahesh Gaikwad',
    due_amount: 0,
    due_count: 0,
    collected_amount: null,
    ...overrides,
  };
}

function answer(
  data: ExpectedCollectionRow[],
  group: 'collector' | 'organization' = 'collector',
): ExpectedCollectionsResponse {
  // days=30: 30 days before today and today plus 29 after.
  return { group, days: 30, today: '2026-11-27', from: '2026-10-28', to: '2026-12-26', data };
}

describe('daysBetween', () => {
  it('counts both ends and crosses a month', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysBetween('2026-12-02', '2026-12-01')).toEqual([]);
  });
});

describe('expectedFigures', () => {
  it('fills the days the server leaves out: 30 days ahead from today and 14 before it', () => {
    const figures = expectedFigures(
      answer([row({ date: '2026-11-30', due_amount: 300, due_count: 3 })]),
    );
    expect(figures.upcoming).toHaveLength(30);
    expect(figures.upcoming[0]).toMatchObject({ date: '2026-11-27', due: 0, count: 0 });
    expect(figures.upcoming.at(-1)!.date).toBe('2026-12-26');
    expect(figures.upcoming[3]).toMatchObject({ date: '2026-11-30', due: 300, count: 3 });
    expect(figures.past).toHaveLength(14);
    expect(figures.past[0]).toEqual({ date: '2026-11-13', due: 0, collected: 0, rate: null });
    expect(figures.past.at(-1)!.date).toBe('2026-11-26');
  });

  it('sets due against collected on past days, added in paise, with the collection rate', () => {
    const figures = expectedFigures(
      answer([
        row({ date: '2026-11-26', due_amount: 100.1, due_count: 1, collected_amount: 50.05 }),
        row({
          date: '2026-11-26',
          collector_id: POOJA,
          collector_name: 'Pooja Shinde',
          due_amount: 200.2,
          due_count: 2,
          collected_amount: 0.2,
        }),
        // Before the 14 days shown: left out.
        row({ date: '2026-11-01', due_amount: 999, collected_amount: 999 }),
      ]),
    );
    expect(figures.past.at(-1)).toEqual({
      date: '2026-11-26',
      due: 300.3,
      collected: 50.25,
      rate: 16.73,
    });
    expect(figures.totals.pastDue).toBe(300.3);
    expect(figures.totals.pastCollected).toBe(50.25);
    expect(figures.pastRate).toBe(16.73);
  });

  it('sums each collector, the unassigned loans of each branch apart, most due ahead first', () => {
    const figures = expectedFigures(
      answer([
        row({ date: '2026-11-27', due_amount: 100, due_count: 1 }),
        row({
          date: '2026-11-28',
          collector_id: POOJA,
          collector_name: 'Pooja',
          due_amount: 500,
          due_count: 5,
        }),
        row({
          date: '2026-11-28',
          collector_id: null,
          collector_name: 'Unassigned',
          due_amount: 40,
          due_count: 1,
        }),
        row({
          date: '2026-11-28',
          organization_id: NORTH,
          organization_name: 'Acme North Branch',
          collector_id: null,
          collector_name: 'Unassigned',
          due_amount: 60,
          due_count: 2,
        }),
      ]),
    );
    expect(
      figures.groups.map((group) => [group.key, group.collectorName, group.upcomingDue]),
    ).toEqual([
      [POOJA, 'Pooja', 500],
      [MAHESH, 'Mahesh Gaikwad', 100],
      [`unassigned:${NORTH}`, null, 60],
      [`unassigned:${ACME}`, null, 40],
    ]);
    expect(figures.totals).toMatchObject({ upcomingDue: 700, upcomingCount: 9 });
  });

  it('groups by branch when asked', () => {
    const figures = expectedFigures(
      answer(
        [
          row({ collector_id: null, collector_name: null, due_amount: 10, due_count: 1 }),
          row({
            organization_id: NORTH,
            organization_name: 'Acme North Branch',
            collector_id: null,
            collector_name: null,
            due_amount: 30,
            due_count: 3,
          }),
        ],
        'organization',
      ),
    );
    expect(figures.groups.map((group) => [group.organizationName, group.collectorName])).toEqual([
      ['Acme North Branch', null],
      ['Acme Microfinance', null],
    ]);
    expect(figures.upcoming[0]!.byGroup).toEqual({ [NORTH]: 30, [ACME]: 10 });
  });
});

describe('collectionRate', () => {
  it('is collected over due out of 100, and none when nothing was due', () => {
    expect(collectionRate(1, 3)).toBe(33.33);
    expect(collectionRate(150, 100)).toBe(150);
    expect(collectionRate(10, 0)).toBeNull();
  });
});

describe('expectedChart', () => {
  it('draws the five groups with most due apart and the others together', () => {
    const collectors = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      row({
        collector_id: `a1000000-0000-4000-8000-00000000000${n}`,
        collector_name: `Collector ${n}`,
        due_amount: n * 10,
        due_count: 1,
      }),
    );
    const { bars, series } = expectedChart(expectedFigures(answer(collectors)));
    expect(series.map((entry) => entry.group?.collectorName ?? 'others')).toEqual([
      'Collector 7',
      'Collector 6',
      'Collector 5',
      'Collector 4',
      'Collector 3',
      'others',
    ]);
    expect(bars[0]).toEqual({
      date: '2026-11-27',
      group0: 70,
      group1: 60,
      group2: 50,
      group3: 40,
      group4: 30,
      others: 30,
    });
    expect(bars).toHaveLength(30);
  });

  it('has no others segment when every group has its own', () => {
    const { series } = expectedChart(
      expectedFigures(answer([row({ due_amount: 5, due_count: 1 })])),
    );
    expect(series.map((entry) => entry.name)).toEqual(['group0']);
  });
});
