ALTER TABLE "loans" ADD COLUMN "first_late_30_on" date;--> statement-breakpoint
CREATE INDEX "loans_org_unmarked_late_30_idx" ON "loans" USING btree ("organization_id") WHERE "loans"."first_late_30_on" is null and "loans"."max_days_overdue" > 30;
