-- Report gaps (issue 14, docs/decisions/0079): a failed automated report run is retried with
-- back-off (failed_runs counts the current period's retries); the sweeper of long exports left
-- running finds them by a partial index.
ALTER TABLE "automated_reports" ADD COLUMN "failed_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "report_exports_running_idx" ON "report_exports" USING btree ("created_at") WHERE "report_exports"."status" = 'running';
