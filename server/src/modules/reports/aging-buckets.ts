import { sql, type SQL } from 'drizzle-orm';

/**
 * The aging buckets of the portfolio summary and the PAR and aging report, by days overdue:
 * current, 1–7, 8–15, 16–30, 31–60, 61–90, 90+ (issue 14's roll-rate buckets). Kept here in
 * one place so it can point at core's portfolio metrics (core/src/rules/portfolio-metrics.ts)
 * once that lands.
 */
export const AGING_BUCKETS = [
  { key: 'current', from: 0, to: 0 },
  { key: '1_7', from: 1, to: 7 },
  { key: '8_15', from: 8, to: 15 },
  { key: '16_30', from: 16, to: 30 },
  { key: '31_60', from: 31, to: 60 },
  { key: '61_90', from: 61, to: 90 },
  { key: '90_plus', from: 91, to: null },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];

/** The PAR thresholds the summary shows: balance of loans more than X days overdue. */
export const PAR_DAYS = [1, 7, 30] as const;

/** The bucket of `daysOverdue` as SQL text. */
export function agingBucketSql(daysOverdue: SQL): SQL {
  const cases = AGING_BUCKETS.map((bucket) =>
    bucket.to === null
      ? sql`when ${daysOverdue} >= ${bucket.from}::int then ${bucket.key}::text`
      : sql`when ${daysOverdue} between ${bucket.from}::int and ${bucket.to}::int then ${bucket.key}::text`,
  );
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/** The buckets in order, as a FROM item `b(bucket, position)`. */
export function agingBucketsValues(): SQL {
  const rows = AGING_BUCKETS.map((bucket, index) => sql`(${bucket.key}::text, ${index}::int)`);
  return sql`(values ${sql.join(rows, sql`, `)}) b(bucket, position)`;
}
