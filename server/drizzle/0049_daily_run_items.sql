-- How many items a daily job's last run wrote (decision 0086, follow-up): the overdue map's total
-- is the sum over the scope's organizations instead of a count of the day's points on each
-- request (up to a customer a point: 140,000 rows at a million loans). Null where the job does
-- not count (every other job) and for points written before this migration (the map then counts
-- them, as before, until the next morning).
ALTER TABLE "organization_daily_runs" ADD COLUMN "last_day_items" integer;
