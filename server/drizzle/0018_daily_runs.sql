CREATE TABLE "organization_daily_runs" (
	"organization_id" uuid NOT NULL,
	"job" text NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "organization_daily_runs_pkey" PRIMARY KEY("organization_id","job")
);
--> statement-breakpoint
ALTER TABLE "organization_daily_runs" ADD CONSTRAINT "organization_daily_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;