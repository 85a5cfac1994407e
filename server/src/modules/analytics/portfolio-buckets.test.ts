import { PORTFOLIO_BUCKETS, portfolioBucketOf } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { portfolioBucketSql, portfolioBucketsValues } from './portfolio-buckets.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ ledgerCheck: false });
});
afterAll(() => database.close());

describe('the aging buckets in SQL', () => {
  it('put every day from 0 to 400 overdue in the bucket core gives it', async () => {
    const rows = await queryRows<{ days: number; bucket: string }>(
      ownerConnection(database),
      sql`select d as days, ${portfolioBucketSql(sql`d`)} as bucket
        from generate_series(0, 400) d order by d`,
    );
    expect(rows).toHaveLength(401);
    for (const row of rows)
      expect([row.days, row.bucket]).toEqual([row.days, portfolioBucketOf(row.days)]);
  });

  it('list the buckets in core’s order', async () => {
    const rows = await queryRows<{ bucket: string; position: number }>(
      ownerConnection(database),
      sql`select bucket, position from ${portfolioBucketsValues()} order by position`,
    );
    expect(rows.map((row) => row.bucket)).toEqual([...PORTFOLIO_BUCKETS]);
  });
});
