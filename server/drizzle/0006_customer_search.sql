-- Customer search (issue 4): name, customer id, phone or e-mail, case-insensitive, fast at
-- 200,000 customers. A trigram index serves `customer_search_text(...) ILIKE '%term%'`; queries
-- must use exactly this expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_search_text(
  first_name text, last_name text, customer_id text, phone text, email text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(first_name || ' ' || last_name || ' ' || customer_id || ' ' || phone || ' ' || coalesce(email, ''))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_search_trgm_idx ON customers
  USING gin (customer_search_text(first_name, last_name, customer_id, phone, email) gin_trgm_ops);
--> statement-breakpoint
-- Display ids: CUST followed by a number from one sequence, so two requests can never draw the
-- same number (unique per organization, and across organizations too).
CREATE SEQUENCE IF NOT EXISTS customer_number_seq START 100001;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE customer_number_seq TO lendline_app;
