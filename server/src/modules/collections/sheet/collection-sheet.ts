import {
  COLLECTION_SHEET_ROW_LIMIT,
  fromPaise,
  toPaise,
  type CollectionSheetResponse,
  SHEET_COLUMNS,
  SHEET_LABELS,
  SHEET_STATUS_LABELS,
  type CollectionPaymentStatus,
  type CollectionSheetQuery,
  type Language,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { translate } from '../../../i18n/translate.ts';
import { toCsvLine } from '@lendline/core';
import { daysOfScope, PRIORITY_ORDER, STATUS_NOW } from '../collections.repository.ts';

/** One stop on a collector's route for the day. */
export interface SheetRow {
  organization_id: string;
  organization_name: string;
  collector_id: string | null;
  collector_name: string | null;
  customer_name: string;
  phone: string | null;
  address: string | null;
  loan_number: string;
  /** Rupees as stored, 2 decimals. */
  due_amount: string;
  collected_amount: string;
  status: CollectionPaymentStatus;
}

export interface CollectionSheet {
  /** The day (the first organization's, when none was asked for). */
  date: string;
  rows: SheetRow[];
}

/**
 * The daily collection sheet (issue 11 "Cash in hand"): a day's entries of one collector (the
 * one asked for; else the one the signed-in user works as; else every collector's, each
 * collector's together), their status at `now`, in the order of the day's list (highest
 * priority, most days overdue first), at most COLLECTION_SHEET_ROW_LIMIT rows.
 */
export async function readCollectionSheet(
  ctx: Pick<RequestContext, 'tx' | 'now' | 'auth'>,
  query: Pick<CollectionSheetQuery, 'date' | 'collector_id'>,
): Promise<CollectionSheet> {
  const me = ctx.auth.user.id;
  const collector = query.collector_id
    ? sql`e.collector_id = ${query.collector_id}`
    : sql`(not exists (select 1 from debt_collectors own
          where ${inScope(sql`own.organization_id`)} and own.user_id = ${me})
        or e.collector_id in (select own.id from debt_collectors own
          where own.organization_id = e.organization_id and own.user_id = ${me}))`;
  const rows = await queryRows<SheetRow & { day: string }>(
    ctx.tx,
    sql`select e.organization_id, o.name as organization_name, e.collector_id,
        dc.name as collector_name,
        c.first_name || ' ' || c.last_name as customer_name, c.phone,
        coalesce(nullif(trim(c.residential_address), ''), c.business_address) as address,
        l.loan_number, e.due_amount, e.collected_amount, ${STATUS_NOW} as status,
        to_char(days.day, 'YYYY-MM-DD') as day
      from ${daysOfScope(query.date, ctx.now)}
      join daily_collection_entries e on e.organization_id = days.organization_id
        and e.collection_date = days.day
      join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
      join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
      join organizations o on o.id = e.organization_id
      left join debt_collectors dc on dc.organization_id = e.organization_id
        and dc.id = e.collector_id
      where ${collector}
      order by dc.name nulls last, e.collector_id, ${PRIORITY_ORDER}, e.days_overdue desc,
        customer_name, e.id
      limit ${COLLECTION_SHEET_ROW_LIMIT}`,
  );
  const date =
    rows[0]?.day ??
    query.date ??
    (
      await queryRows<{ day: string }>(
        ctx.tx,
        sql`select to_char(min(days.day), 'YYYY-MM-DD') as day from ${daysOfScope(undefined, ctx.now)}`,
      )
    )[0]?.day ??
    ctx.now.toISOString().slice(0, 10);
  return { date, rows: rows.map(({ day: _day, ...row }) => row) };
}

/** The sheet's headings and a row's cells, in the request's language. */
export function sheetTexts(language: Language | null | undefined) {
  const label = (key: (typeof SHEET_LABELS)[keyof typeof SHEET_LABELS]) => translate(language, key);
  return {
    title: label(SHEET_LABELS.title),
    headings: SHEET_COLUMNS.map((column) => label(SHEET_LABELS[column])),
    totals: label(SHEET_LABELS.totals),
    empty: label(SHEET_LABELS.empty),
    cells: (row: SheetRow) => [
      row.collector_name ?? label(SHEET_LABELS.unassigned),
      row.customer_name,
      row.phone,
      row.address,
      row.loan_number,
      Number(row.due_amount).toFixed(2),
      Number(row.collected_amount).toFixed(2),
      translate(language, SHEET_STATUS_LABELS[row.status]),
    ],
  };
}

/** The sheet as CSV: one heading row, then one row per stop (cells escaped as the audit export's). */
export function sheetCsv(sheet: CollectionSheet, language: Language | null | undefined): string {
  const texts = sheetTexts(language);
  return toCsvLine(texts.headings) + sheet.rows.map((row) => toCsvLine(texts.cells(row))).join('');
}

/** The sheet as JSON (the web's print page): the same rows, amounts as numbers, totals in paise. */
export function sheetJson(sheet: CollectionSheet): CollectionSheetResponse {
  let duePaise = 0;
  let collectedPaise = 0;
  const data = sheet.rows.map((row) => {
    const due = toPaise(Number(row.due_amount));
    const collected = toPaise(Number(row.collected_amount));
    duePaise += due;
    collectedPaise += collected;
    return { ...row, due_amount: fromPaise(due), collected_amount: fromPaise(collected) };
  });
  return {
    date: sheet.date,
    data,
    totals: {
      stops: data.length,
      due_amount: fromPaise(duePaise),
      collected_amount: fromPaise(collectedPaise),
    },
  };
}
