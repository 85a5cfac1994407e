-- The loans' and the entries' tally triggers (migrations 0042 and 0046) built their statements
-- and ran them with EXECUTE, parsed and planned again at every call: twelve statements planned
-- for every payment (its loan's update and its entry's). Migration 0028 measured the same for the
-- entries' counts (0.44 -> 0.20 ms a payment) and wrote them out. Here the update, which every
-- payment makes, runs static statements (planned once per connection); inserts and deletes
-- (a new loan, the generator's batches) keep the built ones. An update of a loan that changes
-- none of the tallied columns returns at once.
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
  IF TG_OP = 'UPDATE' THEN
    -- An update that changes none of the tallied columns (nor a row's key) changes no tally.
    IF NOT EXISTS (SELECT 1 FROM added_rows a
        LEFT JOIN removed_rows r ON r.organization_id = a.organization_id AND r.id = a.id
        WHERE r.id IS NULL OR (a.status, a.remaining_amount, a.next_due_date,
          a.first_late_30_on, a.disbursement_date, a.disbursed_amount, a.created_by)
          IS DISTINCT FROM (r.status, r.remaining_amount, r.next_due_date,
          r.first_late_30_on, r.disbursement_date, r.disbursed_amount, r.created_by)) THEN
      RETURN NULL;
    END IF;
    INSERT INTO open_loan_balances AS tally (organization_id, status, next_due_date, loans,
      balance)
    SELECT organization_id, status, coalesce(next_due_date, 'infinity'), sum(sign),
      sum(sign * remaining_amount)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance;
    INSERT INTO officer_open_loans AS tally (organization_id, created_by, status,
      next_due_date, loans, balance)
    SELECT organization_id, created_by, status, coalesce(next_due_date, 'infinity'),
      sum(sign), sum(sign * remaining_amount)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    WHERE status IN ('active', 'overdue')
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * remaining_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, created_by, status, next_due_date) DO UPDATE SET
      loans = tally.loans + excluded.loans, balance = tally.balance + excluded.balance;
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
    INSERT INTO officer_loan_counts AS tally (organization_id, created_by, status, loans)
    SELECT organization_id, created_by, status, sum(sign)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, created_by, status) DO UPDATE SET
      loans = tally.loans + excluded.loans;
    DELETE FROM open_loan_balances t USING (SELECT DISTINCT organization_id, status,
        coalesce(next_due_date, 'infinity') AS next_due_date FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id AND t.status = c.status
      AND t.next_due_date = c.next_due_date AND t.loans = 0 AND t.balance = 0;
    DELETE FROM officer_open_loans t USING (SELECT DISTINCT organization_id, created_by,
        status, coalesce(next_due_date, 'infinity') AS next_due_date FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
      AND t.status = c.status AND t.next_due_date = c.next_due_date
      AND t.loans = 0 AND t.balance = 0;
    DELETE FROM disbursement_day_counts t USING (SELECT DISTINCT organization_id,
        disbursement_date, status FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id
      AND t.disbursement_date = c.disbursement_date AND t.status = c.status
      AND t.loans = 0 AND t.disbursed_amount = 0;
    DELETE FROM vintage_counts t USING (SELECT DISTINCT organization_id, disbursement_date,
        loan_crossed_late_30(first_late_30_on, status, next_due_date) AS crossed_on,
        first_late_30_on IS NOT NULL AS marked FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id
      AND t.disbursement_date = c.disbursement_date AND t.crossed_on = c.crossed_on
      AND t.marked = c.marked AND t.loans = 0;
    DELETE FROM officer_loan_counts t USING (SELECT DISTINCT organization_id, created_by,
        status FROM
          (SELECT * FROM added_rows UNION ALL SELECT * FROM removed_rows) changes) c
    WHERE t.organization_id = c.organization_id AND t.created_by = c.created_by
      AND t.status = c.status AND t.loans = 0;
    RETURN NULL;
  END IF;
  -- Inserts and deletes (new loans, the generator's batches): built for the operation.
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tally_collector_entries_and_alerts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed_rows'
    ELSE 'SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows'
  END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO collector_day_counts AS tally (organization_id, collection_date, collector_id,
      slot, payment_status, entries, to_collect, collected_entries, collected_amount,
      due_amount)
    SELECT organization_id, collection_date, collector_id, pg_backend_pid() % 64,
      payment_status, sum(sign),
      sum(sign * greatest(0, due_amount - collected_amount)),
      coalesce(sum(sign) FILTER (WHERE collected_amount > 0), 0), sum(sign * collected_amount),
      sum(sign * due_amount)
    FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) changes
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
      due_amount = tally.due_amount + excluded.due_amount;
    INSERT INTO collection_alert_counts AS tally (organization_id, collection_date, alert_type,
      slot, entries)
    SELECT organization_id, collection_date, alert_type, pg_backend_pid() % 64, sum(sign)
    FROM (SELECT c.sign, c.organization_id, c.collection_date,
        collection_alert_type(c.collected_amount, c.due_amount, c.risk_priority, l.status)
          AS alert_type
      FROM (SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows) c
      JOIN loans l ON l.organization_id = c.organization_id AND l.id = c.loan_id
      WHERE c.collected_amount < c.due_amount) changes
    WHERE alert_type IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, collection_date, alert_type, slot) DO UPDATE SET
      entries = tally.entries + excluded.entries;
    RETURN NULL;
  END IF;
  -- Inserts and deletes (new loans, the generator's batches): built for the operation.
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
