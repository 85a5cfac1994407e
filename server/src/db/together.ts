import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs statements that change data (inserts, updates, deletes, without RETURNING) as one
 * statement, one round trip: each is an item of a WITH. They all see the snapshot from before
 * the statement, so none may read what another writes, and no two may change the same row.
 * Foreign keys and triggers are checked at the statement's end, when every row is written: a row
 * may refer to another written alongside it.
 */
export async function executeTogether(
  executor: Executor,
  statements: readonly SQLWrapper[],
): Promise<void> {
  if (statements.length === 0) return;
  if (statements.length === 1) {
    await executor.execute(statements[0]!.getSQL());
    return;
  }
  // getSQL: a query builder embedded as it is would come wrapped in parentheses.
  const items = statements.map(
    (statement, index) => sql`${sql.raw(`s${index}`)} as (${statement.getSQL()})`,
  );
  await executor.execute(sql`with ${sql.join(items, sql`, `)} select`);
}
