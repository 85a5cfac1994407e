-- Reports (issue 14, docs/decisions/0075 and 0076): report_exports holds long exports (the file in
-- the app's file storage); automated_reports gains its report's format, recipients, filters and
-- run times; an outbox e-mail may carry one attached file.
CREATE TABLE "report_exports" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"report_key" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "report_exports_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "report_exports_status_check" CHECK ("report_exports"."status" in ('running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "format" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "recipients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachment_storage_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachment_content_type" text;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_org_user_created_idx" ON "report_exports" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "automated_reports_due_idx" ON "automated_reports" USING btree ("next_run_at");--> statement-breakpoint
ALTER TABLE "automated_reports" ADD CONSTRAINT "automated_reports_schedule_check" CHECK ("automated_reports"."schedule" in ('daily', 'weekly', 'monthly'));