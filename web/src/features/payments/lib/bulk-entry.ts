import { RECORD_PAYMENT_METHODS } from '@lendline/core';
import type { BulkPaymentEntryInput } from '@lendline/core';

export type RecordPaymentMethod = (typeof RECORD_PAYMENT_METHODS)[number];

/** One row of the bulk-entry sheet as typed (spec part 2 "Bulk payment entry"). */
export interface BulkRow {
  /** Stable identity for React and the row's errors; never sent. */
  key: string;
  loan_number: string;
  customer_name: string;
  /** As typed; parsed only when checked and sent. */
  amount: string;
  payment_method: RecordPaymentMethod;
  reference_number: string;
  notes: string;
}

export type BulkField = Exclude<keyof BulkRow, 'key'>;

/** The columns of a pasted or uploaded sheet without a header row, in this order. */
export const BULK_COLUMNS: readonly BulkField[] = [
  'loan_number',
  'customer_name',
  'amount',
  'payment_method',
  'reference_number',
  'notes',
];

let nextKey = 0;

export function emptyBulkRow(): BulkRow {
  nextKey += 1;
  return {
    key: `row-${nextKey}`,
    loan_number: '',
    customer_name: '',
    amount: '',
    payment_method: 'cash',
    reference_number: '',
    notes: '',
  };
}

/**
 * Spec part 2 §5: the amount is read as a number, and anything unreadable counts as 0. Grouping
 * commas, spaces and a currency sign pasted from a spreadsheet are dropped first.
 */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s,₹$]/g, '').replace(/^(Rs\.?|INR|KES|Ksh)/i, '');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** A method as written in a sheet ('Bank Transfer', 'UPI'); anything else is cash, the default. */
export function parseMethod(text: string): RecordPaymentMethod {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (RECORD_PAYMENT_METHODS as readonly string[]).includes(normalized)
    ? (normalized as RecordPaymentMethod)
    : 'cash';
}

export function isBlankRow(row: BulkRow): boolean {
  return (
    row.loan_number.trim() === '' &&
    row.customer_name.trim() === '' &&
    row.amount.trim() === '' &&
    row.reference_number.trim() === '' &&
    row.notes.trim() === ''
  );
}

/** The required fields a row lacks: a loan number, a customer name and an amount above 0. */
export function missingFields(row: BulkRow): BulkField[] {
  const missing: BulkField[] = [];
  if (row.loan_number.trim() === '') missing.push('loan_number');
  if (row.customer_name.trim() === '') missing.push('customer_name');
  if (!(parseAmount(row.amount) > 0)) missing.push('amount');
  return missing;
}

export function toEntry(row: BulkRow): BulkPaymentEntryInput {
  return {
    loan_number: row.loan_number.trim(),
    customer_name: row.customer_name.trim(),
    amount: parseAmount(row.amount),
    payment_method: row.payment_method,
    reference_number: row.reference_number.trim() || undefined,
    notes: row.notes.trim() || undefined,
  };
}

/**
 * Text copied from a spreadsheet (tab-separated) or a CSV file, as rows of cells. Quoted cells
 * may hold the separator, doubled quotes and line breaks; empty lines are skipped.
 */
export function parseDelimitedText(text: string): string[][] {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const separator = firstLine.includes('\t')
    ? '\t'
    : firstLine.includes(';') && !firstLine.includes(',')
      ? ';'
      : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  row.push(cell);
  rows.push(row);
  return rows
    .map((cells) => cells.map((value) => value.trim()))
    .filter((cells) => cells.some((value) => value !== ''));
}

/** Header words that name each column (English, as exported by most tools). */
const HEADER_WORDS: Record<BulkField, RegExp> = {
  loan_number: /loan/,
  customer_name: /customer|name|borrower/,
  amount: /amount/,
  payment_method: /method/,
  reference_number: /ref/,
  notes: /note/,
};

/** Where each field sits when the first row is a header; null when it is data. */
function headerColumns(cells: readonly string[]): Partial<Record<BulkField, number>> | null {
  const normalized = cells.map((cell) => cell.toLowerCase());
  // A header has no amount-like number in it.
  if (normalized.some((cell) => /^[\d.,\s₹$]+$/.test(cell) && cell.trim() !== '')) return null;
  const columns: Partial<Record<BulkField, number>> = {};
  for (const field of BULK_COLUMNS) {
    const at = normalized.findIndex(
      (cell, index) => HEADER_WORDS[field].test(cell) && !Object.values(columns).includes(index),
    );
    if (at >= 0) columns[field] = at;
  }
  return columns.loan_number !== undefined && columns.amount !== undefined ? columns : null;
}

/**
 * Sheet rows into bulk-entry rows. With a header row (naming at least the loan and the amount
 * columns) the columns are found by name; without one they are taken in the dialog's order.
 */
export function rowsFromCells(table: readonly (readonly string[])[]): BulkRow[] {
  if (table.length === 0) return [];
  const header = headerColumns(table[0]!);
  const body = header ? table.slice(1) : table;
  const positions: Partial<Record<BulkField, number>> =
    header ?? Object.fromEntries(BULK_COLUMNS.map((field, index) => [field, index]));
  const cellOf = (cells: readonly string[], field: BulkField) => {
    const at = positions[field];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  return body.map((cells) => ({
    ...emptyBulkRow(),
    loan_number: cellOf(cells, 'loan_number'),
    customer_name: cellOf(cells, 'customer_name'),
    amount: cellOf(cells, 'amount'),
    payment_method: parseMethod(cellOf(cells, 'payment_method')),
    reference_number: cellOf(cells, 'reference_number'),
    notes: cellOf(cells, 'notes'),
  }));
}

/** The sheet after an import: the new rows replace blank ones and follow the filled ones. */
export function withImportedRows(
  rows: readonly BulkRow[],
  imported: readonly BulkRow[],
): BulkRow[] {
  const filled = rows.filter((row) => !isBlankRow(row));
  return [...filled, ...imported];
}
