-- Issue 10: lending settings, the loan math's columns, the collection calendar, user-scoped
-- idempotency keys and the payment approval kind. No loan could be created before this
-- migration, so the new NOT NULL loan columns need no backfill; stored idempotency keys (none
-- were ever written) are dropped with their organization-scoped policy.
DROP POLICY IF EXISTS tenant_isolation ON idempotency_keys;
--> statement-breakpoint
DELETE FROM idempotency_keys;
--> statement-breakpoint
CREATE TABLE "collection_calendar" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "collection_calendar_pkey" PRIMARY KEY("organization_id","day"),
	CONSTRAINT "collection_calendar_org_seq_key" UNIQUE("organization_id","seq")
);
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_request_type_check";--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_money_check";--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_lifecycle_check";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk";
--> statement-breakpoint
DROP INDEX "loan_payments_org_idempotency_key_idx";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "collection_days" text DEFAULT 'weekdays' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "holidays" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_daily_interest_rate" numeric(4, 2) DEFAULT '0.20' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_upfront_interest" numeric(3, 1) DEFAULT '20.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_max_repayment_days" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "second_loan_approver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "total_interest" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "total_repayable" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "instalment_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "last_instalment_amount" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "first_instalment_seq" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "disbursement_date" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "disbursement_method" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "disbursement_reference" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "next_due_date" date;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_calendar" ADD CONSTRAINT "collection_calendar_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_org_status_created_at_idx" ON "loans" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "loans_org_next_due_date_idx" ON "loans" USING btree ("organization_id","next_due_date") WHERE "loans"."status" in ('active', 'overdue');--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "organization_id";--> statement-breakpoint
ALTER TABLE "loan_payments" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT IF EXISTS "idempotency_keys_pkey";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_collection_days_check" CHECK ("organizations"."collection_days" in ('weekdays', 'every_day'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_loan_defaults_check" CHECK ("organizations"."default_daily_interest_rate" between 0.1 and 2
        and "organizations"."default_upfront_interest" between 10 and 30
        and "organizations"."default_max_repayment_days" in (30, 60, 100, 180, 365));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_request_type_check" CHECK ("approval_requests"."request_type" in ('collector_block', 'collector_unblock', 'organization_block', 'organization_unblock', 'role_change', 'approve_high_value', 'approval', 'payment_approval'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursement_method_check" CHECK ("loans"."disbursement_method" in ('cash', 'upi', 'bank_transfer', 'cheque'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_money_check" CHECK ("loans"."principal_amount" > 0
        and "loans"."upfront_interest_amount" >= 0
        and "loans"."disbursed_amount" >= 0
        and "loans"."remaining_amount" >= 0
        and "loans"."daily_repayment_amount" >= 0
        and "loans"."remaining_amount" <= "loans"."total_repayable"
        and "loans"."disbursed_amount" <= "loans"."principal_amount"
        and "loans"."total_repayable" >= "loans"."principal_amount"
        and "loans"."instalment_count" > 0
        and "loans"."last_instalment_amount" > 0);--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_lifecycle_check" CHECK (("loans"."status" not in ('approved', 'active', 'overdue', 'completed') or "loans"."approved_at" is not null)
        and ("loans"."status" not in ('active', 'overdue', 'completed') or ("loans"."disbursed_at" is not null and "loans"."due_date" is not null and "loans"."first_instalment_seq" is not null))
        and ("loans"."status" <> 'completed' or "loans"."remaining_amount" = 0)
        and ("loans"."status" <> 'rejected' or "loans"."rejected_at" is not null));--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_check" CHECK ("journal_lines"."account" in ('loan_receivable', 'cash', 'interest_income', 'unearned_interest'));
--> statement-breakpoint
-- Idempotency keys belong to the user who sent them.
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY own_keys ON idempotency_keys
  USING (user_id = (SELECT nullif(current_setting('app.user_id', true), '')::uuid))
  WITH CHECK (user_id = (SELECT nullif(current_setting('app.user_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO lendline_app;
--> statement-breakpoint
-- Whether a date is a collection day under an organization's settings (core loan-math
-- isCollectionDay): every day or Monday to Friday, never a holiday.
CREATE OR REPLACE FUNCTION is_collection_day(day date, collection_days text, holidays date[])
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (collection_days = 'every_day' OR extract(isodow FROM day) < 6)
    AND NOT (day = ANY (coalesce(holidays, '{}')))
$$;
--> statement-breakpoint
-- Makes an organization's collection calendar cover [from_day, through_day]: days after its
-- last are numbered on from it, days before its first numbered down from it; rows already
-- there never change. One transaction at a time per organization.
CREATE OR REPLACE FUNCTION ensure_collection_calendar(org uuid, from_day date, through_day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  days text;
  off_days date[];
  first_day date;
  first_seq int;
  last_day date;
  last_seq int;
BEGIN
  SELECT collection_days, holidays INTO days, off_days FROM organizations WHERE id = org;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT min(c.day), min(c.seq), max(c.day), max(c.seq)
    INTO first_day, first_seq, last_day, last_seq
    FROM collection_calendar c WHERE c.organization_id = org;
  IF last_day IS NOT NULL AND from_day >= first_day AND through_day <= last_day THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('collection_calendar:' || org::text, 0));
  SELECT min(c.day), min(c.seq), max(c.day), max(c.seq)
    INTO first_day, first_seq, last_day, last_seq
    FROM collection_calendar c WHERE c.organization_id = org;
  IF last_day IS NULL THEN
    INSERT INTO collection_calendar (organization_id, day, seq)
    SELECT org, d::date, row_number() OVER (ORDER BY d)
      FROM generate_series(from_day, through_day, interval '1 day') d
      WHERE is_collection_day(d::date, days, off_days);
    RETURN;
  END IF;
  IF through_day > last_day THEN
    INSERT INTO collection_calendar (organization_id, day, seq)
    SELECT org, d::date, last_seq + row_number() OVER (ORDER BY d)
      FROM generate_series(last_day + 1, through_day, interval '1 day') d
      WHERE is_collection_day(d::date, days, off_days);
  END IF;
  IF from_day < first_day THEN
    INSERT INTO collection_calendar (organization_id, day, seq)
    SELECT org, d::date, first_seq - row_number() OVER (ORDER BY d DESC)
      FROM generate_series(from_day, first_day - 1, interval '1 day') d
      WHERE is_collection_day(d::date, days, off_days);
  END IF;
END $$;
--> statement-breakpoint
-- After a change of collection days or holidays: the days from from_day on are numbered again
-- under the new settings, continuing from the last day before it, up to the same horizon.
-- An instalment keeps its number, so one that fell on a new holiday, and every later one,
-- moves to the next collection day; days before from_day keep their numbers and dates.
CREATE OR REPLACE FUNCTION reshape_collection_calendar(org uuid, from_day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  days text;
  off_days date[];
  horizon date;
  kept_seq int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('collection_calendar:' || org::text, 0));
  SELECT collection_days, holidays INTO days, off_days FROM organizations WHERE id = org;
  SELECT max(c.day) INTO horizon FROM collection_calendar c WHERE c.organization_id = org;
  IF horizon IS NULL OR horizon < from_day THEN RETURN; END IF;
  SELECT max(c.seq) INTO kept_seq FROM collection_calendar c
    WHERE c.organization_id = org AND c.day < from_day;
  DELETE FROM collection_calendar c WHERE c.organization_id = org AND c.day >= from_day;
  INSERT INTO collection_calendar (organization_id, day, seq)
  SELECT org, d::date, coalesce(kept_seq, 0) + row_number() OVER (ORDER BY d)
    FROM generate_series(from_day, horizon, interval '1 day') d
    WHERE is_collection_day(d::date, days, off_days);
END $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION is_collection_day(date, text, date[]) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION ensure_collection_calendar(uuid, date, date) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION reshape_collection_calendar(uuid, date) TO lendline_app;
--> statement-breakpoint
-- Extends an organization's calendar until it numbers wanted_seq (a loan's last instalment).
CREATE OR REPLACE FUNCTION extend_collection_calendar_to(org uuid, wanted_seq int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_day date;
  last_seq int;
BEGIN
  FOR attempt IN 1..50 LOOP
    SELECT max(c.day), max(c.seq) INTO last_day, last_seq
      FROM collection_calendar c WHERE c.organization_id = org;
    EXIT WHEN last_seq IS NULL OR last_seq >= wanted_seq;
    PERFORM ensure_collection_calendar(org, last_day, last_day + greatest(31, (wanted_seq - last_seq) * 2));
  END LOOP;
END $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION extend_collection_calendar_to(uuid, int) TO lendline_app;
--> statement-breakpoint
-- Loan numbers: 'LN-' || year || '-' || a number from one sequence, drawn at application, so two
-- applications can never draw the same number (unique per organization, and across them).
CREATE SEQUENCE IF NOT EXISTS loan_number_seq START 1;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE loan_number_seq TO lendline_app;
