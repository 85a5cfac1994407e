CREATE TABLE "expected_collection_events" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"collector_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"slot" smallint NOT NULL,
	"range_amount" numeric(18, 2) NOT NULL,
	"range_loans" bigint NOT NULL,
	"point_amount" numeric(18, 2) NOT NULL,
	"point_loans" bigint NOT NULL,
	CONSTRAINT "expected_collection_events_pkey" PRIMARY KEY("organization_id","kind","collector_id","seq","slot")
);
--> statement-breakpoint
CREATE TABLE "collector_day_payments" (
	"organization_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"collector_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"payments" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "collector_day_payments_pkey" PRIMARY KEY("organization_id","payment_date","collector_id","slot")
);
--> statement-breakpoint
ALTER TABLE "expected_collection_events" ADD CONSTRAINT "expected_collection_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_day_payments" ADD CONSTRAINT "collector_day_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The expected collections (GET /collections/expected, the /payment-schedule screen) turned
-- every loan of the window into its day events and read every payment of the window with its
-- loan: 3.3 s at 100,000 loans and 1,000,000 payments. These tallies make them a few rows a
-- collector and a day; the query works out, loan by loan, only the completed loans of the
-- window (their instalments end on the day they were repaid) and the loans paid today (today
-- counts what was due as the day started).
--
-- What a loan puts on the calendar's numbered days, as difference-array events (instalment k
-- on day f + k - 1, the last on f + n - 1): its schedule (the daily instalments from f, the
-- last one its own amount) and what is left of it after what has been paid, oldest first (the
-- oldest instalment not fully paid, k0, its rest; the later ones whole). Only the open
-- (active and overdue) loans; one definition for the trigger, the fills and the ledger check.
CREATE OR REPLACE FUNCTION loan_collection_events(status text, f integer, n integer,
  daily numeric, final numeric, total numeric, remaining numeric)
RETURNS TABLE (kind text, seq integer, range_amount numeric, range_loans integer,
  point_amount numeric, point_loans integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT e.kind, e.seq, e.range_amount, e.range_loans, e.point_amount, e.point_loans
  FROM (SELECT f + n - 1 AS last,
      CASE WHEN daily > 0 THEN least(f + n - 1, f + floor((total - remaining) / daily)::int)
        ELSE f + n - 1 END AS k0
    WHERE status IN ('active', 'overdue') AND f IS NOT NULL) x
  CROSS JOIN LATERAL (VALUES
    ('schedule', f, daily, 1, 0::numeric, 0),
    ('schedule', x.last, -daily, -1, final, 1),
    ('remaining', x.k0, 0::numeric, 0,
      CASE WHEN x.k0 = x.last THEN remaining
        ELSE (x.k0 - f + 1) * daily - (total - remaining) END, 1),
    ('remaining', CASE WHEN x.last > x.k0 THEN x.k0 + 1 END, daily, 1, 0::numeric, 0),
    ('remaining', CASE WHEN x.last > x.k0 THEN x.last END, -daily, -1, final, 1)
  ) e (kind, seq, range_amount, range_loans, point_amount, point_loans)
  WHERE e.seq IS NOT NULL
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION loan_collection_events(text, integer, integer, numeric, numeric,
  numeric, numeric) TO lendline_app;
--> statement-breakpoint
-- expected_collection_events follows the loans (an update adds its new rows' events and takes
-- away its old rows'), into the connection's slot as open_loan_arrears (migration 0057); an
-- update returns at once when it changes nothing the events follow, and looks for emptied rows
-- only when a loan's events moved (its oldest unpaid instalment, status, collector or
-- schedule). A loan that changes collector also moves its payments in collector_day_payments.
-- Changes in key order, so two transactions cannot deadlock on them.
CREATE OR REPLACE FUNCTION tally_expected_collections() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    ELSE 'SELECT -1 AS sign, * FROM removed_rows'
  END;
  events boolean;
  moved boolean;
  reassigned boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Moving between active and overdue changes nothing here.
    SELECT coalesce(bool_or(r.id IS NULL OR (a.status IN ('active', 'overdue'), a.collector_id,
          a.first_instalment_seq, a.instalment_count, a.daily_repayment_amount,
          a.last_instalment_amount, a.total_repayable, a.remaining_amount)
          IS DISTINCT FROM (r.status IN ('active', 'overdue'), r.collector_id,
          r.first_instalment_seq, r.instalment_count, r.daily_repayment_amount,
          r.last_instalment_amount, r.total_repayable, r.remaining_amount)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status IN ('active', 'overdue'), a.collector_id,
          a.first_instalment_seq, a.instalment_count, a.daily_repayment_amount,
          floor((a.total_repayable - a.remaining_amount) / nullif(a.daily_repayment_amount, 0)))
          IS DISTINCT FROM (r.status IN ('active', 'overdue'), r.collector_id,
          r.first_instalment_seq, r.instalment_count, r.daily_repayment_amount,
          floor((r.total_repayable - r.remaining_amount) / nullif(r.daily_repayment_amount, 0)))),
          false),
        coalesce(bool_or(r.id IS NOT NULL AND a.collector_id IS DISTINCT FROM r.collector_id),
          false)
      INTO events, moved, reassigned
      FROM added_rows a
      LEFT JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id;
    IF NOT events THEN
      RETURN NULL;
    END IF;
    INSERT INTO expected_collection_events AS tally (organization_id, kind, collector_id, seq,
      slot, range_amount, range_loans, point_amount, point_loans)
    SELECT c.organization_id, e.kind,
      coalesce(c.collector_id, '00000000-0000-0000-0000-000000000000'), e.seq,
      pg_backend_pid() % 64, sum(c.sign * e.range_amount), sum(c.sign * e.range_loans),
      sum(c.sign * e.point_amount), sum(c.sign * e.point_loans)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) c
    CROSS JOIN LATERAL loan_collection_events(c.status, c.first_instalment_seq,
      c.instalment_count, c.daily_repayment_amount, c.last_instalment_amount, c.total_repayable,
      c.remaining_amount) e
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.sign * e.range_amount) <> 0 OR sum(c.sign * e.range_loans) <> 0
      OR sum(c.sign * e.point_amount) <> 0 OR sum(c.sign * e.point_loans) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, kind, collector_id, seq, slot) DO UPDATE SET
      range_amount = tally.range_amount + excluded.range_amount,
      range_loans = tally.range_loans + excluded.range_loans,
      point_amount = tally.point_amount + excluded.point_amount,
      point_loans = tally.point_loans + excluded.point_loans;
    IF moved THEN
      DELETE FROM expected_collection_events t USING (SELECT DISTINCT c.organization_id, e.kind,
          coalesce(c.collector_id, '00000000-0000-0000-0000-000000000000') AS collector_id, e.seq
        FROM (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) c
        CROSS JOIN LATERAL loan_collection_events(c.status, c.first_instalment_seq,
          c.instalment_count, c.daily_repayment_amount, c.last_instalment_amount,
          c.total_repayable, c.remaining_amount) e) k
      WHERE t.organization_id = k.organization_id AND t.kind = k.kind
        AND t.collector_id = k.collector_id AND t.seq = k.seq AND t.slot = pg_backend_pid() % 64
        AND t.range_amount = 0 AND t.range_loans = 0 AND t.point_amount = 0
        AND t.point_loans = 0;
    END IF;
    IF reassigned THEN
      INSERT INTO collector_day_payments AS tally (organization_id, payment_date, collector_id,
        slot, payments, amount)
      SELECT p.organization_id, p.payment_date,
        coalesce(c.collector_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 64,
        sum(c.sign), sum(c.sign * p.amount)
      FROM (SELECT s.sign, s.organization_id, s.id, s.collector_id
        FROM added_rows a
        JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id
        CROSS JOIN LATERAL (VALUES (1, a.organization_id, a.id, a.collector_id),
          (-1, r.organization_id, r.id, r.collector_id)) s (sign, organization_id, id,
            collector_id)
        WHERE a.collector_id IS DISTINCT FROM r.collector_id) c
      JOIN loan_payments p ON p.organization_id = c.organization_id AND p.loan_id = c.id
      WHERE p.status = 'completed' AND p.reversed_at IS NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0 OR sum(c.sign * p.amount) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (organization_id, payment_date, collector_id, slot) DO UPDATE SET
        payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
    END IF;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO expected_collection_events AS tally (organization_id, kind, collector_id, seq,
      slot, range_amount, range_loans, point_amount, point_loans)
    SELECT c.organization_id, e.kind,
      coalesce(c.collector_id, '00000000-0000-0000-0000-000000000000'), e.seq,
      pg_backend_pid() %% 64, sum(c.sign * e.range_amount), sum(c.sign * e.range_loans),
      sum(c.sign * e.point_amount), sum(c.sign * e.point_loans)
    FROM (%s) c
    CROSS JOIN LATERAL loan_collection_events(c.status, c.first_instalment_seq,
      c.instalment_count, c.daily_repayment_amount, c.last_instalment_amount, c.total_repayable,
      c.remaining_amount) e
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.sign * e.range_amount) <> 0 OR sum(c.sign * e.range_loans) <> 0
      OR sum(c.sign * e.point_amount) <> 0 OR sum(c.sign * e.point_loans) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, kind, collector_id, seq, slot) DO UPDATE SET
      range_amount = tally.range_amount + excluded.range_amount,
      range_loans = tally.range_loans + excluded.range_loans,
      point_amount = tally.point_amount + excluded.point_amount,
      point_loans = tally.point_loans + excluded.point_loans
  $sql$, changes);
  IF TG_OP = 'DELETE' THEN
    DELETE FROM expected_collection_events t USING (SELECT DISTINCT c.organization_id, e.kind,
        coalesce(c.collector_id, '00000000-0000-0000-0000-000000000000') AS collector_id, e.seq
      FROM removed_rows c
      CROSS JOIN LATERAL loan_collection_events(c.status, c.first_instalment_seq,
        c.instalment_count, c.daily_repayment_amount, c.last_instalment_amount,
        c.total_repayable, c.remaining_amount) e) k
    WHERE t.organization_id = k.organization_id AND t.kind = k.kind
      AND t.collector_id = k.collector_id AND t.seq = k.seq AND t.slot = pg_backend_pid() % 64
      AND t.range_amount = 0 AND t.range_loans = 0 AND t.point_amount = 0 AND t.point_loans = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_expected_collections_tallied_on_insert AFTER INSERT ON loans
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_expected_collections();
--> statement-breakpoint
CREATE TRIGGER loans_expected_collections_tallied_on_update AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_expected_collections();
--> statement-breakpoint
CREATE TRIGGER loans_expected_collections_tallied_on_delete AFTER DELETE ON loans
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_expected_collections();
--> statement-breakpoint
-- collector_day_payments follows the completed payments not reversed, with their loan's
-- collector, as payment_day_totals does (migration 0056); an emptied row stays (every reader
-- sums, and a day has a row a collector and slot at most).
CREATE OR REPLACE FUNCTION tally_collector_day_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Static statements, one for each operation (their plans are kept; a payment runs one).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO collector_day_payments AS tally (organization_id, payment_date, collector_id,
      slot, payments, amount)
    SELECT c.organization_id, c.payment_date,
      coalesce(l.collector_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 64,
      sum(c.sign), sum(c.sign * c.amount)
    FROM (SELECT 1 AS sign, * FROM added_rows) c
    JOIN loans l ON l.organization_id = c.organization_id AND l.id = c.loan_id
    WHERE c.status = 'completed' AND c.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, collector_id, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO collector_day_payments AS tally (organization_id, payment_date, collector_id,
      slot, payments, amount)
    SELECT c.organization_id, c.payment_date,
      coalesce(l.collector_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 64,
      sum(c.sign), sum(c.sign * c.amount)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) c
    JOIN loans l ON l.organization_id = c.organization_id AND l.id = c.loan_id
    WHERE c.status = 'completed' AND c.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, collector_id, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
  ELSE
    INSERT INTO collector_day_payments AS tally (organization_id, payment_date, collector_id,
      slot, payments, amount)
    SELECT c.organization_id, c.payment_date,
      coalesce(l.collector_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 64,
      sum(c.sign), sum(c.sign * c.amount)
    FROM (SELECT -1 AS sign, * FROM removed_rows) c
    JOIN loans l ON l.organization_id = c.organization_id AND l.id = c.loan_id
    WHERE c.status = 'completed' AND c.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, collector_id, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_payments_collector_days_on_insert AFTER INSERT ON loan_payments
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_day_payments();
--> statement-breakpoint
CREATE TRIGGER loan_payments_collector_days_on_update AFTER UPDATE ON loan_payments
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_day_payments();
--> statement-breakpoint
CREATE TRIGGER loan_payments_collector_days_on_delete AFTER DELETE ON loan_payments
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_collector_day_payments();
--> statement-breakpoint
-- What is already stored: read and write every organization for these statements only, as
-- migration 0017 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO expected_collection_events (organization_id, kind, collector_id, seq, slot,
  range_amount, range_loans, point_amount, point_loans)
SELECT l.organization_id, e.kind,
  coalesce(l.collector_id, '00000000-0000-0000-0000-000000000000'), e.seq, 0,
  sum(e.range_amount), sum(e.range_loans), sum(e.point_amount), sum(e.point_loans)
FROM loans l
CROSS JOIN LATERAL loan_collection_events(l.status, l.first_instalment_seq, l.instalment_count,
  l.daily_repayment_amount, l.last_instalment_amount, l.total_repayable, l.remaining_amount) e
GROUP BY 1, 2, 3, 4
HAVING sum(e.range_amount) <> 0 OR sum(e.range_loans) <> 0 OR sum(e.point_amount) <> 0
  OR sum(e.point_loans) <> 0;
--> statement-breakpoint
INSERT INTO collector_day_payments (organization_id, payment_date, collector_id, slot, payments,
  amount)
SELECT p.organization_id, p.payment_date,
  coalesce(l.collector_id, '00000000-0000-0000-0000-000000000000'), 0, count(*), sum(p.amount)
FROM loan_payments p
JOIN loans l ON l.organization_id = p.organization_id AND l.id = p.loan_id
WHERE p.status = 'completed' AND p.reversed_at IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
