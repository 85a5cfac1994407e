CREATE TABLE "payment_counts" (
	"organization_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payments" bigint NOT NULL,
	CONSTRAINT "payment_counts_pkey" PRIMARY KEY("organization_id","slot","status","payment_method")
);
--> statement-breakpoint
ALTER TABLE "payment_counts" ADD CONSTRAINT "payment_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_loan_number_trgm_idx" ON "loans" USING gin ("loan_number" gin_trgm_ops);--> statement-breakpoint
-- payment_counts follows loan_payments (as loan_counts follows loans, migration 0017): each
-- statement adds its inserted rows and takes away its deleted rows, an update doing both when
-- it changes a status or a method (recording a payment's reversal changes neither). Each
-- connection adds to its own slot (its process id modulo 64): a count row stays locked until
-- its transaction commits, and payments recorded at the same time on other connections must
-- not wait for it. Only the sum over the slots means anything (a slot may go below 0). Counts
-- change in key order, so two transactions cannot deadlock on them.
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
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO payment_counts AS tally (organization_id, slot, status, payment_method, payments)
    SELECT organization_id, pg_backend_pid() % 64, status, payment_method, -count(*)
    FROM removed_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, slot, status, payment_method)
      DO UPDATE SET payments = tally.payments + excluded.payments;
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
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_payments_counted_on_insert AFTER INSERT ON loan_payments
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_payments();
--> statement-breakpoint
CREATE TRIGGER loan_payments_counted_on_update AFTER UPDATE ON loan_payments
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_payments();
--> statement-breakpoint
CREATE TRIGGER loan_payments_counted_on_delete AFTER DELETE ON loan_payments
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_payments();
--> statement-breakpoint
-- The payments already stored: read and write every organization for this statement only, as
-- migration 0017 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO payment_counts (organization_id, slot, status, payment_method, payments)
SELECT organization_id, 0, status, payment_method, count(*)
FROM loan_payments GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
--> statement-breakpoint
-- The loans of the transaction's scope whose number contains the pattern (ILIKE), for the loan
-- screens' and the payments history's search. As its owner, like customers_matching (migration
-- 0015): under row-level security ILIKE (not leakproof) cannot use the trigram index.
CREATE OR REPLACE FUNCTION loans_matching_number(_pattern text)
RETURNS TABLE (organization_id uuid, id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT l.organization_id, l.id
  FROM loans l
  WHERE l.loan_number ILIKE _pattern
    AND ((SELECT current_setting('app.all_orgs', true)) = 'on'
      OR l.organization_id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION loans_matching_number(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION loans_matching_number(text) TO lendline_app;
--> statement-breakpoint
-- The organizations of the transaction's scope as an array (every organization for the platform
-- scope). Row-level security's policy is an OR with the platform switch, which no index can
-- serve: statements that find rows by id or read a page in order also say
-- `organization_id = any((select scope_organization_ids())::uuid[])`, so the (organization_id, …) keys
-- find them. It only narrows: the policy still applies.
CREATE OR REPLACE FUNCTION scope_organization_ids() RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_setting('app.all_orgs', true) = 'on'
    THEN ARRAY(SELECT id FROM organizations)
    ELSE coalesce(nullif(current_setting('app.org_ids', true), '')::uuid[], '{}') END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION scope_organization_ids() TO lendline_app;
