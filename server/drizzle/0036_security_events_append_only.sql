-- Security events are evidence, like the audit trail (decision 0068): append-only for everyone,
-- owners and superusers included.
CREATE OR REPLACE FUNCTION refuse_security_event_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER security_events_append_only BEFORE UPDATE OR DELETE ON security_events
  FOR EACH ROW EXECUTE FUNCTION refuse_security_event_change();
--> statement-breakpoint
CREATE TRIGGER security_events_no_truncate BEFORE TRUNCATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();
