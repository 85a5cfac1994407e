-- The overdue map as of the start of each organization's day (issue 14, decision 0086): written
-- by the start-of-day job, read by GET /analytics/overdue-map through the balance index. Tenant
-- table: row-level security from apply_tenant_security, distributed on Citus with the others.
CREATE TABLE "overdue_map_points" (
	"organization_id" uuid NOT NULL,
	"map_date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"overdue_loans" integer NOT NULL,
	"overdue_balance" numeric(14, 2) NOT NULL,
	"max_days_overdue" integer NOT NULL,
	CONSTRAINT "overdue_map_points_pkey" PRIMARY KEY("organization_id","map_date","customer_id")
);
--> statement-breakpoint
ALTER TABLE "overdue_map_points" ADD CONSTRAINT "overdue_map_points_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overdue_map_points_balance_idx" ON "overdue_map_points" USING btree ("organization_id","map_date","overdue_balance" desc,"customer_id");
