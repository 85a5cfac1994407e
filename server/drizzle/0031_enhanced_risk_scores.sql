ALTER TABLE "loans" DROP CONSTRAINT "loans_applicant_risk_band_check";--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_applicant_risk_source_check";--> statement-breakpoint
DROP INDEX "enhanced_risk_profiles_org_customer_id_idx";--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "no_loan_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "no_assets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "score_components" jsonb;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "score_figures" jsonb;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "score_rule_version" integer;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD COLUMN "recommended_loan_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "enhanced_risk_profiles_org_customer_created_at_idx" ON "enhanced_risk_profiles" USING btree ("organization_id","customer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_applicant_risk_band_check" CHECK ("loans"."applicant_risk_band" in ('not_calculated', 'low', 'medium', 'high', 'very_high'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_applicant_risk_source_check" CHECK ("loans"."applicant_risk_source" in ('enhanced_profile', 'prospect_profile'));--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD CONSTRAINT "enhanced_risk_profiles_score_record_check" CHECK ("enhanced_risk_profiles"."score_rule_version" >= 1 and "enhanced_risk_profiles"."recommended_loan_amount" >= 0
        and ("enhanced_risk_profiles"."risk_score" is null) = ("enhanced_risk_profiles"."score_rule_version" is null));