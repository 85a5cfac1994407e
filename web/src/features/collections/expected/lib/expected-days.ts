import { addDays, fromPaise, toPaise } from '@lendline/core';
import type { ExpectedCollectionRow, ExpectedCollectionsResponse } from '@lendline/core';

/** How many days before today the screen sets due against collected. */
export const PAST_DAYS = 14;
/** How many groups the chart draws apart; the rest share one bar segment. */
export const CHARTED_GROUPS = 5;

export interface ExpectedGroup {
  key: string;
  /** Null: the loans no collector holds ('Unassigned'). */
  collectorName: string | null;
  organizationName: string;
  /**
   * The caller sees groups of more than one organization (a tree admin, a platform owner): each
   * organization has its own unassigned loans, named with it.
   */
  manyOrganizations: boolean;
  upcomingDue: number;
  upcomingCount: number;
  pastDue: number;
  pastCollected: number;
  /** Collected ÷ due over the past days, out of 100; null when nothing was due. */
  rate: number | null;
}

export interface UpcomingDay {
  date: string;
  due: number;
  count: number;
  /** Each group's amount due that day, by ExpectedGroup key (groups with nothing left out). */
  byGroup: Record<string, number>;
}

export interface PastDay {
  date: string;
  due: number;
  collected: number;
  rate: number | null;
}

export interface ExpectedFigures {
  today: string;
  /** Today and each day after it up to the answer's `to`, days with nothing included. */
  upcoming: UpcomingDay[];
  /** The PAST_DAYS days before today (within the answer's `from`), oldest first. */
  past: PastDay[];
  /** Largest amount due ahead first. */
  groups: ExpectedGroup[];
  totals: { upcomingDue: number; upcomingCount: number; pastDue: number; pastCollected: number };
  pastRate: number | null;
}

/** Each day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function groupKeyOf(row: ExpectedCollectionRow, byCollector: boolean): string {
  if (!byCollector) return row.organization_id;
  return row.collector_id ?? `unassigned:${row.organization_id}`;
}

/** Collected ÷ due, out of 100 with 2 decimals, from paise; null when nothing was due. */
export function collectionRate(collectedPaise: number, duePaise: number): number | null {
  if (duePaise <= 0) return null;
  return Math.round((collectedPaise * 10_000) / duePaise) / 100;
}

interface GroupSums {
  group: Omit<
    ExpectedGroup,
    'upcomingDue' | 'pastDue' | 'pastCollected' | 'rate' | 'manyOrganizations'
  >;
  upcomingDue: number;
  pastDue: number;
  pastCollected: number;
}

/**
 * GET /collections/expected as the screen shows it: the days the server leaves out (nothing due
 * or collected) filled in as zeros, the days ahead and the days before today apart, and each
 * group's sums. Money is added in paise.
 */
export function expectedFigures(answer: ExpectedCollectionsResponse): ExpectedFigures {
  const { today } = answer;
  const byCollector = answer.group === 'collector';
  const pastFrom =
    addDays(today, -PAST_DAYS) < answer.from ? answer.from : addDays(today, -PAST_DAYS);
  const upcoming = new Map(
    daysBetween(today, answer.to).map((date) => [
      date,
      { due: 0, count: 0, byGroup: {} as Record<string, number> },
    ]),
  );
  const past = new Map(
    daysBetween(pastFrom, addDays(today, -1)).map((date) => [date, { due: 0, collected: 0 }]),
  );
  const groups = new Map<string, GroupSums>();
  for (const row of answer.data) {
    const key = groupKeyOf(row, byCollector);
    const sums =
      groups.get(key) ??
      groups
        .set(key, {
          group: {
            key,
            collectorName: byCollector && row.collector_id ? row.collector_name : null,
            organizationName: row.organization_name,
            upcomingCount: 0,
          },
          upcomingDue: 0,
          pastDue: 0,
          pastCollected: 0,
        })
        .get(key)!;
    const due = toPaise(row.due_amount);
    const ahead = upcoming.get(row.date);
    if (ahead) {
      ahead.due += due;
      ahead.count += row.due_count;
      ahead.byGroup[key] = (ahead.byGroup[key] ?? 0) + due;
      sums.upcomingDue += due;
      sums.group.upcomingCount += row.due_count;
    }
    const before = past.get(row.date);
    if (before) {
      const collected = toPaise(row.collected_amount ?? 0);
      before.due += due;
      before.collected += collected;
      sums.pastDue += due;
      sums.pastCollected += collected;
    }
  }
  const manyOrganizations =
    new Set([...groups.values()].map((sums) => sums.group.organizationName)).size > 1;
  const groupList = [...groups.values()]
    .map((sums) => ({
      ...sums.group,
      manyOrganizations,
      upcomingDue: fromPaise(sums.upcomingDue),
      pastDue: fromPaise(sums.pastDue),
      pastCollected: fromPaise(sums.pastCollected),
      rate: collectionRate(sums.pastCollected, sums.pastDue),
    }))
    .sort((a, b) => b.upcomingDue - a.upcomingDue || b.pastDue - a.pastDue);
  const upcomingDays = [...upcoming].map(([date, day]) => ({
    date,
    due: fromPaise(day.due),
    count: day.count,
    byGroup: Object.fromEntries(
      Object.entries(day.byGroup).map(([key, paise]) => [key, fromPaise(paise)]),
    ),
  }));
  const pastDays = [...past].map(([date, day]) => ({
    date,
    due: fromPaise(day.due),
    collected: fromPaise(day.collected),
    rate: collectionRate(day.collected, day.due),
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + toPaise(value), 0);
  const pastDuePaise = sum(pastDays.map((day) => day.due));
  const pastCollectedPaise = sum(pastDays.map((day) => day.collected));
  return {
    today,
    upcoming: upcomingDays,
    past: pastDays,
    groups: groupList,
    totals: {
      upcomingDue: fromPaise(sum(upcomingDays.map((day) => day.due))),
      upcomingCount: upcomingDays.reduce((total, day) => total + day.count, 0),
      pastDue: fromPaise(pastDuePaise),
      pastCollected: fromPaise(pastCollectedPaise),
    },
    pastRate: collectionRate(pastCollectedPaise, pastDuePaise),
  };
}

export interface ChartSeries {
  /** The bar segment's data key. */
  name: string;
  /** The group it draws; null: every other group together. */
  group: ExpectedGroup | null;
}

/**
 * The days ahead as stacked bars: the CHARTED_GROUPS groups with the most due each a segment, the
 * others one segment together (only when there are others).
 */
export function expectedChart(figures: ExpectedFigures): {
  /** One a day: `date` and each series' amount. */
  bars: Record<string, string | number>[];
  series: ChartSeries[];
} {
  const charted = figures.groups.filter((group) => group.upcomingDue > 0).slice(0, CHARTED_GROUPS);
  const others = figures.groups.length > charted.length;
  const series: ChartSeries[] = charted.map((group, index) => ({ name: `group${index}`, group }));
  if (others) series.push({ name: 'others', group: null });
  const bars = figures.upcoming.map((day) => {
    const bar: Record<string, string | number> = { date: day.date };
    let chartedPaise = 0;
    charted.forEach((group, index) => {
      const amount = day.byGroup[group.key] ?? 0;
      chartedPaise += toPaise(amount);
      bar[`group${index}`] = amount;
    });
    if (others) bar.others = fromPaise(toPaise(day.due) - chartedPaise);
    return bar;
  });
  return { bars, series };
}
