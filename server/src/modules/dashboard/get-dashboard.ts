import {
  DASHBOARD_RANKING_SHOWN,
  dashboardViewsOf,
  type DashboardBranch,
  type DashboardPipeline,
  type DashboardResponse,
  type DashboardRoute,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { daysOfScope } from '../collections/collections.repository.ts';
import { cashRepository } from '../collections/cash/cash.repository.ts';
import { branchFigures, pipelineFigures, routeFigures } from './dashboard-figures.ts';

type JsonTally = { count: number | string; amount: number | string };
const tally = (value: JsonTally) => ({ count: Number(value.count), amount: Number(value.amount) });

interface FiguresRow {
  day: string | null;
  route: (Record<string, JsonTally> & { collector_id: string; cash_in_hand: string }) | null;
  pipeline: Record<keyof DashboardPipeline, JsonTally> | null;
  branch: {
    collection_today: { due: JsonTally; collected: JsonTally };
    disbursed_this_month: JsonTally & { from: string | null; to: string | null };
    active_loans: number | string;
    overdue_loans: number | string;
    pending_approvals: number | string;
    trend: { date: string; due: number | string; collected: number | string }[];
  } | null;
}

const EMPTY_ROUTE: DashboardRoute = {
  collector_id: null,
  entries_due: { count: 0, amount: 0 },
  collected: { count: 0, amount: 0 },
  promises_due: { count: 0, amount: 0 },
  cash_in_hand: 0,
};

/**
 * GET /dashboard (issue 14): the views the user's roles see (core dashboardViewsOf), each read
 * from the tallies and keys the screens it links to read. The scalar figures of every view come
 * in one statement; the branch view adds the collectors' cash through /collections/cash's own
 * query: at most two round trips. (The screen asks /collections/alerts for its alerts panel
 * itself: at scale that query is the slowest, and the figures need not wait for it.)
 */
export async function getDashboard(ctx: RequestContext): Promise<DashboardResponse> {
  const views = dashboardViewsOf(ctx.auth.roles);
  const userId = ctx.auth.user.id;
  const [row] = await queryRows<FiguresRow>(
    ctx.tx,
    sql`select (select to_char(min(days.day), 'YYYY-MM-DD') from ${daysOfScope(undefined, ctx.now)})
        as day,
      ${views.includes('route') ? routeFigures(userId, ctx.now) : sql`null::jsonb`} as route,
      ${views.includes('pipeline') ? pipelineFigures(userId, ctx.now) : sql`null::jsonb`}
        as pipeline,
      ${views.includes('branch') ? branchFigures(ctx.now) : sql`null::jsonb`} as branch`,
  );
  const date = row?.day ?? ctx.now.toISOString().slice(0, 10);
  return {
    date,
    views,
    route: views.includes('route') ? toRoute(row?.route ?? null) : null,
    pipeline: row?.pipeline ? toPipeline(row.pipeline) : null,
    branch: row?.branch ? await withLists(ctx, row.branch, date) : null,
  };
}

function toRoute(route: FiguresRow['route']): DashboardRoute {
  if (!route) return EMPTY_ROUTE;
  return {
    collector_id: route.collector_id,
    entries_due: tally(route.entries_due!),
    collected: tally(route.collected!),
    promises_due: tally(route.promises_due!),
    cash_in_hand: Number(route.cash_in_hand),
  };
}

function toPipeline(pipeline: NonNullable<FiguresRow['pipeline']>): DashboardPipeline {
  return {
    applications_pending: tally(pipeline.applications_pending),
    ready_to_disburse: tally(pipeline.ready_to_disburse),
    in_arrears: tally(pipeline.in_arrears),
    portfolio: tally(pipeline.portfolio),
  };
}

/** The branch's figures with its collectors' ranking by today's cash. */
async function withLists(
  ctx: RequestContext,
  branch: NonNullable<FiguresRow['branch']>,
  date: string,
): Promise<DashboardBranch> {
  const cash = await cashRepository(ctx.tx).ofDay(undefined, ctx.now);
  const ranking = cash.data
    .filter((collector) => collector.collected.count > 0)
    .sort((a, b) => b.collected.amount - a.collected.amount)
    .slice(0, DASHBOARD_RANKING_SHOWN)
    .map((collector) => ({
      organization_id: collector.organization_id,
      collector_id: collector.collector_id,
      collector_name: collector.collector_name,
      collected: collector.collected,
    }));
  const month = branch.disbursed_this_month;
  return {
    collection_today: {
      due: tally(branch.collection_today.due),
      collected: tally(branch.collection_today.collected),
    },
    disbursed_this_month: {
      ...tally(month),
      from: month.from ?? `${date.slice(0, 8)}01`,
      to: month.to ?? date,
    },
    active_loans: Number(branch.active_loans),
    overdue_loans: Number(branch.overdue_loans),
    pending_approvals: Number(branch.pending_approvals),
    collector_ranking: ranking,
    trend: branch.trend.map((day) => ({
      date: day.date,
      due: Number(day.due),
      collected: Number(day.collected),
    })),
  };
}
