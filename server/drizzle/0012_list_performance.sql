CREATE TABLE "customer_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"risk_level" text NOT NULL,
	"business_type" text NOT NULL,
	"has_business" boolean NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "customer_counts_pkey" PRIMARY KEY("organization_id","status","risk_level","business_type","has_business")
);
--> statement-breakpoint
DROP INDEX "customers_org_created_at_idx";--> statement-breakpoint
DROP INDEX "customers_org_status_idx";--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_org_risk_rank_idx" ON "customers" USING btree ("organization_id",(case "risk_level" when 'low' then 1 when 'medium' then 2 else 3 end),"id");--> statement-breakpoint
CREATE INDEX "customers_org_full_name_idx" ON "customers" USING btree ("organization_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_org_last_name_idx" ON "customers" USING btree ("organization_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_org_phone_idx" ON "customers" USING btree ("organization_id","phone","id");--> statement-breakpoint
CREATE INDEX "customers_org_email_asc_idx" ON "customers" USING btree ("organization_id",lower("email") asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "customers_org_email_desc_idx" ON "customers" USING btree ("organization_id",lower("email") desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "customers_org_business_name_asc_idx" ON "customers" USING btree ("organization_id",lower("business_name") asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "customers_org_business_name_desc_idx" ON "customers" USING btree ("organization_id",lower("business_name") desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "customers_org_business_type_asc_idx" ON "customers" USING btree ("organization_id","business_type" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "customers_org_business_type_desc_idx" ON "customers" USING btree ("organization_id","business_type" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "customers_org_created_at_idx" ON "customers" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_org_status_idx" ON "customers" USING btree ("organization_id","status","id");--> statement-breakpoint
-- Lists at scale (issue 8). The tenant policy cast app.org_ids to uuid[] outside its sub-select,
-- so the text was parsed into an array once per row: 80 % of a count over 200,000 customers
-- (about 250 ms of 290). The cast moves inside the sub-select, evaluated once per query; what
-- the policy lets through is unchanged. The outer cast keeps ANY reading an array, not a
-- sub-query's rows.
CREATE OR REPLACE FUNCTION apply_tenant_security() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tenant_table text;
  in_scope constant text :=
    '(SELECT current_setting(''app.all_orgs'', true)) = ''on'' OR organization_id = ANY ((SELECT nullif(current_setting(''app.org_ids'', true), '''')::uuid[])::uuid[])';
BEGIN
  FOR tenant_table IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND a.attname = 'organization_id' AND NOT a.attisdropped
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', tenant_table);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)',
      tenant_table, in_scope, in_scope);
    IF tenant_table = 'audit_logs' THEN
      EXECUTE format('GRANT SELECT, INSERT ON %I TO lendline_app', tenant_table);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO lendline_app', tenant_table);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT apply_tenant_security();
--> statement-breakpoint
DROP POLICY tenant_isolation ON organizations;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organizations
  USING ((SELECT current_setting('app.all_orgs', true)) = 'on'
    OR id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]))
  WITH CHECK ((SELECT current_setting('app.all_orgs', true)) = 'on'
    OR id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]));
--> statement-breakpoint
-- The search's scope, read once per call instead of once per matching row.
CREATE OR REPLACE FUNCTION customer_ids_matching(_pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM customers
  WHERE customer_search_text(first_name, last_name, customer_id, phone, email) ILIKE _pattern
    AND ((SELECT current_setting('app.all_orgs', true)) = 'on'
      OR organization_id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]))
$$;
--> statement-breakpoint
-- customer_counts follows customers: each statement adds its inserted rows' combinations and
-- takes away its deleted rows', an update doing both. Counts change in key order, so two
-- transactions moving customers in opposite directions cannot deadlock; an update that changes
-- nothing counted (a name, an address) touches no count.
CREATE OR REPLACE FUNCTION count_customers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_counts AS tally
      (organization_id, status, risk_level, business_type, has_business, customers)
    SELECT organization_id, status, risk_level, business_type, has_business, sum(change)
    FROM (
      SELECT organization_id, status, risk_level, coalesce(business_type, '') AS business_type,
        nullif(trim(business_name), '') IS NOT NULL AS has_business, 1::bigint AS change
      FROM added_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, status, risk_level, business_type, has_business)
    DO UPDATE SET customers = tally.customers + excluded.customers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO customer_counts AS tally
      (organization_id, status, risk_level, business_type, has_business, customers)
    SELECT organization_id, status, risk_level, business_type, has_business, sum(change)
    FROM (
      SELECT organization_id, status, risk_level, coalesce(business_type, '') AS business_type,
        nullif(trim(business_name), '') IS NOT NULL AS has_business, -1::bigint AS change
      FROM removed_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, status, risk_level, business_type, has_business)
    DO UPDATE SET customers = tally.customers + excluded.customers;
  ELSE
    INSERT INTO customer_counts AS tally
      (organization_id, status, risk_level, business_type, has_business, customers)
    SELECT organization_id, status, risk_level, business_type, has_business, sum(change)
    FROM (
      SELECT organization_id, status, risk_level, coalesce(business_type, '') AS business_type,
        nullif(trim(business_name), '') IS NOT NULL AS has_business, 1::bigint AS change
      FROM added_rows
      UNION ALL
      SELECT organization_id, status, risk_level, coalesce(business_type, ''),
        nullif(trim(business_name), '') IS NOT NULL, -1::bigint
      FROM removed_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, status, risk_level, business_type, has_business)
    DO UPDATE SET customers = tally.customers + excluded.customers;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_counted_on_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customers();
--> statement-breakpoint
CREATE TRIGGER customers_counted_on_update AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS added_rows OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customers();
--> statement-breakpoint
CREATE TRIGGER customers_counted_on_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customers();
--> statement-breakpoint
-- The counts of the customers already stored. The migration's owner is bound by the forced
-- policies like everyone: it reads and writes every organization for this statement only.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO customer_counts
  (organization_id, status, risk_level, business_type, has_business, customers)
SELECT organization_id, status, risk_level, coalesce(business_type, ''),
  nullif(trim(business_name), '') IS NOT NULL, count(*)
FROM customers
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
