-- Demo data generations (issue 14, /demo-data, docs/decisions/0074): progress of the background
-- job the platform owner starts for an organization; one queued or running per organization.
CREATE TABLE "demo_data_runs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"customers" integer NOT NULL,
	"months" integer NOT NULL,
	"seed" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"step" text,
	"counts" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_data_runs_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "demo_data_runs_status_check" CHECK ("demo_data_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "demo_data_runs_percent_check" CHECK ("demo_data_runs"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "demo_data_runs" ADD CONSTRAINT "demo_data_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_data_runs" ADD CONSTRAINT "demo_data_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_data_runs_org_created_idx" ON "demo_data_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_data_runs_one_active_idx" ON "demo_data_runs" USING btree ("organization_id") WHERE "demo_data_runs"."status" in ('queued', 'running');