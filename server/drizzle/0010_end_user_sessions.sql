-- Ending a suspended or deactivated user's sessions belongs in the status change's own
-- transaction (a change that rolls back must leave them alive). user_sessions is the system's
-- table (the request role has no grant on it), so this function ends them as its owner, only
-- for a user whose organization the transaction's scope reaches (app.org_ids / app.all_orgs,
-- the settings the tenant policies read). It returns how many sessions it ended.
CREATE OR REPLACE FUNCTION end_user_sessions(_user_id uuid, _reason text, _at timestamptz)
RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  _ended integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM user_profiles p
    WHERE p.user_id = _user_id
      AND (current_setting('app.all_orgs', true) = 'on'
        OR p.organization_id = ANY (nullif(current_setting('app.org_ids', true), '')::uuid[]))
  ) THEN
    RETURN 0;
  END IF;
  UPDATE user_sessions
  SET is_active = false, terminated_at = _at, termination_reason = _reason
  WHERE user_id = _user_id AND is_active;
  GET DIAGNOSTICS _ended = ROW_COUNT;
  RETURN _ended;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION end_user_sessions(uuid, text, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION end_user_sessions(uuid, text, timestamptz) TO lendline_app;
