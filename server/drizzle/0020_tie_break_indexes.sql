DROP INDEX "loans_org_created_at_idx";--> statement-breakpoint
DROP INDEX "loans_org_status_created_at_idx";--> statement-breakpoint
DROP INDEX "loan_payments_org_payment_date_idx";--> statement-breakpoint
DROP INDEX "loan_payments_org_created_at_idx";--> statement-breakpoint
CREATE INDEX "loans_org_created_at_idx" ON "loans" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loans_org_status_created_at_idx" ON "loans" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "loan_payments_org_payment_date_idx" ON "loan_payments" USING btree ("organization_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "loan_payments_org_created_at_idx" ON "loan_payments" USING btree ("organization_id","created_at","id");