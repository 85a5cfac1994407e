CREATE TABLE "loan_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"loans" bigint NOT NULL,
	CONSTRAINT "loan_counts_pkey" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
ALTER TABLE "loan_counts" ADD CONSTRAINT "loan_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- loan_counts follows loans (as customer_counts follows customers, migration 0012): each
-- statement adds its inserted rows' statuses and takes away its deleted rows'; an update that
-- changes no status (a payment lowering remaining_amount) changes no count. Counts change in
-- key order, so two transactions cannot deadlock on them.
CREATE OR REPLACE FUNCTION count_loans() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO loan_counts AS tally (organization_id, status, loans)
    SELECT organization_id, status, count(*) FROM added_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET loans = tally.loans + excluded.loans;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO loan_counts AS tally (organization_id, status, loans)
    SELECT organization_id, status, -count(*) FROM removed_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET loans = tally.loans + excluded.loans;
  ELSE
    INSERT INTO loan_counts AS tally (organization_id, status, loans)
    SELECT organization_id, status, sum(change)
    FROM (
      SELECT organization_id, status, 1::bigint AS change FROM added_rows
      UNION ALL
      SELECT organization_id, status, -1::bigint FROM removed_rows
    ) changes
    GROUP BY 1, 2
    HAVING sum(change) <> 0
    ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET loans = tally.loans + excluded.loans;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_counted_on_insert AFTER INSERT ON loans
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_loans();
--> statement-breakpoint
CREATE TRIGGER loans_counted_on_update AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_loans();
--> statement-breakpoint
CREATE TRIGGER loans_counted_on_delete AFTER DELETE ON loans
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_loans();
--> statement-breakpoint
-- The loans already stored (none outside tests): read and write every organization for this
-- statement only, as migration 0012 does.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO loan_counts (organization_id, status, loans)
SELECT organization_id, status, count(*) FROM loans GROUP BY 1, 2;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
