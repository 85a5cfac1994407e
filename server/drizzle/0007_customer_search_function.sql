-- Row-level security keeps the trigram index out of reach: ILIKE is not leakproof, so the
-- planner may not evaluate it before the tenant policy and falls back to a sequential scan
-- (250 ms at 200,000 customers, against 1 ms with the index). This function runs the indexed
-- search as its owner, limited to the same scope the policy reads (the transaction's
-- app.org_ids / app.all_orgs), and returns ids only; callers still read the rows under the
-- policy.
CREATE OR REPLACE FUNCTION customer_ids_matching(_pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM customers
  WHERE customer_search_text(first_name, last_name, customer_id, phone, email) ILIKE _pattern
    AND (current_setting('app.all_orgs', true) = 'on'
      OR organization_id = ANY (nullif(current_setting('app.org_ids', true), '')::uuid[]))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION customer_ids_matching(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customer_ids_matching(text) TO lendline_app;
