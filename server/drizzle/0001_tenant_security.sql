-- Tenant security: the request role, row-level security on every tenant table, the append-only
-- audit log, and the SQL side of the permission engine. Written by hand (drizzle-kit --custom).

-- The role each request transaction switches to. It owns nothing, so row-level security always
-- applies to it (owners and superusers bypass policies). A non-superuser login role must be a
-- member of it to switch.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lendline_app') THEN
    CREATE ROLE lendline_app NOLOGIN;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT lendline_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lendline_app;
--> statement-breakpoint

-- Enables and FORCEs row-level security on every table that has an organization_id column and
-- gives it the tenant policy. Run after every migration at start, so a table added later cannot
-- be forgotten. The settings are read inside sub-selects so they are evaluated once per query,
-- not once per row, and organization_id is indexed on every such table.
CREATE OR REPLACE FUNCTION apply_tenant_security() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tenant_table text;
  in_scope constant text :=
    '(SELECT current_setting(''app.all_orgs'', true)) = ''on'' OR organization_id = ANY ((SELECT nullif(current_setting(''app.org_ids'', true), ''''))::uuid[])';
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

-- organizations is the tenant itself: a request sees the organizations in its scope.
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE organizations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organizations
  USING ((SELECT current_setting('app.all_orgs', true)) = 'on'
    OR id = ANY ((SELECT nullif(current_setting('app.org_ids', true), ''))::uuid[]))
  WITH CHECK ((SELECT current_setting('app.all_orgs', true)) = 'on'
    OR id = ANY ((SELECT nullif(current_setting('app.org_ids', true), ''))::uuid[]));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON organizations TO lendline_app;
--> statement-breakpoint

-- users holds credentials: the request role never sees password_hash, and sees only the user
-- itself and users whose profile is in its scope (the sub-select is itself policy-filtered).
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users
  USING (id = (SELECT nullif(current_setting('app.user_id', true), '')::uuid)
    OR EXISTS (SELECT 1 FROM user_profiles p WHERE p.user_id = users.id));
--> statement-breakpoint
GRANT SELECT (id, email, created_at, updated_at) ON users TO lendline_app;
--> statement-breakpoint
GRANT SELECT ON role_permissions, role_scopes TO lendline_app;
--> statement-breakpoint

-- The audit trail is append-only for everyone, owners and superusers included.
CREATE OR REPLACE FUNCTION refuse_audit_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_append_only BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint

-- The organizations a user's data scope reaches, from role_scopes (written from core at start):
-- 'all' for the platform owner, own organization and descendants for 'tree', else own only.
-- SECURITY DEFINER so it answers the same whichever scope the caller runs in.
CREATE OR REPLACE FUNCTION user_organization_scope(_user_id uuid) RETURNS uuid[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  WITH RECURSIVE reach AS (
    SELECT coalesce(max(CASE rs.scope WHEN 'all' THEN 2 WHEN 'tree' THEN 1 ELSE 0 END), 0) AS level
    FROM user_roles ur JOIN role_scopes rs ON rs.role = ur.role
    WHERE ur.user_id = _user_id
  ),
  tree(id) AS (
    SELECT organization_id FROM user_profiles WHERE user_id = _user_id AND organization_id IS NOT NULL
    UNION
    SELECT o.id FROM organizations o JOIN tree t ON o.parent_organization_id = t.id
    WHERE (SELECT level FROM reach) >= 1
  )
  SELECT CASE WHEN (SELECT level FROM reach) = 2
    THEN (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM organizations)
    ELSE (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM tree)
  END
$$;
--> statement-breakpoint

-- The matrix and organization-scope part of the permission engine, for policies and reports.
-- The context rules (time window, risk, amount thresholds) live once, in core.
CREATE OR REPLACE FUNCTION has_permission(_user_id uuid, _resource text, _action text, _context jsonb)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (SELECT 1 FROM user_profiles WHERE user_id = _user_id AND status = 'active')
    AND EXISTS (
      SELECT 1 FROM user_roles ur JOIN role_permissions rp ON rp.role = ur.role
      WHERE ur.user_id = _user_id AND rp.resource = _resource AND rp.action = _action
    )
    AND (
      nullif(_context ->> 'organizationId', '') IS NULL
      -- CASE fixes the order: a malformed id answers false instead of failing the cast.
      OR CASE WHEN (_context ->> 'organizationId')
          ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        THEN (_context ->> 'organizationId')::uuid = ANY (user_organization_scope(_user_id))
          OR EXISTS (
            SELECT 1 FROM user_roles ur JOIN role_permissions rp ON rp.role = ur.role
            WHERE ur.user_id = _user_id AND rp.resource = _resource AND rp.action = 'cross_org_access'
          )
        ELSE false
      END
    )
$$;
