-- The open loans' tallies that every payment changes (open_loan_balances and
-- officer_open_loans, migration 0042; open_loan_arrears, migration 0056) are kept per
-- connection, as payment_counts is (migration 0019): a payment moves its loan's balance and
-- often its oldest unpaid date, and most of an organization's loans share a few such dates, so
-- every concurrent payment updated the same one or two rows, each locked until its
-- transaction committed — the payments of ten connections waited on one another. Each
-- connection now adds to its own slot (its process id modulo 64); only the sum over the slots
-- means anything (a slot's row may go below 0), and every reader already sums. A slot's row is
-- removed once all its figures are 0. open_loan_ends is left as it is: its rows are also keyed
-- by the loans' last instalment, so concurrent payments rarely meet on one.
--
-- The two trigger functions also run, for an update, only the statements of the tallies it
-- changes: tally_open_loans() ran all ten of its statements for every payment (2.0 ms of
-- PostgreSQL time a payment at 10 connections, the most of any trigger), although a payment
-- moves the open balances, often the oldest unpaid date (the vintages' key), and rarely a
-- status; and a tally's emptied rows are looked for only when a loan left its key.
ALTER TABLE "officer_open_loans" ADD COLUMN "slot" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "officer_open_loans" ALTER COLUMN "slot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "open_loan_arrears" ADD COLUMN "slot" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "open_loan_arrears" ALTER COLUMN "slot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "open_loan_balances" ADD COLUMN "slot" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "open_loan_balances" ALTER COLUMN "slot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "officer_open_loans" DROP CONSTRAINT "officer_open_loans_pkey";--> statement-breakpoint
ALTER TABLE "officer_open_loans" ADD CONSTRAINT "officer_open_loans_pkey" PRIMARY KEY("organization_id","created_by","status","next_due_date","slot");--> statement-breakpoint
ALTER TABLE "open_loan_arrears" DROP CONSTRAINT "open_loan_arrears_pkey";--> statement-breakpoint
ALTER TABLE "open_loan_arrears" ADD CONSTRAINT "open_loan_arrears_pkey" PRIMARY KEY("organization_id","next_due_date","slot");--> statement-breakpoint
ALTER TABLE "open_loan_balances" DROP CONSTRAINT "open_loan_balances_pkey";--> statement-breakpoint
ALTER TABLE "open_loan_balances" ADD CONSTRAINT "open_loan_balances_pkey" PRIMARY KEY("organization_id","status","next_due_date","slot");--> statement-breakpoint
-- tally_open_loans() as migration 0047 wrote it, open_loan_balances and officer_open_loans by slot,
-- an update running the statements of the tallies it changes.
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
  -- For an update, which of the tallies it changes (`_moved`: a row left its key, so that
  -- key's row may have emptied). A payment changes the balances and often the oldest unpaid
  -- date, rarely the status: it runs two or three of the ten statements, not all ten.
  balances boolean;
  balances_moved boolean;
  disbursements boolean;
  vintages boolean;
  officer_counts boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(bool_or(r.id IS NULL OR (a.status, a.remaining_amount, a.next_due_date,
          a.created_by) IS DISTINCT FROM (r.status, r.remaining_amount, r.next_due_date,
          r.created_by)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status, a.next_due_date, a.created_by)
          IS DISTINCT FROM (r.status, r.next_due_date, r.created_by)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status, a.disbursement_date, a.disbursed_amount)
          IS DISTINCT FROM (r.status, r.disbursement_date, r.disbursed_amount)), false),
        coalesce(bool_or(r.id IS NULL OR (a.disbursement_date,
            loan_crossed_late_30(a.first_late_30_on, a.status, a.next_due_date),
            a.first_late_30_on IS NOT NULL)
          IS DISTINCT FROM (r.disbursement_date,
            loan_crossed_late_30(r.first_late_30_on, r.status, r.next_due_date),
            r.first_late_30_on IS NOT NULL)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status, a.created_by)
          IS DISTINCT FROM (r.status, r.created_by)), false)
      INTO balances, balances_moved, disbursements, vintages, officer_counts
      FROM added_rows a
      LEFT JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id;
    IF balances THEN
      INSERT INTO open_loan_balances AS tally (organization_id, status, next_due_date, slot,
        loans, balance)
      SELECT organization_id, status, coalesce(next_due_date, 'infinity'),
        pg_backend_pid() % 64, sum(sign), sum(sign * remaining_amount)
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
      WHERE status IN ('active', 'overdue')
      GROUP BY 1, 2, 3, 4
      HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (organization_id, status, next_due_date, slot) DO UPDATE SET
        loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance;
      INSERT INTO officer_open_loans AS tally (organization_id, created_by, status,
        next_due_date, slot, loans, balance)
      SELECT organization_id, created_by, status, coalesce(next_due_date, 'infinity'),
        pg_backend_pid() % 64, sum(sign), sum(sign * remaining_amount)
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
      WHERE status IN ('active', 'overdue')
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organization_id, created_by, status, next_due_date, slot) DO UPDATE SET
        loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance;
      IF balances_moved THEN
        DELETE FROM open_loan_balances t USING (SELECT DISTINCT organization_id, status,
            coalesce(next_due_date, 'infinity') AS next_due_date FROM
              (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
        WHERE t.organization_id = c.organization_id AND t.status = c.status
          AND t.next_due_date = c.next_due_date AND t.slot = pg_backend_pid() % 64
          AND t.loans = 0 AND t.balance = 0;
        DELETE FROM officer_open_loans t USING (SELECT DISTINCT organization_id, created_by,
            status, coalesce(next_due_date, 'infinity') AS next_due_date FROM
              (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
        WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
          AND t.status = c.status AND t.next_due_date = c.next_due_date
          AND t.slot = pg_backend_pid() % 64 AND t.loans = 0 AND t.balance = 0;
      END IF;
    END IF;
    IF disbursements THEN
      INSERT INTO disbursement_day_counts AS tally (organization_id, disbursement_date, status,
        loans, disbursed_amount)
      SELECT organization_id, disbursement_date, status, sum(sign), sum(sign * disbursed_amount)
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
      WHERE disbursement_date IS NOT NULL
      GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0 OR sum(sign * disbursed_amount) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, disbursement_date, status) DO UPDATE SET
        loans = tally.loans + excluded.loans,
        disbursed_amount = tally.disbursed_amount + excluded.disbursed_amount;
      DELETE FROM disbursement_day_counts t USING (SELECT DISTINCT organization_id,
          disbursement_date, status FROM
            (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.disbursement_date = c.disbursement_date AND t.status = c.status
        AND t.loans = 0 AND t.disbursed_amount = 0;
    END IF;
    IF vintages THEN
      INSERT INTO vintage_counts AS tally (organization_id, disbursement_date, crossed_on, marked,
        loans)
      SELECT organization_id, disbursement_date,
        loan_crossed_late_30(first_late_30_on, status, next_due_date),
        first_late_30_on IS NOT NULL, sum(sign)
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
      WHERE disbursement_date IS NOT NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(sign) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (organization_id, disbursement_date, crossed_on, marked) DO UPDATE SET
        loans = tally.loans + excluded.loans;
      DELETE FROM vintage_counts t USING (SELECT DISTINCT organization_id, disbursement_date,
          loan_crossed_late_30(first_late_30_on, status, next_due_date) AS crossed_on,
          first_late_30_on IS NOT NULL AS marked FROM
            (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.disbursement_date = c.disbursement_date AND t.crossed_on = c.crossed_on
        AND t.marked = c.marked AND t.loans = 0;
    END IF;
    IF officer_counts THEN
      INSERT INTO officer_loan_counts AS tally (organization_id, created_by, status, loans)
      SELECT organization_id, created_by, status, sum(sign)
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
      GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, created_by, status) DO UPDATE SET
        loans = tally.loans + excluded.loans;
      DELETE FROM officer_loan_counts t USING (SELECT DISTINCT organization_id, created_by,
          status FROM
            (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
      WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
        AND t.status = c.status AND t.loans = 0;
    END IF;
    RETURN NULL;
  END IF;
  -- Inserts and deletes (new loans, the generator's batches): built for the operation.
  EXECUTE format($sql$
    INSERT INTO open_loan_balances AS tally (organization_id, status, next_due_date, slot,
      loans, balance)
    SELECT organization_id, status, coalesce(next_due_date, 'infinity'),
      pg_backend_pid() %% 64, sum(sign), sum(sign * remaining_amount)
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, status, next_due_date, slot) DO UPDATE SET
      loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO officer_open_loans AS tally (organization_id, created_by, status,
      next_due_date, slot, loans, balance)
    SELECT organization_id, created_by, status, coalesce(next_due_date, 'infinity'),
      pg_backend_pid() %% 64, sum(sign), sum(sign * remaining_amount)
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, created_by, status, next_due_date, slot) DO UPDATE SET
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
        AND t.next_due_date = c.next_due_date AND t.slot = pg_backend_pid() %% 64
        AND t.loans = 0 AND t.balance = 0
    $sql$, changes);
    EXECUTE format($sql$
      DELETE FROM officer_open_loans t USING (SELECT DISTINCT organization_id, created_by,
          status, coalesce(next_due_date, 'infinity') AS next_due_date FROM (%s) changes) c
      WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
        AND t.status = c.status AND t.next_due_date = c.next_due_date
        AND t.slot = pg_backend_pid() %% 64 AND t.loans = 0 AND t.balance = 0
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

--> statement-breakpoint
-- tally_open_loan_schedules() as migration 0056 wrote it, open_loan_arrears by slot, an update
-- running the statements of the tallies it changes.
CREATE OR REPLACE FUNCTION tally_open_loan_schedules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    ELSE 'SELECT -1 AS sign, * FROM removed_rows'
  END;
  arrears boolean;
  ends boolean;
  moved boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Which of the two it changes: a payment changes what has been paid, which only
    -- open_loan_arrears follows; its rows empty only when a loan leaves its key.
    SELECT coalesce(bool_or(r.id IS NULL OR (a.status, a.remaining_amount, a.next_due_date,
          a.first_instalment_seq, a.instalment_count, a.daily_repayment_amount,
          a.total_repayable, a.last_instalment_amount)
          IS DISTINCT FROM (r.status, r.remaining_amount, r.next_due_date,
          r.first_instalment_seq, r.instalment_count, r.daily_repayment_amount,
          r.total_repayable, r.last_instalment_amount)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status, a.next_due_date, a.first_instalment_seq,
          a.instalment_count, a.daily_repayment_amount, a.total_repayable,
          a.last_instalment_amount)
          IS DISTINCT FROM (r.status, r.next_due_date, r.first_instalment_seq,
          r.instalment_count, r.daily_repayment_amount, r.total_repayable,
          r.last_instalment_amount)), false),
        coalesce(bool_or(r.id IS NULL OR (a.status, a.next_due_date,
          a.first_instalment_seq + a.instalment_count)
          IS DISTINCT FROM (r.status, r.next_due_date,
          r.first_instalment_seq + r.instalment_count)), false)
      INTO arrears, ends, moved
      FROM added_rows a
      LEFT JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id;
    IF NOT arrears THEN
      RETURN NULL;
    END IF;
    INSERT INTO open_loan_arrears AS tally (organization_id, next_due_date, slot, loans,
      instalments, behind_offset)
    SELECT organization_id, coalesce(next_due_date, 'infinity'), pg_backend_pid() % 64,
      sum(sign),
      sum(sign * daily_repayment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount))
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * daily_repayment_amount) <> 0
      OR sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount)) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, next_due_date, slot) DO UPDATE SET
      loans = tally.loans + excluded.loans,
      instalments = tally.instalments + excluded.instalments,
      behind_offset = tally.behind_offset + excluded.behind_offset;
    IF ends THEN
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
    END IF;
    IF moved THEN
      DELETE FROM open_loan_arrears t USING (SELECT DISTINCT organization_id,
          coalesce(next_due_date, 'infinity') AS next_due_date FROM
            (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
      WHERE t.organization_id = c.organization_id AND t.next_due_date = c.next_due_date
        AND t.slot = pg_backend_pid() % 64 AND t.loans = 0 AND t.instalments = 0
        AND t.behind_offset = 0;
      DELETE FROM open_loan_ends t USING (SELECT DISTINCT organization_id,
          first_instalment_seq + instalment_count - 1 AS last_instalment_seq,
          coalesce(next_due_date, 'infinity') AS next_due_date FROM
            (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
      WHERE t.organization_id = c.organization_id
        AND t.last_instalment_seq = c.last_instalment_seq AND t.next_due_date = c.next_due_date
        AND t.loans = 0;
    END IF;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO open_loan_arrears AS tally (organization_id, next_due_date, slot, loans,
      instalments, behind_offset)
    SELECT organization_id, coalesce(next_due_date, 'infinity'), pg_backend_pid() %% 64,
      sum(sign),
      sum(sign * daily_repayment_amount),
      sum(sign * ((first_instalment_seq - 1) * daily_repayment_amount
        + total_repayable - remaining_amount))
    FROM (%s) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, next_due_date, slot) DO UPDATE SET
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
      AND t.slot = pg_backend_pid() % 64 AND t.loans = 0 AND t.instalments = 0
      AND t.behind_offset = 0;
    DELETE FROM open_loan_ends t USING (SELECT DISTINCT organization_id,
        first_instalment_seq + instalment_count - 1 AS last_instalment_seq,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM removed_rows) c
    WHERE t.organization_id = c.organization_id
      AND t.last_instalment_seq = c.last_instalment_seq AND t.next_due_date = c.next_due_date
      AND t.loans = 0;
  END IF;
  RETURN NULL;
END $$;

