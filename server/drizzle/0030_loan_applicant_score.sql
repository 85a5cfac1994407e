ALTER TABLE "loans" ADD COLUMN "max_days_overdue" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "applicant_risk_score" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "applicant_risk_band" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "applicant_risk_rule_version" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "applicant_recommended_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "applicant_risk_source" text;--> statement-breakpoint
CREATE INDEX "risk_profiles_org_customer_updated_at_idx" ON "risk_profiles" USING btree ("organization_id","customer_id","updated_at") WHERE "risk_profiles"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_applicant_risk_band_check" CHECK ("loans"."applicant_risk_band" in ('low', 'medium', 'high'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_applicant_risk_source_check" CHECK ("loans"."applicant_risk_source" in ('prospect_profile', 'enhanced_profile'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_applicant_risk_check" CHECK ("loans"."applicant_risk_score" between 0 and 100
        and "loans"."applicant_risk_rule_version" >= 1
        and "loans"."applicant_recommended_amount" >= 0
        and ("loans"."applicant_risk_score" is null) = ("loans"."applicant_risk_source" is null)
        and "loans"."max_days_overdue" >= 0);--> statement-breakpoint
-- The most days overdue each disbursed loan of the given organizations had reached when a
-- payment moved its oldest unpaid instalment (docs/decisions/0064): for each completed payment
-- not reversed, in date order, its date less the date of the oldest instalment the payments
-- before it had not fully paid. Payments keep the figure up to date from now on
-- (loanBalancesStatement); this writes it for loans whose history came before it: the existing
-- loans below, and the seed's and the scale bench's generated history (loan-history.ts). One
-- set-based statement; it only ever raises the figure.
CREATE OR REPLACE FUNCTION record_max_days_overdue_from_payments(organization_ids uuid[])
RETURNS bigint LANGUAGE sql AS $$
  with paid as (
    select p.organization_id, p.loan_id, p.payment_date,
      coalesce(sum(p.amount) over (partition by p.organization_id, p.loan_id
        order by p.payment_date, p.payment_time, p.id
        rows between unbounded preceding and 1 preceding), 0) as paid_before
    from loan_payments p
    where p.organization_id = any(organization_ids)
      and p.status = 'completed' and p.reversed_at is null
  ),
  reached as (
    select l.organization_id, l.id, max(p.payment_date - c.day) as days
    from paid p
    join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
    join collection_calendar c on c.organization_id = l.organization_id
      and c.seq = l.first_instalment_seq
        + floor(p.paid_before / nullif(l.daily_repayment_amount, 0))::int
    where l.first_instalment_seq is not null and p.paid_before < l.total_repayable
    group by l.organization_id, l.id
  ),
  raised as (
    update loans l set max_days_overdue = r.days
    from reached r
    where l.organization_id = r.organization_id and l.id = r.id and r.days > l.max_days_overdue
    returning 1
  )
  select count(*) from raised
$$;
--> statement-breakpoint
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
SELECT record_max_days_overdue_from_payments(array(SELECT id FROM organizations));
