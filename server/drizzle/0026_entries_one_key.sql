-- A collection entry keeps one foreign key, to its loan and the loan's customer together (the
-- loan already names the organization): each new entry is checked once, not three times.
ALTER TABLE "loans" ADD CONSTRAINT "loans_org_id_customer_key" UNIQUE("organization_id","id","customer_id");--> statement-breakpoint
ALTER TABLE "daily_collection_entries" DROP CONSTRAINT "daily_collection_entries_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_collection_entries" DROP CONSTRAINT "daily_collection_entries_customer_fk";
--> statement-breakpoint
ALTER TABLE "daily_collection_entries" DROP CONSTRAINT "daily_collection_entries_loan_fk";
--> statement-breakpoint
DROP INDEX "daily_collection_entries_org_customer_id_idx";--> statement-breakpoint
ALTER TABLE "daily_collection_entries" ADD CONSTRAINT "daily_collection_entries_loan_fk" FOREIGN KEY ("organization_id","loan_id","customer_id") REFERENCES "public"."loans"("organization_id","id","customer_id") ON DELETE no action ON UPDATE no action;
