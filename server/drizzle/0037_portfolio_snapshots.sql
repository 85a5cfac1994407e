-- The daily portfolio snapshot (issue 14, docs/portfolio-metrics.md): per organization (branches
-- are organizations of the tree) and day, written by the start-of-day job. Tenant tables:
-- row-level security from apply_tenant_security, distributed on Citus with the others.
CREATE TABLE "portfolio_snapshot_buckets" (
	"organization_id" uuid NOT NULL,
	"snapshot_date" date NOT NULL,
	"bucket" text NOT NULL,
	"loans" integer NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	CONSTRAINT "portfolio_snapshot_buckets_pkey" PRIMARY KEY("organization_id","snapshot_date","bucket"),
	CONSTRAINT "portfolio_snapshot_buckets_bucket_check" CHECK ("portfolio_snapshot_buckets"."bucket" in ('current', '1_7', '8_15', '16_30', '31_60', '61_90', '90_plus'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshot_transitions" (
	"organization_id" uuid NOT NULL,
	"snapshot_date" date NOT NULL,
	"from_bucket" text NOT NULL,
	"to_bucket" text NOT NULL,
	"loans" integer NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	CONSTRAINT "portfolio_snapshot_transitions_pkey" PRIMARY KEY("organization_id","snapshot_date","from_bucket","to_bucket"),
	CONSTRAINT "portfolio_snapshot_transitions_from_bucket_check" CHECK ("portfolio_snapshot_transitions"."from_bucket" in ('current', '1_7', '8_15', '16_30', '31_60', '61_90', '90_plus')),
	CONSTRAINT "portfolio_snapshot_transitions_to_bucket_check" CHECK ("portfolio_snapshot_transitions"."to_bucket" in ('current', '1_7', '8_15', '16_30', '31_60', '61_90', '90_plus'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshots" (
	"organization_id" uuid NOT NULL,
	"snapshot_date" date NOT NULL,
	"active_loans" integer NOT NULL,
	"overdue_loans" integer NOT NULL,
	"gross_outstanding" numeric(14, 2) NOT NULL,
	"par1_balance" numeric(14, 2) NOT NULL,
	"par7_balance" numeric(14, 2) NOT NULL,
	"par30_balance" numeric(14, 2) NOT NULL,
	"disbursed_loans" integer NOT NULL,
	"disbursed_principal" numeric(14, 2) NOT NULL,
	"due_amount" numeric(14, 2) NOT NULL,
	"collected_on_time" numeric(14, 2) NOT NULL,
	"collected_late" numeric(14, 2) NOT NULL,
	"payments" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_snapshots_pkey" PRIMARY KEY("organization_id","snapshot_date")
);
--> statement-breakpoint
ALTER TABLE "portfolio_snapshot_buckets" ADD CONSTRAINT "portfolio_snapshot_buckets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshot_transitions" ADD CONSTRAINT "portfolio_snapshot_transitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The live portfolio (GET /analytics/portfolio for today) sums every open loan of the scope: the
-- open-loans index carries the status and the remaining amount, so the sum is an index-only scan
-- (half a million loans: the table is 600 MB, this index about 20 MB). Drizzle cannot say
-- INCLUDE; the schema keeps the index's name and key (loans.ts).
DROP INDEX IF EXISTS "loans_org_next_due_date_idx";--> statement-breakpoint
CREATE INDEX "loans_org_next_due_date_idx" ON "loans" USING btree ("organization_id","next_due_date") INCLUDE ("status","remaining_amount") WHERE "loans"."status" in ('active', 'overdue');
