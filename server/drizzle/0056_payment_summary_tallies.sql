CREATE TABLE "open_loan_arrears" (
	"organization_id" uuid NOT NULL,
	"next_due_date" date NOT NULL,
	"loans" bigint NOT NULL,
	"instalments" numeric(18, 2) NOT NULL,
	"behind_offset" numeric(18, 2) NOT NULL,
	CONSTRAINT "open_loan_arrears_pkey" PRIMARY KEY("organization_id","next_due_date")
);
--> statement-breakpoint
CREATE TABLE "open_loan_ends" (
	"organization_id" uuid NOT NULL,
	"last_instalment_seq" integer NOT NULL,
	"next_due_date" date NOT NULL,
	"loans" bigint NOT NULL,
	"instalments" numeric(18, 2) NOT NULL,
	"last_instalments" numeric(18, 2) NOT NULL,
	"end_offset" numeric(18, 2) NOT NULL,
	CONSTRAINT "open_loan_ends_pkey" PRIMARY KEY("organization_id","last_instalment_seq","next_due_date")
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"organization_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"slot" smallint NOT NULL,
	"payments" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_day_totals_pkey" PRIMARY KEY("organization_id","payment_date","payment_method","slot")
);
--> statement-breakpoint
CREATE TABLE "customer_month_payments" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"payments" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"high_value_payments" bigint NOT NULL,
	CONSTRAINT "customer_month_payments_pkey" PRIMARY KEY("organization_id","month","customer_id")
);
--> statement-breakpoint
ALTER TABLE "open_loan_arrears" ADD CONSTRAINT "open_loan_arrears_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_loan_ends" ADD CONSTRAINT "open_loan_ends_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_month_payments" ADD CONSTRAINT "customer_month_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_day_totals" ADD CONSTRAINT "payment_day_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The /payments cards (GET /payments/summary) read every completed payment and every open loan:
-- 6 s at 500,000 loans and 5,000,000 payments (bench/RESULTS.md). These tallies make them a few
-- rows an organization and a day.
--
-- payment_day_totals and customer_month_payments follow loan_payments with payment_counts
-- (migration 0019), in the same trigger function: each statement adds the completed, unreversed
-- payments it inserts and takes away those it deletes; an update does both (a payment approved,
-- reversed or failed). payment_day_totals into the connection's slot, as payment_counts:
-- concurrent payments never wait for each other's rows. customer_month_payments has a row a
-- customer and month (two payments of one customer at once are rare). Changes in key order, so
-- two transactions cannot deadlock on them.
--
-- A payment above this is a high-value customer's (core HIGH_VALUE_PAYMENT_OVER; a test holds
-- the two equal).
CREATE OR REPLACE FUNCTION high_value_payment_over() RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 50000::numeric $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION high_value_payment_over() TO lendline_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_counts AS tally (organization_id, slot, status, payment_method, payments)
    SELECT organization_id, pg_backend_pid() % 64, status, payment_method, count(*)
    FROM added_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, slot, status, payment_method)
      DO UPDATE SET payments = tally.payments + excluded.payments;
    INSERT INTO payment_day_totals AS tally (organization_id, payment_date, payment_method, slot,
      payments, amount)
    SELECT organization_id, payment_date, payment_method, pg_backend_pid() % 64, count(*),
      sum(amount)
    FROM added_rows
    WHERE status = 'completed' AND reversed_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, payment_method, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
    INSERT INTO customer_month_payments AS tally (organization_id, month, customer_id, payments,
      amount, high_value_payments)
    SELECT organization_id, date_trunc('month', payment_date)::date, customer_id, count(*),
      sum(amount), count(*) FILTER (WHERE amount > high_value_payment_over())
    FROM added_rows
    WHERE status = 'completed' AND reversed_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, customer_id) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount,
      high_value_payments = tally.high_value_payments + excluded.high_value_payments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO payment_counts AS tally (organization_id, slot, status, payment_method, payments)
    SELECT organization_id, pg_backend_pid() % 64, status, payment_method, -count(*)
    FROM removed_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, slot, status, payment_method)
      DO UPDATE SET payments = tally.payments + excluded.payments;
    INSERT INTO payment_day_totals AS tally (organization_id, payment_date, payment_method, slot,
      payments, amount)
    SELECT organization_id, payment_date, payment_method, pg_backend_pid() % 64, -count(*),
      -sum(amount)
    FROM removed_rows
    WHERE status = 'completed' AND reversed_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, payment_method, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
    INSERT INTO customer_month_payments AS tally (organization_id, month, customer_id, payments,
      amount, high_value_payments)
    SELECT organization_id, date_trunc('month', payment_date)::date, customer_id, -count(*),
      -sum(amount), -count(*) FILTER (WHERE amount > high_value_payment_over())
    FROM removed_rows
    WHERE status = 'completed' AND reversed_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, customer_id) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount,
      high_value_payments = tally.high_value_payments + excluded.high_value_payments;
  ELSE
    INSERT INTO payment_counts AS tally (organization_id, slot, status, payment_method, payments)
    SELECT organization_id, pg_backend_pid() % 64, status, payment_method, sum(change)
    FROM (
      SELECT organization_id, status, payment_method, 1::bigint AS change FROM added_rows
      UNION ALL
      SELECT organization_id, status, payment_method, -1::bigint FROM removed_rows
    ) changes
    GROUP BY 1, 2, 3, 4
    HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, slot, status, payment_method)
      DO UPDATE SET payments = tally.payments + excluded.payments;
    INSERT INTO payment_day_totals AS tally (organization_id, payment_date, payment_method, slot,
      payments, amount)
    SELECT organization_id, payment_date, payment_method, pg_backend_pid() % 64, sum(sign),
      sum(sign * amount)
    FROM (
      SELECT 1::bigint AS sign, * FROM added_rows
      WHERE status = 'completed' AND reversed_at IS NULL
      UNION ALL
      SELECT -1::bigint, * FROM removed_rows
      WHERE status = 'completed' AND reversed_at IS NULL
    ) changes
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, payment_date, payment_method, slot) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount;
    INSERT INTO customer_month_payments AS tally (organization_id, month, customer_id, payments,
      amount, high_value_payments)
    SELECT organization_id, date_trunc('month', payment_date)::date, customer_id, sum(sign),
      sum(sign * amount), coalesce(sum(sign) FILTER (WHERE amount > high_value_payment_over()), 0)
    FROM (
      SELECT 1::bigint AS sign, * FROM added_rows
      WHERE status = 'completed' AND reversed_at IS NULL
      UNION ALL
      SELECT -1::bigint, * FROM removed_rows
      WHERE status = 'completed' AND reversed_at IS NULL
    ) changes
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, customer_id) DO UPDATE SET
      payments = tally.payments + excluded.payments, amount = tally.amount + excluded.amount,
      high_value_payments = tally.high_value_payments + excluded.high_value_payments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- open_loan_arrears and open_loan_ends follow the open (active and overdue) loans, as
-- open_loan_balances does (migrations 0042, 0047): an update, which every payment and reversal
-- makes, runs static statements and returns at once when it changes none of the columns they
-- follow; inserts and deletes (a new loan, the generator's batches) build theirs. Rows whose
-- loans went to 0 are removed (their sums are then 0 too: the same loans' values added and
-- taken away). Changes in key order, so two transactions cannot deadlock on them.
CREATE OR REPLACE FUNCTION tally_open_loan_schedules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    ELSE 'SELECT -1 AS sign, * FROM removed_rows'
  END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM added_rows a
        LEFT JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id
        WHERE r.id IS NULL OR (a.status, a.remaining_amount, a.next_due_date,
          a.first_instalment_seq, a.instalment_count, a.daily_repayment_amount,
          a.total_repayable, a.last_instalment_amount)
          IS DISTINCT FROM (r.status, r.remaining_amount, r.next_due_date,
          r.first_instalment_seq, r.instalment_count, r.daily_repayment_amount,
          r.total_repayable, r.last_instalment_amount)) THEN
      RETURN NULL;
    END IF;
    INSERT INTO open_loan_arrears AS tally (organization_id, next_due_date, loans, instalments,
      behind_offset)
    SELECT organization_id, coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * daily_repayment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount))
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * daily_repayment_amount) <> 0
      OR sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount)) <> 0
    ORDER BY 1, 2
    ON CONFLICT (organization_id, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      instalments = tally.instalments + excluded.instalments,
      behind_offset = tally.behind_offset + excluded.behind_offset;
    INSERT INTO open_loan_ends AS tally (organization_id, last_instalment_seq, next_due_date,
      loans, instalments, last_instalments, end_offset)
    SELECT organization_id, first_instalment_seq + instalment_count - 1,
      coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * daily_repayment_amount), sum(sign * last_instalment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount + total_repayable))
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * daily_repayment_amount) <> 0
      OR sum(sign * last_instalment_amount) <> 0
      OR sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount + total_repayable)) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, last_instalment_seq, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      instalments = tally.instalments + excluded.instalments,
      last_instalments = tally.last_instalments + excluded.last_instalments,
      end_offset = tally.end_offset + excluded.end_offset;
    DELETE FROM open_loan_arrears t USING (SELECT DISTINCT organization_id,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id AND t.next_due_date = c.next_due_date
      AND t.loans = 0;
    DELETE FROM open_loan_ends t USING (SELECT DISTINCT organization_id,
        first_instalment_seq + instalment_count - 1 AS last_instalment_seq,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id
      AND t.last_instalment_seq = c.last_instalment_seq AND t.next_due_date = c.next_due_date
      AND t.loans = 0;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO open_loan_arrears AS tally (organization_id, next_due_date, loans, instalments,
      behind_offset)
    SELECT organization_id, coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * daily_repayment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount))
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (organization_id, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      instalments = tally.instalments + excluded.instalments,
      behind_offset = tally.behind_offset + excluded.behind_offset
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO open_loan_ends AS tally (organization_id, last_instalment_seq, next_due_date,
      loans, instalments, last_instalments, end_offset)
    SELECT organization_id, first_instalment_seq + instalment_count - 1,
      coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * daily_repayment_amount), sum(sign * last_instalment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount + total_repayable))
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, last_instalment_seq, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      instalments = tally.instalments + excluded.instalments,
      last_instalments = tally.last_instalments + excluded.last_instalments,
      end_offset = tally.end_offset + excluded.end_offset
  $sql$, changes);
  IF TG_OP = 'DELETE' THEN
    DELETE FROM open_loan_arrears t USING (SELECT DISTINCT organization_id,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM removed_rows) c
    WHERE t.organization_id = c.organization_id AND t.next_due_date = c.next_due_date
      AND t.loans = 0;
    DELETE FROM open_loan_ends t USING (SELECT DISTINCT organization_id,
        first_instalment_seq + instalment_count - 1 AS last_instalment_seq,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM removed_rows) c
    WHERE t.organization_id = c.organization_id
      AND t.last_instalment_seq = c.last_instalment_seq AND t.next_due_date = c.next_due_date
      AND t.loans = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_schedules_tallied_on_insert AFTER INSERT ON loans
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loan_schedules();
--> statement-breakpoint
CREATE TRIGGER loans_schedules_tallied_on_update AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loan_schedules();
--> statement-breakpoint
CREATE TRIGGER loans_schedules_tallied_on_delete AFTER DELETE ON loans
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_open_loan_schedules();
--> statement-breakpoint
-- What is already stored: read and write every organization for these statements only, as
-- migration 0017 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO payment_day_totals (organization_id, payment_date, payment_method, slot, payments,
  amount)
SELECT organization_id, payment_date, payment_method, 0, count(*), sum(amount)
FROM loan_payments
WHERE status = 'completed' AND reversed_at IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_month_payments (organization_id, month, customer_id, payments, amount,
  high_value_payments)
SELECT organization_id, date_trunc('month', payment_date)::date, customer_id, count(*),
  sum(amount), count(*) FILTER (WHERE amount > high_value_payment_over())
FROM loan_payments
WHERE status = 'completed' AND reversed_at IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO open_loan_arrears (organization_id, next_due_date, loans, instalments, behind_offset)
SELECT organization_id, coalesce(next_due_date, 'infinity'), count(*),
  sum(daily_repayment_amount),
  sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable - remaining_amount)
FROM loans
WHERE status IN ('active', 'overdue')
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO open_loan_ends (organization_id, last_instalment_seq, next_due_date, loans,
  instalments, last_instalments, end_offset)
SELECT organization_id, first_instalment_seq + instalment_count - 1,
  coalesce(next_due_date, 'infinity'), count(*),
  sum(daily_repayment_amount), sum(last_instalment_amount),
  sum((first_instalment_seq - 1) * daily_repayment_amount + total_repayable)
FROM loans
WHERE status IN ('active', 'overdue')
GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
