import { PORTFOLIO_BUCKETS, PORTFOLIO_BUCKET_FLOORS } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The aging bucket of `days` days overdue, in SQL: core's `portfolioBucketOf` from the same
 * floors (current, 1–7, 8–15, 16–30, 31–60, 61–90, 90+). The bucket names and floors are the
 * code's own constants, written as literals so every plan sees them.
 */
export function portfolioBucketSql(days: SQL): SQL {
  const oldestFirst = PORTFOLIO_BUCKETS.filter((bucket) => bucket !== 'current').reverse();
  const cases = oldestFirst.map(
    (bucket) =>
      sql`when ${days} >= ${sql.raw(String(PORTFOLIO_BUCKET_FLOORS[bucket]))} then ${sql.raw(`'${bucket}'`)}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} else 'current' end)`;
}

/** Every bucket in order, as the FROM item `b (bucket, position)`. */
export function portfolioBucketsValues(): SQL {
  const rows = PORTFOLIO_BUCKETS.map((bucket, position) => sql.raw(`('${bucket}', ${position})`));
  return sql`(values ${sql.join(rows, sql`, `)}) as b (bucket, position)`;
}
