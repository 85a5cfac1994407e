CREATE TABLE "collection_day_counts" (
	"organization_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"slot" smallint NOT NULL,
	"payment_status" text NOT NULL,
	"entries" bigint NOT NULL,
	"to_collect" numeric(14, 2) NOT NULL,
	"collected_entries" bigint NOT NULL,
	"collected_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "collection_day_counts_pkey" PRIMARY KEY("organization_id","collection_date","slot","payment_status")
);
--> statement-breakpoint
CREATE TABLE "collection_day_customers" (
	"organization_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "collection_day_customers_pkey" PRIMARY KEY("organization_id","collection_date")
);
--> statement-breakpoint
ALTER TABLE "daily_collection_entries" DROP CONSTRAINT "daily_collection_entries_loan_fk";
--> statement-breakpoint
ALTER TABLE "daily_collection_entries" DROP CONSTRAINT "daily_collection_entries_collector_fk";
--> statement-breakpoint
DROP INDEX "daily_collection_entries_org_collection_date_idx";--> statement-breakpoint
DROP INDEX "daily_collection_entries_org_collector_id_idx";--> statement-breakpoint
ALTER TABLE "collection_day_counts" ADD CONSTRAINT "collection_day_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_day_customers" ADD CONSTRAINT "collection_day_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_day_status_order_idx" ON "daily_collection_entries" USING btree ("organization_id","collection_date","payment_status",(case risk_priority when 'high' then 0 when 'medium' then 1 else 2 end),"days_overdue" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_collector_day_order_idx" ON "daily_collection_entries" USING btree ("organization_id","collector_id","collection_date","payment_status",(case risk_priority when 'high' then 0 when 'medium' then 1 else 2 end),"days_overdue" DESC NULLS FIRST,"id");
--> statement-breakpoint
-- collection_day_counts follows daily_collection_entries (as payment_counts follows
-- loan_payments, migration 0019): each statement adds its inserted rows and takes away its
-- deleted rows, by organization, day and stored status, into its connection's slot; an update
-- does both (a payment moves an entry's collected amount and maybe its status). A statement that
-- adds or removes entries (the generation) counts its days' customers again; an update that
-- moves no entry to another customer or day leaves them be. Counts change in key order, so two
-- transactions cannot deadlock on them.
CREATE OR REPLACE FUNCTION count_collection_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- A statement's transition tables: an insert has only its added rows, a delete only its
  -- removed ones (hence the statements below are built for the operation, then run).
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed_rows'
    ELSE 'SELECT 1 AS sign, * FROM added_rows UNION ALL SELECT -1, * FROM removed_rows'
  END;
  moved boolean := TG_OP <> 'UPDATE';
BEGIN
  EXECUTE format($sql$
    INSERT INTO collection_day_counts AS tally (organization_id, collection_date, slot,
      payment_status, entries, to_collect, collected_entries, collected_amount)
    SELECT organization_id, collection_date, pg_backend_pid() %% 64, payment_status,
      sum(sign), sum(sign * greatest(0, due_amount - collected_amount)),
      coalesce(sum(sign) FILTER (WHERE collected_amount > 0), 0), sum(sign * collected_amount)
    FROM (%s) changes
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, collection_date, slot, payment_status) DO UPDATE SET
      entries = tally.entries + excluded.entries,
      to_collect = tally.to_collect + excluded.to_collect,
      collected_entries = tally.collected_entries + excluded.collected_entries,
      collected_amount = tally.collected_amount + excluded.collected_amount
  $sql$, changes);
  IF NOT moved THEN
    SELECT EXISTS (
      SELECT 1 FROM added_rows a JOIN removed_rows r ON r.id = a.id
      WHERE (r.organization_id, r.customer_id, r.collection_date)
        IS DISTINCT FROM (a.organization_id, a.customer_id, a.collection_date)
    ) INTO moved;
  END IF;
  IF moved THEN
    EXECUTE format($sql$
      INSERT INTO collection_day_customers AS tally (organization_id, collection_date, customers)
      SELECT d.organization_id, d.collection_date,
        (SELECT count(DISTINCT e.customer_id) FROM daily_collection_entries e
          WHERE e.organization_id = d.organization_id AND e.collection_date = d.collection_date)
      FROM (SELECT DISTINCT organization_id, collection_date FROM (%s) changes) d
      ORDER BY 1, 2
      ON CONFLICT (organization_id, collection_date) DO UPDATE SET customers = excluded.customers
    $sql$, changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_counted_on_insert AFTER INSERT ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_collection_entries();
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_counted_on_update AFTER UPDATE ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_collection_entries();
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_counted_on_delete AFTER DELETE ON daily_collection_entries
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_collection_entries();
--> statement-breakpoint
-- The entries already stored: read and write every organization for this statement only, as
-- migration 0017 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO collection_day_counts (organization_id, collection_date, slot, payment_status,
  entries, to_collect, collected_entries, collected_amount)
SELECT organization_id, collection_date, 0, payment_status, count(*),
  sum(greatest(0, due_amount - collected_amount)), count(*) FILTER (WHERE collected_amount > 0),
  sum(collected_amount)
FROM daily_collection_entries GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO collection_day_customers (organization_id, collection_date, customers)
SELECT organization_id, collection_date, count(DISTINCT customer_id)
FROM daily_collection_entries GROUP BY 1, 2;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
--> statement-breakpoint
-- An entry's loan, with its customer (the entry's customer is the loan's), and its collector
-- exist in its organization: checked for a whole statement's rows in one join, where foreign
-- keys looked up and locked the row each entry names (half of a million-entry day's generation,
-- bench/RESULTS.md). Nothing may remove a loan or a collector, or change its key, while an entry
-- names it (the triggers on loans and debt_collectors below). The two sides meet on an advisory
-- lock of the organization: writing entries takes it shared, removing a loan or a collector
-- exclusively, each before it looks, so whichever commits second sees the other's rows. The
-- errors are the foreign keys' own (23503, the constraint names they had).
CREATE OR REPLACE FUNCTION check_collection_entry_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('collection entry keys ' || o, 0))
  FROM (SELECT DISTINCT organization_id::text AS o FROM added_rows ORDER BY 1) orgs;
  IF EXISTS (
    SELECT 1 FROM added_rows a
    WHERE NOT EXISTS (SELECT 1 FROM loans l WHERE l.organization_id = a.organization_id
      AND l.id = a.loan_id AND l.customer_id = a.customer_id)
  ) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "daily_collection_entries" violates foreign key constraint "daily_collection_entries_loan_fk"',
      CONSTRAINT = 'daily_collection_entries_loan_fk', TABLE = 'daily_collection_entries';
  END IF;
  IF EXISTS (
    SELECT 1 FROM added_rows a
    WHERE a.collector_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM debt_collectors dc
        WHERE dc.organization_id = a.organization_id AND dc.id = a.collector_id)
  ) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "daily_collection_entries" violates foreign key constraint "daily_collection_entries_collector_fk"',
      CONSTRAINT = 'daily_collection_entries_collector_fk', TABLE = 'daily_collection_entries';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_keys_on_insert AFTER INSERT ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_collection_entry_keys();
--> statement-breakpoint
CREATE TRIGGER daily_collection_entries_keys_on_update AFTER UPDATE ON daily_collection_entries
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_collection_entry_keys();
--> statement-breakpoint
-- The other side: a loan or a collector an entry names stays, under the same key.
CREATE OR REPLACE FUNCTION keep_collection_entry_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('collection entry keys ' || OLD.organization_id::text, 0));
  -- One IF inside another: OLD has the columns of its own table only.
  IF TG_TABLE_NAME = 'loans' THEN
    IF EXISTS (
      SELECT 1 FROM daily_collection_entries e
      WHERE e.organization_id = OLD.organization_id AND e.loan_id = OLD.id
        AND e.customer_id = OLD.customer_id
        AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.organization_id = e.organization_id
          AND l.id = e.loan_id AND l.customer_id = e.customer_id)
    ) THEN
      RAISE foreign_key_violation USING
        MESSAGE = 'update or delete on table "loans" violates foreign key constraint "daily_collection_entries_loan_fk" on table "daily_collection_entries"',
        CONSTRAINT = 'daily_collection_entries_loan_fk', TABLE = 'loans';
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM daily_collection_entries e
    WHERE e.organization_id = OLD.organization_id AND e.collector_id = OLD.id
      AND NOT EXISTS (SELECT 1 FROM debt_collectors dc
        WHERE dc.organization_id = e.organization_id AND dc.id = e.collector_id)
  ) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "debt_collectors" violates foreign key constraint "daily_collection_entries_collector_fk" on table "daily_collection_entries"',
      CONSTRAINT = 'daily_collection_entries_collector_fk', TABLE = 'debt_collectors';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_keep_collection_entries_on_delete AFTER DELETE ON loans
  FOR EACH ROW EXECUTE FUNCTION keep_collection_entry_keys();
--> statement-breakpoint
CREATE TRIGGER loans_keep_collection_entries_on_update AFTER UPDATE OF organization_id, id, customer_id ON loans
  FOR EACH ROW WHEN ((OLD.organization_id, OLD.id, OLD.customer_id)
    IS DISTINCT FROM (NEW.organization_id, NEW.id, NEW.customer_id))
  EXECUTE FUNCTION keep_collection_entry_keys();
--> statement-breakpoint
CREATE TRIGGER debt_collectors_keep_collection_entries_on_delete AFTER DELETE ON debt_collectors
  FOR EACH ROW EXECUTE FUNCTION keep_collection_entry_keys();
--> statement-breakpoint
CREATE TRIGGER debt_collectors_keep_collection_entries_on_update AFTER UPDATE OF organization_id, id ON debt_collectors
  FOR EACH ROW WHEN ((OLD.organization_id, OLD.id) IS DISTINCT FROM (NEW.organization_id, NEW.id))
  EXECUTE FUNCTION keep_collection_entry_keys();
