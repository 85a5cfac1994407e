import {
  cashVariance,
  fromPaise,
  toPaise,
  type CashHandover,
  type CashInHandResponse,
  type CollectorCash,
  type CollectorDayClose,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { daysOfScope } from '../collections.repository.ts';

/** Where a collector's figures of a day are read: its organization, its id and the day. */
export interface CollectorDay {
  organizationId: SQL;
  collectorId: SQL;
  day: SQL;
}

/**
 * The cash a collector took on a day (issue 11 "Cash in hand"): their completed, unreversed cash
 * payments of that date, as `amount` (numeric) and `count`, through the (organization_id,
 * collector_id, payment_date) key.
 */
export function cashCollectedSql({ organizationId, collectorId, day }: CollectorDay): SQL {
  return sql`(select coalesce(sum(p.amount), 0) as amount, count(*)::int as count
    from loan_payments p
    where p.organization_id = ${organizationId} and p.collector_id = ${collectorId}
      and p.payment_date = ${day} and p.status = 'completed' and p.reversed_at is null
      and p.payment_method = 'cash')`;
}

/** What a collector handed over for a day, as `amount` and `count`. */
export function handedOverSql({ organizationId, collectorId, day }: CollectorDay): SQL {
  return sql`(select coalesce(sum(h.amount), 0) as amount, count(*)::int as count
    from cash_handovers h
    where h.organization_id = ${organizationId} and h.collector_id = ${collectorId}
      and h.collection_date = ${day})`;
}

const userName = (column: SQL) =>
  sql`(select up.first_name || ' ' || up.last_name from user_profiles up where up.user_id = ${column})`;

const CLOSE_COLUMNS = sql`c.id, c.organization_id, c.collector_id,
  to_char(c.collection_date, 'YYYY-MM-DD') as collection_date, c.collected_amount,
  c.handed_over_amount, c.variance_amount, c.note, c.closed_by,
  ${userName(sql`c.closed_by`)} as closed_by_name, c.created_at`;

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();

function toClose(row: Row): CollectorDayClose {
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    collector_id: row.collector_id as string,
    collection_date: row.collection_date as string,
    collected_amount: Number(row.collected_amount),
    handed_over_amount: Number(row.handed_over_amount),
    variance_amount: Number(row.variance_amount),
    note: (row.note as string | null) ?? null,
    closed_by: row.closed_by as string,
    closed_by_name: (row.closed_by_name as string | null) ?? null,
    created_at: iso(row.created_at),
  };
}

function toCollectorCash(row: Row): CollectorCash {
  const collectedPaise = toPaise(Number(row.collected_amount));
  const handedOverPaise = toPaise(Number(row.handed_over_amount));
  const close = row.close as Row | null;
  return {
    organization_id: row.organization_id as string,
    collector_id: row.collector_id as string,
    collector_name: row.collector_name as string,
    collection_date: row.collection_date as string,
    collected: { amount: fromPaise(collectedPaise), count: Number(row.collected_count) },
    handed_over: { amount: fromPaise(handedOverPaise), count: Number(row.handed_over_count) },
    variance: fromPaise(cashVariance({ collectedPaise, handedOverPaise })),
    closed: close !== null,
    close: close && toClose(close),
  };
}

export function cashRepository(tx: Executor) {
  return {
    /**
     * GET /collections/cash: for each organization of the scope, its collectors' cash on the day
     * (asked for, else the organization's today) — the active, unblocked ones and any other with
     * cash, a handover or a close that day — in one statement; the totals added in paise.
     */
    async ofDay(date: string | undefined, now: Date): Promise<CashInHandResponse> {
      const figures: CollectorDay = {
        organizationId: sql`dc.organization_id`,
        collectorId: sql`dc.id`,
        day: sql`days.day`,
      };
      const [answer] = await queryRows<{ day: string | null; rows: Row[] }>(
        tx,
        sql`select
            (select to_char(min(days.day), 'YYYY-MM-DD') from ${daysOfScope(date, now)}) as day,
            coalesce((select jsonb_agg(to_jsonb(r) order by r.collector_name, r.collector_id) from (
              select dc.organization_id, dc.id as collector_id, dc.name as collector_name,
                dc.is_active and not dc.is_blocked as available,
                to_char(days.day, 'YYYY-MM-DD') as collection_date,
                cash.amount as collected_amount, cash.count as collected_count,
                handed.amount as handed_over_amount, handed.count as handed_over_count,
                (select to_jsonb(c) from (select ${CLOSE_COLUMNS} from collector_day_closes c
                  where c.organization_id = dc.organization_id and c.collector_id = dc.id
                    and c.collection_date = days.day) c) as close
              from ${daysOfScope(date, now)}
              join debt_collectors dc on dc.organization_id = days.organization_id
              cross join lateral ${cashCollectedSql(figures)} cash
              cross join lateral ${handedOverSql(figures)} handed
            ) r
            where r.available or r.collected_count > 0 or r.handed_over_count > 0
              or r.close is not null), '[]'::jsonb) as rows`,
      );
      const data = (answer?.rows ?? []).map(toCollectorCash);
      const sum = (pick: (row: CollectorCash) => number) =>
        data.reduce((total, row) => total + toPaise(pick(row)), 0);
      const collectedPaise = sum((row) => row.collected.amount);
      const handedOverPaise = sum((row) => row.handed_over.amount);
      const count = (pick: (row: CollectorCash) => number) =>
        data.reduce((total, row) => total + pick(row), 0);
      return {
        date: date ?? answer?.day ?? '',
        data,
        totals: {
          collected: {
            amount: fromPaise(collectedPaise),
            count: count((row) => row.collected.count),
          },
          handed_over: {
            amount: fromPaise(handedOverPaise),
            count: count((row) => row.handed_over.count),
          },
          variance: fromPaise(cashVariance({ collectedPaise, handedOverPaise })),
        },
      };
    },

    async findHandover(id: string): Promise<CashHandover | undefined> {
      const [row] = await queryRows<Row>(
        tx,
        sql`select h.id, h.organization_id, h.collector_id, dc.name as collector_name,
              to_char(h.collection_date, 'YYYY-MM-DD') as collection_date, h.amount, h.note,
              h.received_by, ${userName(sql`h.received_by`)} as received_by_name, h.created_at
            from cash_handovers h
            join debt_collectors dc on dc.organization_id = h.organization_id
              and dc.id = h.collector_id
            where ${inScope(sql`h.organization_id`)} and h.id = ${id}`,
      );
      if (!row) return undefined;
      return {
        id: row.id as string,
        organization_id: row.organization_id as string,
        collector_id: row.collector_id as string,
        collector_name: row.collector_name as string,
        collection_date: row.collection_date as string,
        amount: Number(row.amount),
        note: (row.note as string | null) ?? null,
        received_by: row.received_by as string,
        received_by_name: (row.received_by_name as string | null) ?? null,
        created_at: iso(row.created_at),
      };
    },

    async findClose(id: string): Promise<CollectorDayClose | undefined> {
      const [row] = await queryRows<Row>(
        tx,
        sql`select ${CLOSE_COLUMNS} from collector_day_closes c
            where ${inScope(sql`c.organization_id`)} and c.id = ${id}`,
      );
      return row && toClose(row);
    },
  };
}
