-- Server instances keep recently resolved sessions in memory (server/src/modules/auth/
-- session-cache.ts, docs/decisions/0042). Whatever a cached session stands on — the session
-- itself, the account, its profile (status, organization), its roles, the organization tree and
-- the role scopes — announces its changes here, from the database, so no code path can forget:
-- `pg_notify('lendline_auth', <user id or '*'>)` reaches every instance when the transaction
-- commits, and the transaction-local setting `app.auth_changed` lists the same users for the
-- instance that commits it, which reads it with its COMMIT and forgets them at once.
CREATE OR REPLACE FUNCTION note_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  _who text := '*';
  _noted text := coalesce(current_setting('app.auth_changed', true), '');
BEGIN
  -- A row trigger names the column holding the user's id; a statement trigger means everyone.
  IF TG_LEVEL = 'ROW' THEN
    _who := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[0];
  END IF;
  IF _who IS NULL THEN
    RETURN NULL;
  END IF;
  IF _noted = '*' OR _who = '*' THEN
    _noted := '*';
  ELSIF _noted = '' THEN
    _noted := _who;
  ELSIF NOT (_who = ANY (string_to_array(_noted, ','))) THEN
    _noted := _noted || ',' || _who;
  END IF;
  PERFORM set_config('app.auth_changed', _noted, true);
  PERFORM pg_notify('lendline_auth', _who);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session ends (signed out, timed out, its user suspended) or disappears. Refreshing
-- last_seen_at, once a minute per session, announces nothing.
CREATE TRIGGER user_sessions_auth_change
AFTER UPDATE OF is_active ON user_sessions
FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
EXECUTE FUNCTION note_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_sessions_auth_delete
AFTER DELETE ON user_sessions
FOR EACH ROW EXECUTE FUNCTION note_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_auth_change
AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION note_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER user_profiles_auth_change
AFTER INSERT OR UPDATE OR DELETE ON user_profiles
FOR EACH ROW EXECUTE FUNCTION note_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change
AFTER INSERT OR UPDATE OR DELETE ON user_roles
FOR EACH ROW EXECUTE FUNCTION note_auth_change('user_id');
--> statement-breakpoint
-- The organization tree and the role scopes decide every user's organization scope (and the
-- session shows the organization's name, block and settings): any change forgets every session.
CREATE TRIGGER organizations_auth_change
AFTER INSERT OR UPDATE OR DELETE ON organizations
FOR EACH STATEMENT EXECUTE FUNCTION note_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_scopes_auth_change
AFTER INSERT OR UPDATE OR DELETE ON role_scopes
FOR EACH STATEMENT EXECUTE FUNCTION note_auth_change();
