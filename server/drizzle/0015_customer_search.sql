CREATE TABLE "customer_search" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"business_name" text,
	"business_type" text,
	"risk_level" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "customer_search_pkey" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_search" ADD CONSTRAINT "customer_search_customer_fk" FOREIGN KEY ("organization_id","id") REFERENCES "public"."customers"("organization_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "customer_search_text_trgm_idx" ON "customer_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- customer_search follows customers in the same transaction (docs/decisions/0049): a statement
-- inserting customers adds their rows, an update rewrites the rows whose copied columns changed
-- (an address or a location changes nothing here), and a delete removes them through the
-- foreign key's cascade.
CREATE OR REPLACE FUNCTION mirror_customer_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_search (organization_id, id, customer_id, first_name, last_name, phone,
      email, business_name, business_type, risk_level, status, created_at, search_text)
    SELECT organization_id, id, customer_id, first_name, last_name, phone, email, business_name,
      business_type, risk_level, status, created_at,
      customer_search_text(first_name, last_name, customer_id, phone, email)
    FROM added_rows;
  ELSE
    UPDATE customer_search s
    SET customer_id = n.customer_id, first_name = n.first_name, last_name = n.last_name,
      phone = n.phone, email = n.email, business_name = n.business_name,
      business_type = n.business_type, risk_level = n.risk_level, status = n.status,
      created_at = n.created_at,
      search_text = customer_search_text(n.first_name, n.last_name, n.customer_id, n.phone, n.email)
    FROM added_rows n
    WHERE s.organization_id = n.organization_id AND s.id = n.id
      AND (s.customer_id, s.first_name, s.last_name, s.phone, s.email, s.business_name,
        s.business_type, s.risk_level, s.status, s.created_at)
        IS DISTINCT FROM (n.customer_id, n.first_name, n.last_name, n.phone, n.email,
        n.business_name, n.business_type, n.risk_level, n.status, n.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_searchable_on_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mirror_customer_search();
--> statement-breakpoint
CREATE TRIGGER customers_searchable_on_update AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mirror_customer_search();
--> statement-breakpoint
-- The customers already stored. The migration's owner is bound by the forced policies like
-- everyone: it reads and writes every organization for this statement only.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
INSERT INTO customer_search (organization_id, id, customer_id, first_name, last_name, phone,
  email, business_name, business_type, risk_level, status, created_at, search_text)
SELECT organization_id, id, customer_id, first_name, last_name, phone, email, business_name,
  business_type, risk_level, status, created_at,
  customer_search_text(first_name, last_name, customer_id, phone, email)
FROM customers;
--> statement-breakpoint
SELECT set_config('app.all_orgs', '', true);
--> statement-breakpoint
-- The search: the customers of the transaction's scope whose search text contains the pattern or
-- the digits pattern (a phone typed with spaces; null for none), with the list's columns, so the
-- caller filters, counts, sorts and pages without reading a customer. As its owner, like
-- customer_ids_matching before it: under row-level security LIKE (not leakproof) cannot use the
-- trigram index. The stored text is lower(...), so `LIKE lower(pattern)` is the ILIKE the search
-- always was (for a multibyte database PostgreSQL's ILIKE is lower(text) LIKE lower(pattern))
-- without lowering 20,000 texts again.
CREATE OR REPLACE FUNCTION customers_matching(_pattern text, _digits text)
RETURNS TABLE (organization_id uuid, id uuid, customer_id text, first_name text, last_name text,
  phone text, email text, business_name text, business_type text, risk_level text, status text,
  created_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.organization_id, s.id, s.customer_id, s.first_name, s.last_name, s.phone, s.email,
    s.business_name, s.business_type, s.risk_level, s.status, s.created_at
  FROM customer_search s
  WHERE (s.search_text LIKE lower(_pattern) OR s.search_text LIKE lower(_digits))
    AND ((SELECT current_setting('app.all_orgs', true)) = 'on'
      OR s.organization_id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION customers_matching(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customers_matching(text, text) TO lendline_app;
--> statement-breakpoint
-- The search no longer reads customers: their trigram index and the ids function go.
DROP FUNCTION customer_ids_matching(text);
--> statement-breakpoint
DROP INDEX customers_search_trgm_idx;
