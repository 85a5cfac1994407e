-- Issue 14's budgets at a million loans (decision 0077): tallies the dashboard and today's
-- portfolio read instead of the loans, kept by a statement trigger on loans as loan_counts is
-- (migration 0017). open_loan_balances: the open (active and overdue) loans and their remaining
-- amount by organization, status and oldest unpaid instalment (next_due_date; 'infinity' when a
-- loan has none), from which days overdue, PAR and the buckets follow for any today;
-- officer_open_loans: the same by the officer who applied (the dashboard's pipeline);
-- disbursement_day_counts: the loans disbursed and their disbursed amount by day (the
-- dashboard's "disbursed this month").
CREATE TABLE "disbursement_day_counts" (
	"organization_id" uuid NOT NULL,
	"disbursement_date" date NOT NULL,
	"loans" bigint NOT NULL,
	"disbursed_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "disbursement_day_counts_pkey" PRIMARY KEY("organization_id","disbursement_date")
);
--> statement-breakpoint
CREATE TABLE "officer_open_loans" (
	"organization_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text NOT NULL,
	"next_due_date" date NOT NULL,
	"loans" bigint NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	CONSTRAINT "officer_open_loans_pkey" PRIMARY KEY("organization_id","created_by","status","next_due_date")
);
--> statement-breakpoint
CREATE TABLE "open_loan_balances" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"next_due_date" date NOT NULL,
	"loans" bigint NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	CONSTRAINT "open_loan_balances_pkey" PRIMARY KEY("organization_id","status","next_due_date")
);
--> statement-breakpoint
ALTER TABLE "disbursement_day_counts" ADD CONSTRAINT "disbursement_day_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_open_loans" ADD CONSTRAINT "officer_open_loans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_loan_balances" ADD CONSTRAINT "open_loan_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each statement on loans adds its inserted rows and takes away its deleted rows (an update
-- does both), grouped by each tally's key: a payment moves its loan's balance and perhaps its
-- next_due_date or status; the start-of-day job moves statuses; a disbursement opens a loan
-- and counts its day. A key whose loans and amount do not change is not written, and a row
-- that falls to nothing is deleted, so the tallies hold only what is open (a few hundred rows
-- an organization). Rows change in key order, so two transactions cannot deadlock on them.
CREATE OR REPLACE FUNCTION tally_open_loans() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- A statement's transition tables: an insert has only its added rows, a delete only its
  -- removed ones (hence the statements below are built for the operation, then run).
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed_rows'
    ELSE 'SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO open_loan_balances AS tally (organization_id, status, next_due_date, loans,
      balance)
    SELECT organization_id, status, coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * remaining_amount)
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO officer_open_loans AS tally (organization_id, created_by, status,
      next_due_date, loans, balance)
    SELECT organization_id, created_by, status, coalesce(next_due_date, 'infinity'),
      sum(sign), sum(sign * remaining_amount)
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, created_by, status, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO disbursement_day_counts AS tally (organization_id, disbursement_date, loans,
      disbursed_amount)
    SELECT organization_id, disbursement_date, sum(sign), sum(sign * disbursed_amount)
    FROM (%s) changes
    WHERE disbursement_date IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * disbursed_amount) <> 0
    ORDER BY 1, 2
    ON CONFLICT (organization_id, disbursement_date) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      disbursed_amount = tally.disbursed_amount + excluded.disbursed_amount
  $sql$, changes);
  -- The rows the statement emptied (a date no open loan is due on any more). A separate
  -- statement: the inserts' effects are invisible to a sibling in the same statement.
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
      DELETE FROM open_loan_balances t USING (SELECT DISTINCT organization_id, status,
          coalesce(next_due_date, 'infinity') AS next_due_date FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id AND t.status = c.status
        AND t.next_due_date = c.next_due_date AND t.loans = 0 AND t.balance = 0
    $sql$, changes);
    EXECUTE format($sql$
      DELETE FROM officer_open_loans t USING (SELECT DISTINCT organization_id, created_by,
          status, coalesce(next_due_date, 'infinity') AS next_due_date FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
        AND t.status = c.status AND t.next_due_date = c.next_due_date
        AND t.loans = 0 AND t.balance = 0
    $sql$, changes);
    EXECUTE format($sql$
      DELETE FROM disbursement_day_counts t USING (SELECT DISTINCT organization_id,
          disbursement_date FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.disbursement_date = c.disbursement_date AND t.loans = 0
        AND t.disbursed_amount = 0
    $sql$, changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_tallied_on_insert AFTER INSERT ON loans
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loans();
--> statement-breakpoint
CREATE TRIGGER loans_tallied_on_update AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loans();
--> statement-breakpoint
CREATE TRIGGER loans_tallied_on_delete AFTER DELETE ON loans
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loans();
--> statement-breakpoint
-- The loans already stored: read and write every organization for these statements only, as
-- migration 0017 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO open_loan_balances (organization_id, status, next_due_date, loans, balance)
SELECT organization_id, status, coalesce(next_due_date, 'infinity'), count(*),
  sum(remaining_amount)
FROM loans WHERE status IN ('active', 'overdue') GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO officer_open_loans (organization_id, created_by, status, next_due_date, loans,
  balance)
SELECT organization_id, created_by, status, coalesce(next_due_date, 'infinity'), count(*),
  sum(remaining_amount)
FROM loans WHERE status IN ('active', 'overdue') GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO disbursement_day_counts (organization_id, disbursement_date, loans, disbursed_amount)
SELECT organization_id, disbursement_date, count(*), sum(disbursed_amount)
FROM loans WHERE disbursement_date IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
--> statement-breakpoint
-- The PAR lists (more than X days overdue, newest first): the open loans by creation, carrying
-- next_due_date, so the first page reads the index alone instead of every newer loan.
CREATE INDEX "loans_org_open_created_at_idx" ON "loans" USING btree ("organization_id","created_at","id") INCLUDE ("next_due_date") WHERE "loans"."status" in ('active', 'overdue');
