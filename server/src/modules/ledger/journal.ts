import { fromPaise, type JournalAccount, type JournalEntryType } from '@lendline/core';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executeTogether } from '../../db/together.ts';

export interface JournalLineInput {
  account: JournalAccount;
  /** Integer paise; exactly one of debit and credit is above 0. */
  debitPaise?: number;
  creditPaise?: number;
}

export interface JournalEntryInput {
  organizationId: string;
  loanId: string;
  entryType: JournalEntryType;
  paymentId?: string | null;
  reversesEntryId?: string | null;
  occurredAt: Date;
  createdBy: string;
  memo?: string | null;
  lines: readonly JournalLineInput[];
}

const rupees = (paise: number | undefined) => fromPaise(paise ?? 0).toFixed(2);

/**
 * Writes journal entries and their lines (DESIGN.md "Money movements") in one statement,
 * however many entries. Lines with nothing on either side are left out. Each entry must
 * balance: a deferred trigger checks it at commit (migration 0003), and this refuses an
 * unbalanced one before it is written.
 */
export async function postJournalEntries(
  tx: Executor,
  entries: readonly JournalEntryInput[],
): Promise<string[]> {
  const { statements, ids } = journalStatements(entries);
  await executeTogether(tx, statements);
  return ids;
}

/** The statements postJournalEntries runs (the entries, then their lines), and the entries' ids. */
export function journalStatements(entries: readonly JournalEntryInput[]): {
  statements: SQL[];
  ids: string[];
} {
  if (entries.length === 0) return { statements: [], ids: [] };
  const prepared = entries.map((entry, index) => {
    const lines = entry.lines.filter(
      (line) => (line.debitPaise ?? 0) > 0 || (line.creditPaise ?? 0) > 0,
    );
    const debit = lines.reduce((sum, line) => sum + (line.debitPaise ?? 0), 0);
    const credit = lines.reduce((sum, line) => sum + (line.creditPaise ?? 0), 0);
    if (debit !== credit || lines.length < 2) {
      throw new Error(`journal entry ${entry.entryType} does not balance: ${debit} ≠ ${credit}`);
    }
    return { ...entry, index, lines };
  });
  const ids = prepared.map(() => randomUUID());
  const entryRows = prepared.map(
    (entry) =>
      sql`(${ids[entry.index]!}::uuid, ${entry.organizationId}::uuid, ${entry.loanId}::uuid,
        ${entry.entryType}, ${entry.paymentId ?? null}::uuid, ${entry.reversesEntryId ?? null}::uuid,
        ${entry.occurredAt}::timestamptz, ${entry.memo ?? null}, ${entry.createdBy}::uuid)`,
  );
  const lineRows = prepared.flatMap((entry) =>
    entry.lines.map(
      (line) =>
        sql`(${entry.organizationId}::uuid, ${ids[entry.index]!}::uuid, ${line.account},
          ${rupees(line.debitPaise)}::numeric, ${rupees(line.creditPaise)}::numeric)`,
    ),
  );
  return {
    statements: [
      sql`insert into journal_entries (id, organization_id, loan_id, entry_type, payment_id,
            reverses_entry_id, occurred_at, memo, created_by)
          values ${sql.join(entryRows, sql`, `)}`,
      sql`insert into journal_lines (organization_id, entry_id, account, debit, credit)
          values ${sql.join(lineRows, sql`, `)}`,
    ],
    ids,
  };
}
