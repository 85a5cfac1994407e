-- Issue 14's budgets at a million loans, the reads still over them (decision 0082):
-- collector_day_counts: each collector's entries of a day by stored status (the dashboard's
-- route, the Due Today list's 'Mine only' totals, the collectors' productivity), as
-- collection_day_counts keeps the organization's, with the entries' due amount besides; collection_alert_counts: the day's entries not
-- completed that are an alert, by kind (an overdue loan's: overdue_due_today; a high-priority
-- entry's on a loan not overdue: high_risk_collection), the alerts' total; the open-alert index:
-- the first alerts of each kind in their own order; disbursement_day_counts gains the loans'
-- status (the loans list's tab counts for disbursed this month); vintage_counts: the disbursed
-- loans by disbursement day and the day they crossed 30 days late (read-vintages.ts); the
-- customers' map location indexed (the overdue map: its statistics count the located ones);
-- officer_loan_counts: the loans by the officer who applied and status (the loans list's tab
-- counts for one officer's loans, the dashboard's "pending applications" link).
CREATE TABLE "collector_day_counts" (
	"organization_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"collector_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"payment_status" text NOT NULL,
	"entries" bigint NOT NULL,
	"to_collect" numeric(14, 2) NOT NULL,
	"collected_entries" bigint NOT NULL,
	"collected_amount" numeric(14, 2) NOT NULL,
	"due_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "collector_day_counts_pkey" PRIMARY KEY("organization_id","collection_date","collector_id","slot","payment_status")
);
--> statement-breakpoint
CREATE TABLE "collection_alert_counts" (
	"organization_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"alert_type" text NOT NULL,
	"slot" smallint NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "collection_alert_counts_pkey" PRIMARY KEY("organization_id","collection_date","alert_type","slot")
);
--> statement-breakpoint
CREATE TABLE "vintage_counts" (
	"organization_id" uuid NOT NULL,
	"disbursement_date" date NOT NULL,
	"crossed_on" date NOT NULL,
	"marked" boolean NOT NULL,
	"loans" bigint NOT NULL,
	CONSTRAINT "vintage_counts_pkey" PRIMARY KEY("organization_id","disbursement_date","crossed_on","marked")
);
--> statement-breakpoint
CREATE TABLE "officer_loan_counts" (
	"organization_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text NOT NULL,
	"loans" bigint NOT NULL,
	CONSTRAINT "officer_loan_counts_pkey" PRIMARY KEY("organization_id","created_by","status")
);
--> statement-breakpoint
ALTER TABLE "officer_loan_counts" ADD CONSTRAINT "officer_loan_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vintage_counts" ADD CONSTRAINT "vintage_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_day_counts" ADD CONSTRAINT "collector_day_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_alert_counts" ADD CONSTRAINT "collection_alert_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_day_open_alert_idx" ON "daily_collection_entries" USING btree ("organization_id","collection_date","days_overdue" DESC NULLS FIRST,(collected_amount - due_amount),"loan_id") WHERE "daily_collection_entries"."collected_amount" < "daily_collection_entries"."due_amount";
--> statement-breakpoint
CREATE INDEX "customers_org_location_idx" ON "customers" USING btree ("organization_id",coalesce("residential_latitude", "business_latitude"));
--> statement-breakpoint
-- An entry's alert kind, said of its loan's status: the alerts' own rule (list-alerts.ts), the
-- entry not completed (collected less than due).
CREATE OR REPLACE FUNCTION collection_alert_type(collected numeric, due numeric,
  risk_priority text, loan_status text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN collected >= due THEN NULL
    WHEN loan_status = 'overdue' THEN 'overdue_due_today'
    WHEN risk_priority = 'high' THEN 'high_risk_collection' END
$$;
--> statement-breakpoint
-- Each statement on daily_collection_entries adds its inserted rows and takes away its deleted
-- rows (an update does both), into its connection's slot as collection_day_counts does: by
-- collector (an entry with none is in no collector's route), and by alert kind with the loan's
-- status as it stands (this statement does not move loans).
CREATE OR REPLACE FUNCTION tally_collector_entries_and_alerts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed_rows'
    ELSE 'SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO collector_day_counts AS tally (organization_id, collection_date, collector_id,
      slot, payment_status, entries, to_collect, collected_entries, collected_amount,
      due_amount)
    SELECT organization_id, collection_date, collector_id, pg_backend_pid() %% 64,
      payment_status, sum(sign),
      sum(sign * greatest(0, due_amount - collected_amount)),
      coalesce(sum(sign) FILTER (WHERE collected_amount > 0), 0), sum(sign * collected_amount),
      sum(sign * due_amount)
    FROM (%s) changes
    WHERE collector_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * greatest(0, due_amount - collected_amount)) <> 0
      OR sum(sign * collected_amount) <> 0 OR sum(sign * due_amount) <> 0
      OR coalesce(sum(sign) FILTER (WHERE collected_amount > 0), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, collection_date, collector_id, slot, payment_status) DO UPDATE SET
      entries = tally.entries + excluded.entries,
      to_collect = tally.to_collect + excluded.to_collect,
      collected_entries = tally.collected_entries + excluded.collected_entries,
      collected_amount = tally.collected_amount + excluded.collected_amount,
      due_amount = tally.due_amount + excluded.due_amount
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO collection_alert_counts AS tally (organization_id, collection_date, alert_type,
      slot, entries)
    SELECT organization_id, collection_date, alert_type, pg_backend_pid() %% 64, sum(sign)
    FROM (SELECT c.sign, c.organization_id, c.collection_date,
        collection_alert_type(c.collected_amount, c.due_amount, c.risk_priority, l.status)
          AS alert_type
      FROM (%s) c
      JOIN loans l ON l.organization_id = c.organization_id AND l.id = c.loan_id
      WHERE c.collected_amount < c.due_amount) changes
    WHERE alert_type IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, collection_date, alert_type, slot) DO UPDATE SET
      entries = tally.entries + excluded.entries
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_tallied_on_insert AFTER INSERT ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_entries_and_alerts();
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_tallied_on_update AFTER UPDATE ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_entries_and_alerts();
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_tallied_on_delete AFTER DELETE ON daily_collection_entries
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_entries_and_alerts();
--> statement-breakpoint
-- The other side: a statement on loans that moves a loan into or out of 'overdue' moves its
-- entries not completed (of every day) from one alert kind to the other, as the entries stand
-- (this statement does not move entries). A loan that names entries cannot be deleted or
-- change its key (migration 0027), and a new loan has none.
CREATE OR REPLACE FUNCTION tally_alerts_of_loans() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_alert_counts AS tally (organization_id, collection_date, alert_type,
    slot, entries)
  SELECT organization_id, collection_date, alert_type, pg_backend_pid() % 64, sum(sign)
  FROM (
    SELECT s.sign, e.organization_id, e.collection_date,
      collection_alert_type(e.collected_amount, e.due_amount, e.risk_priority,
        CASE WHEN s.sign = 1 THEN m.new_status ELSE m.old_status END) AS alert_type
    FROM (SELECT a.organization_id, a.id, a.status AS new_status, r.status AS old_status
        FROM added_rows a JOIN removed_rows r ON r.id = a.id
          AND r.organization_id = a.organization_id
        WHERE (a.status = 'overdue') <> (r.status = 'overdue')) m
    JOIN daily_collection_entries e ON e.organization_id = m.organization_id
      AND e.loan_id = m.id AND e.collected_amount < e.due_amount
    CROSS JOIN (VALUES (1), (-1)) s(sign)
  ) changes
  WHERE alert_type IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, collection_date, alert_type, slot) DO UPDATE SET
    entries = tally.entries + excluded.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_alerts_tallied_on_update AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_alerts_of_loans();
--> statement-breakpoint
-- The day a loan crossed (or, unmarked and open, will cross) more than 30 days late, the
-- vintages' rule (read-vintages.ts, VINTAGE_LATE_DAYS = 30): the day the start-of-day job marked
-- (first_late_30_on), else for an open loan its oldest unpaid instalment's date + 31 (crossed
-- once that day is today or past), else never ('infinity').
CREATE OR REPLACE FUNCTION loan_crossed_late_30(first_late_30_on date, status text,
  next_due_date date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(first_late_30_on,
    CASE WHEN status IN ('active', 'overdue') THEN next_due_date + 31 END, 'infinity')
$$;
--> statement-breakpoint
-- disbursement_day_counts by the loans' status too: the tally is rebuilt from the loans.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
DELETE FROM "disbursement_day_counts";
--> statement-breakpoint
ALTER TABLE "disbursement_day_counts" DROP CONSTRAINT "disbursement_day_counts_pkey";--> statement-breakpoint
ALTER TABLE "disbursement_day_counts" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "disbursement_day_counts" ADD CONSTRAINT "disbursement_day_counts_pkey" PRIMARY KEY("organization_id","disbursement_date","status");
--> statement-breakpoint
INSERT INTO disbursement_day_counts (organization_id, disbursement_date, status, loans,
  disbursed_amount)
SELECT organization_id, disbursement_date, status, count(*), sum(disbursed_amount)
FROM loans WHERE disbursement_date IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO vintage_counts (organization_id, disbursement_date, crossed_on, marked, loans)
SELECT organization_id, disbursement_date, loan_crossed_late_30(first_late_30_on, status,
  next_due_date), first_late_30_on IS NOT NULL, count(*)
FROM loans WHERE disbursement_date IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO officer_loan_counts (organization_id, created_by, status, loans)
SELECT organization_id, created_by, status, count(*) FROM loans GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The entries already stored.
INSERT INTO collector_day_counts (organization_id, collection_date, collector_id, slot,
  payment_status, entries, to_collect, collected_entries, collected_amount, due_amount)
SELECT organization_id, collection_date, collector_id, 0, payment_status, count(*),
  sum(greatest(0, due_amount - collected_amount)), count(*) FILTER (WHERE collected_amount > 0),
  sum(collected_amount), sum(due_amount)
FROM daily_collection_entries WHERE collector_id IS NOT NULL GROUP BY 1, 2, 3, 5;
--> statement-breakpoint
INSERT INTO collection_alert_counts (organization_id, collection_date, alert_type, slot, entries)
SELECT e.organization_id, e.collection_date,
  collection_alert_type(e.collected_amount, e.due_amount, e.risk_priority, l.status), 0, count(*)
FROM daily_collection_entries e
JOIN loans l ON l.organization_id = e.organization_id AND l.id = e.loan_id
WHERE collection_alert_type(e.collected_amount, e.due_amount, e.risk_priority, l.status)
  IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
--> statement-breakpoint
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
    INSERT INTO disbursement_day_counts AS tally (organization_id, disbursement_date, status,
      loans, disbursed_amount)
    SELECT organization_id, disbursement_date, status, sum(sign), sum(sign * disbursed_amount)
    FROM (%s) changes
    WHERE disbursement_date IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * disbursed_amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, disbursement_date, status) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      disbursed_amount = tally.disbursed_amount + excluded.disbursed_amount
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO vintage_counts AS tally (organization_id, disbursement_date, crossed_on, marked,
      loans)
    SELECT organization_id, disbursement_date,
      loan_crossed_late_30(first_late_30_on, status, next_due_date),
      first_late_30_on IS NOT NULL, sum(sign)
    FROM (%s) changes
    WHERE disbursement_date IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, disbursement_date, crossed_on, marked) DO UPDATE SET
      loans = tally.loans + excluded.loans
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO officer_loan_counts AS tally (organization_id, created_by, status, loans)
    SELECT organization_id, created_by, status, sum(sign)
    FROM (%s) changes
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, created_by, status) DO UPDATE SET
      loans = tally.loans + excluded.loans
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
          disbursement_date, status FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.disbursement_date = c.disbursement_date AND t.status = c.status
        AND t.loans = 0 AND t.disbursed_amount = 0
    $sql$, changes);
    EXECUTE format($sql$
      DELETE FROM vintage_counts t USING (SELECT DISTINCT organization_id, disbursement_date,
          loan_crossed_late_30(first_late_30_on, status, next_due_date) AS crossed_on,
          first_late_30_on IS NOT NULL AS marked FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.disbursement_date = c.disbursement_date AND t.crossed_on = c.crossed_on
        AND t.marked = c.marked AND t.loans = 0
    $sql$, changes);
    EXECUTE format($sql$
      DELETE FROM officer_loan_counts t USING (SELECT DISTINCT organization_id, created_by,
          status FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
        AND t.status = c.status AND t.loans = 0
    $sql$, changes);
  END IF;
  RETURN NULL;
END $$;
