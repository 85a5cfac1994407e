import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { tableDistributions } from './distribution-check.ts';
import { COLOCATION_ANCHOR } from './distribution.ts';
import { queryRows } from './query-rows.ts';

/** docs/citus.sql, the statements an operator runs on a Citus coordinator (docs/scaling.md). */
export const CITUS_SCRIPT = new URL('../../../docs/citus.sql', import.meta.url);

const KIND_OF_CALL = {
  create_reference_table: 'reference',
  create_distributed_table: 'distributed',
  citus_add_local_table_to_metadata: 'local',
} as const;

export interface CitusStatement {
  call: keyof typeof KIND_OF_CALL;
  table: string;
  colocateWith: string | null;
}

/** The statements of the script, comments left out; throws on a statement it cannot read. */
export function readCitusStatements(script: string): CitusStatement[] {
  return script
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((statement) => {
      const match =
        /^select (create_reference_table|citus_add_local_table_to_metadata)\('(\w+)'\)$/.exec(
          statement,
        ) ??
        /^select (create_distributed_table)\('(\w+)', 'organization_id'(?:, colocate_with => '(\w+)')?\)$/.exec(
          statement,
        );
      if (!match) throw new Error(`docs/citus.sql: cannot read "${statement}"`);
      return {
        call: match[1] as CitusStatement['call'],
        table: match[2]!,
        colocateWith: match[3] ?? null,
      };
    });
}

/**
 * Where the script and the catalogue disagree: a table missing, placed twice or placed as the
 * wrong kind, a distributed table not co-located with the anchor, or a table created before
 * one it references. Empty when the script would distribute this database as planned.
 */
export async function findCitusScriptProblems(
  executor: Executor,
  statements: CitusStatement[],
): Promise<string[]> {
  const tables = await tableDistributions(executor);
  const problems: string[] = [];
  const position = new Map<string, number>();
  statements.forEach((statement, index) => {
    if (position.has(statement.table)) problems.push(`${statement.table}: placed twice`);
    position.set(statement.table, index);
    const expected = tables.get(statement.table);
    if (!expected) problems.push(`${statement.table}: not a table of the catalogue`);
    else if (expected !== KIND_OF_CALL[statement.call]) {
      problems.push(
        `${statement.table}: placed as ${KIND_OF_CALL[statement.call]}, is ${expected}`,
      );
    }
  });
  for (const table of tables.keys()) {
    if (!position.has(table)) problems.push(`${table}: missing from docs/citus.sql`);
  }
  const distributed = statements.filter(
    (statement) => statement.call === 'create_distributed_table',
  );
  distributed.forEach((statement, index) => {
    const expected = index === 0 ? null : COLOCATION_ANCHOR;
    if (index === 0 && statement.table !== COLOCATION_ANCHOR) {
      problems.push(`${statement.table}: the first distributed table must be ${COLOCATION_ANCHOR}`);
    }
    if (statement.colocateWith !== expected) {
      problems.push(`${statement.table}: colocate_with ${statement.colocateWith}, not ${expected}`);
    }
  });
  for (const key of await catalogueTableReferences(executor)) {
    const from = position.get(key.from_table);
    const to = position.get(key.to_table);
    if (from !== undefined && to !== undefined && to > from) {
      problems.push(`${key.from_table}: placed before ${key.to_table}, which it references`);
    }
  }
  return problems;
}

function catalogueTableReferences(executor: Executor) {
  return queryRows<{ from_table: string; to_table: string }>(
    executor,
    sql`select distinct c.relname as from_table, r.relname as to_table
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'f' and k.conrelid <> k.confrelid
        order by 1, 2`,
  );
}
