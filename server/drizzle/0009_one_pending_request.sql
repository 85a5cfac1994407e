-- A second pending request for the same action on the same entity is refused. Requests that
-- already duplicate one (made before this rule) are rejected, keeping the oldest pending.
UPDATE approval_requests SET status = 'rejected', rejected_at = now(), updated_at = now()
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (
      PARTITION BY organization_id, request_type, entity_id ORDER BY created_at, id) AS position
    FROM approval_requests WHERE status = 'pending'
  ) ranked WHERE position > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending_idx" ON "approval_requests" USING btree ("organization_id","request_type","entity_id") WHERE "approval_requests"."status" = 'pending';
--> statement-breakpoint
-- Organization lists (DESIGN.md "Organization scope"): the platform owner sees every
-- organization; everyone else the organizations of their data scope and the direct children of
-- those. For a tree scope that is the scope itself; for an 'own' scope it adds the own
-- organization's children, which row-level security keeps out of reach. This function reads
-- them as its owner, bounded by the transaction's own scope settings (app.org_ids /
-- app.all_orgs), and is only for reading: every change still goes through the table and its
-- policy.
CREATE OR REPLACE FUNCTION listable_organizations() RETURNS SETOF organizations
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT * FROM organizations
  WHERE current_setting('app.all_orgs', true) = 'on'
    OR id = ANY (nullif(current_setting('app.org_ids', true), '')::uuid[])
    OR parent_organization_id = ANY (nullif(current_setting('app.org_ids', true), '')::uuid[])
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION listable_organizations() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION listable_organizations() TO lendline_app;
