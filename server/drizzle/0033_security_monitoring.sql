-- Monitoring and rate limits (issue 13, docs/decisions/0068). rate_limit_counters is UNLOGGED:
-- each instance upserts its per-user counts of the current minute there every second, and a
-- count a minute old is worthless, so a crash may lose the table's rows and no write pays for
-- the WAL. security_events is a tenant table (row-level security from apply_tenant_security);
-- rate_limit_counters and sensitive_operation_uses are the system's: no organization_id, no
-- grant to lendline_app, local tables on Citus.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"instance_id" uuid NOT NULL,
	"counter_key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("window_start","counter_key","instance_id")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_events_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "security_events_type_check" CHECK ("security_events"."type" in ('failed_logins', 'rate_limit_exceeded', 'policy_violation', 'suspicious_activity', 'emergency_access_granted', 'emergency_access_used', 'mfa_disabled')),
	CONSTRAINT "security_events_severity_check" CHECK ("security_events"."severity" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "sensitive_operation_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_operation_uses_operation_check" CHECK ("sensitive_operation_uses"."operation" in ('export', 'bulk_payment', 'user_invitation', 'role_change'))
);
--> statement-breakpoint
CREATE INDEX "security_events_org_created_idx" ON "security_events" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sensitive_operation_uses_user_idx" ON "sensitive_operation_uses" USING btree ("user_id","operation","used_at");
--> statement-breakpoint
-- The Security tab reads failed sign-ins and active sessions, which are the system's tables (no
-- grant to lendline_app): these functions hand the request role only the rows of accounts whose
-- organization is in its scope, and never a session's token hash.
CREATE OR REPLACE FUNCTION scoped_login_attempts()
RETURNS TABLE (id uuid, email text, ip_address text, attempted_at timestamptz, user_id uuid,
  organization_id uuid, user_name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT la.id, la.email, la.ip_address, la.attempted_at, u.id, p.organization_id,
    nullif(trim(p.first_name || ' ' || p.last_name), '')
  FROM login_attempts la
  JOIN users u ON u.email = la.email
  JOIN user_profiles p ON p.user_id = u.id
  WHERE (SELECT current_setting('app.all_orgs', true)) = 'on'
    OR p.organization_id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[])
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scoped_active_sessions(_now timestamptz)
RETURNS TABLE (id uuid, user_id uuid, organization_id uuid, user_name text, user_email text,
  ip_address text, user_agent text, created_at timestamptz, last_seen_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.id, s.user_id, p.organization_id, nullif(trim(p.first_name || ' ' || p.last_name), ''),
    u.email, s.ip_address, s.user_agent, s.created_at, s.last_seen_at
  FROM user_sessions s
  JOIN users u ON u.id = s.user_id
  JOIN user_profiles p ON p.user_id = s.user_id
  WHERE s.is_active AND s.expires_at > _now
    AND ((SELECT current_setting('app.all_orgs', true)) = 'on'
      OR p.organization_id = ANY ((SELECT nullif(current_setting('app.org_ids', true), '')::uuid[])::uuid[]))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION scoped_login_attempts(), scoped_active_sessions(timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION scoped_login_attempts(), scoped_active_sessions(timestamptz) TO lendline_app;
