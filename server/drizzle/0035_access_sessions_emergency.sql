ALTER TABLE "audit_logs" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
-- A grant given, revoked or removed changes its target's effective permissions: the sessions
-- the instances keep in memory forget that user at once (0013). Counting a grant's use
-- (use_count, last_used_at) announces nothing.
CREATE TRIGGER emergency_access_grants_auth_change
AFTER INSERT OR DELETE ON emergency_access_grants
FOR EACH ROW EXECUTE FUNCTION note_auth_change('target_user_id');
--> statement-breakpoint
CREATE TRIGGER emergency_access_grants_auth_update
AFTER UPDATE OF is_active, permissions, expires_at ON emergency_access_grants
FOR EACH ROW EXECUTE FUNCTION note_auth_change('target_user_id');
--> statement-breakpoint
-- Whether the request's transaction may see a user's sessions: their own, or a user whose
-- profile is in the transaction's scope (app.user_id, app.org_ids / app.all_orgs, the settings
-- the tenant policies read). Whether the caller's role may act on them is the service's rule.
CREATE OR REPLACE FUNCTION user_sessions_visible(_user_id uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT _user_id = nullif(current_setting('app.user_id', true), '')::uuid
    OR EXISTS (
      SELECT 1 FROM user_profiles p
      WHERE p.user_id = _user_id
        AND (current_setting('app.all_orgs', true) = 'on'
          OR p.organization_id = ANY (nullif(current_setting('app.org_ids', true), '')::uuid[])))
$$;
--> statement-breakpoint
-- user_sessions is the system's table (the request role has no grant on it, and never sees a
-- token hash): these read and end sessions as its owner, only where user_sessions_visible says.
-- Live sessions of a user, newest first: active, not past their expiry nor idle since _idle_since.
CREATE OR REPLACE FUNCTION live_user_sessions(_user_id uuid, _now timestamptz, _idle_since timestamptz)
RETURNS TABLE (
  id uuid, user_id uuid, is_active boolean, created_at timestamptz, last_seen_at timestamptz,
  expires_at timestamptz, terminated_at timestamptz, termination_reason text, ip_address text,
  user_agent text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.id, s.user_id, s.is_active, s.created_at, s.last_seen_at, s.expires_at,
    s.terminated_at, s.termination_reason, s.ip_address, s.user_agent
  FROM user_sessions s
  WHERE s.user_id = _user_id AND s.is_active AND s.expires_at > _now
    AND s.last_seen_at > _idle_since AND user_sessions_visible(_user_id)
  ORDER BY s.created_at DESC, s.id
$$;
--> statement-breakpoint
-- One session by id, ended or not, when visible.
CREATE OR REPLACE FUNCTION visible_user_session(_session_id uuid)
RETURNS TABLE (
  id uuid, user_id uuid, is_active boolean, created_at timestamptz, last_seen_at timestamptz,
  expires_at timestamptz, terminated_at timestamptz, termination_reason text, ip_address text,
  user_agent text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.id, s.user_id, s.is_active, s.created_at, s.last_seen_at, s.expires_at,
    s.terminated_at, s.termination_reason, s.ip_address, s.user_agent
  FROM user_sessions s
  WHERE s.id = _session_id AND user_sessions_visible(s.user_id)
$$;
--> statement-breakpoint
-- Ends one visible session in the caller's transaction (its trigger announces the change, so
-- every instance forgets it at commit). Answers whether it ended one.
CREATE OR REPLACE FUNCTION end_user_session(_session_id uuid, _reason text, _at timestamptz)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  _ended integer;
BEGIN
  UPDATE user_sessions s
  SET is_active = false, terminated_at = _at, termination_reason = _reason
  WHERE s.id = _session_id AND s.is_active AND user_sessions_visible(s.user_id);
  GET DIAGNOSTICS _ended = ROW_COUNT;
  RETURN _ended > 0;
END
$$;
--> statement-breakpoint
-- The session answer's warning count: the user's own live sessions.
CREATE OR REPLACE FUNCTION count_live_user_sessions(_user_id uuid, _now timestamptz, _idle_since timestamptz)
RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT count(*)::integer FROM user_sessions s
  WHERE s.user_id = _user_id AND s.is_active AND s.expires_at > _now
    AND s.last_seen_at > _idle_since AND user_sessions_visible(_user_id)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION user_sessions_visible(uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION live_user_sessions(uuid, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visible_user_session(uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION end_user_session(uuid, text, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION count_live_user_sessions(uuid, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION user_sessions_visible(uuid) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION live_user_sessions(uuid, timestamptz, timestamptz) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION visible_user_session(uuid) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION end_user_session(uuid, text, timestamptz) TO lendline_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION count_live_user_sessions(uuid, timestamptz, timestamptz) TO lendline_app;
--> statement-breakpoint
-- A new sign-in changes the user's count of live sessions, which their cached sessions carry
-- (the multiple-sessions warning): they forget it and read it again.
CREATE TRIGGER user_sessions_auth_insert
AFTER INSERT ON user_sessions
FOR EACH ROW EXECUTE FUNCTION note_auth_change('user_id');
