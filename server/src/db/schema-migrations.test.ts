import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import * as schema from './schema/index.ts';

/** The snapshot drizzle-kit wrote with the newest committed migration. */
function latestSnapshot() {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { idx: number }[];
  };
  const latest = String(journal.entries.at(-1)!.idx).padStart(4, '0');
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, `meta/${latest}_snapshot.json`), 'utf8'));
}

describe('the committed migrations', () => {
  // A list changed in core (a new status, role or approval kind) changes a CHECK constraint:
  // without a generated migration the database would refuse the new value at run time.
  it('match the schema, so no change waits for `npx drizzle-kit generate`', async () => {
    const snapshot = latestSnapshot();
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('would notice a schema change without a migration', async () => {
    const snapshot = latestSnapshot();
    const withoutCustomers = { ...schema } as Record<string, unknown>;
    delete withoutCustomers.customers;
    const statements = await generateMigration(
      snapshot,
      generateDrizzleJson(withoutCustomers, snapshot.id),
    );
    expect(statements.join('\n')).toMatch(/DROP TABLE "customers"/);
  });
});
