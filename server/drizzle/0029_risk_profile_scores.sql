DROP INDEX "risk_profiles_org_status_created_at_idx";--> statement-breakpoint
DROP INDEX "risk_profiles_org_created_at_idx";--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "business_latitude" double precision;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "business_longitude" double precision;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "score_components" jsonb;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "debt_to_income_percent" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "score_rule_version" integer;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "rejected_by" uuid;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_profiles_org_low_risk_created_at_idx" ON "risk_profiles" USING btree ("organization_id","created_at","id") WHERE "risk_profiles"."overall_eligibility_score" >= 71;--> statement-breakpoint
CREATE INDEX "risk_profiles_org_status_created_at_idx" ON "risk_profiles" USING btree ("organization_id","assessment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "risk_profiles_org_created_at_idx" ON "risk_profiles" USING btree ("organization_id","created_at","id");--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_coordinates_check" CHECK ("risk_profiles"."business_latitude" between -90 and 90
        and "risk_profiles"."business_longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_score_record_check" CHECK ("risk_profiles"."debt_to_income_percent" >= 0 and "risk_profiles"."score_rule_version" >= 1);--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_decision_check" CHECK (("risk_profiles"."assessment_status" <> 'approved'
          or ("risk_profiles"."approved_at" is not null and "risk_profiles"."approved_by" is not null))
        and ("risk_profiles"."assessment_status" <> 'rejected'
          or ("risk_profiles"."rejected_at" is not null and "risk_profiles"."rejected_by" is not null
            and "risk_profiles"."rejection_reason" is not null)));--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_customer_created_status_check" CHECK (not "risk_profiles"."customer_created" or "risk_profiles"."assessment_status" = 'approved');