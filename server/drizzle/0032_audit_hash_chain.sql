ALTER TABLE "audit_logs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_chain_position_idx" ON "audit_logs" USING btree ("organization_id","chain_position");--> statement-breakpoint
CREATE INDEX "audit_logs_unsealed_idx" ON "audit_logs" USING btree ("organization_id","created_at","id") WHERE "audit_logs"."chain_position" is null;--> statement-breakpoint
-- Tamper-evident audit trail (issue 13, docs/decisions/0069). Written by hand below this line.
-- The content hash: sha256 over the row as canonical JSON (jsonb orders keys itself), without
-- the chain columns and without null columns, so a nullable column added later leaves the rows
-- written before it unchanged. Times in UTC whatever the session's timezone.
CREATE OR REPLACE FUNCTION audit_log_content_hash(_row audit_logs) RETURNS text
LANGUAGE sql STABLE SET timezone TO 'UTC' AS $$
  SELECT encode(sha256(convert_to(coalesce(jsonb_object_agg(key, value), '{}'::jsonb)::text, 'UTF8')), 'hex')
  FROM jsonb_each(to_jsonb(_row))
  WHERE key NOT IN ('content_hash', 'chain_position', 'previous_hash', 'chain_hash')
    AND value <> 'null'::jsonb
$$;
--> statement-breakpoint
-- One link: binds the organization, the position, the previous link and the row's content.
CREATE OR REPLACE FUNCTION audit_chain_link(_organization_id uuid, _position bigint,
  _previous_hash text, _content_hash text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    _organization_id::text || ':' || _position::text || ':' || _previous_hash || ':' || _content_hash,
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Every insert gets its content hash from the database, whatever the writer sent, and arrives
-- unsealed. Named to fire after any other BEFORE INSERT trigger (they fire by name).
CREATE OR REPLACE FUNCTION audit_logs_hash_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.chain_position := NULL;
  NEW.previous_hash := NULL;
  NEW.chain_hash := NULL;
  NEW.content_hash := audit_log_content_hash(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_zz_content_hash BEFORE INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_hash_content();
--> statement-breakpoint
-- Still append-only for everyone; the one update let through is the sealer's (its function
-- sets lendline.audit_sealing) filling the chain columns of an unsealed row, nothing else.
CREATE OR REPLACE FUNCTION refuse_audit_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('lendline.audit_sealing', true) = 'on'
    AND OLD.chain_position IS NULL AND NEW.chain_position IS NOT NULL
    AND (to_jsonb(NEW) - 'chain_position' - 'previous_hash' - 'chain_hash')
      = (to_jsonb(OLD) - 'chain_position' - 'previous_hash' - 'chain_hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- Links the committed unsealed rows of each organization (all, or those given) into its chain,
-- oldest first, after its current head. Writers never take this lock: only sealers wait for one
-- another, one organization at a time. SECURITY DEFINER: the request role may not UPDATE.
CREATE OR REPLACE FUNCTION seal_audit_chain(_organization_ids uuid[] DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  SET lendline.audit_sealing = 'on' AS $$
DECLARE
  org uuid;
  head_position bigint;
  head_hash text;
  ids uuid[];
  hashes text[];
  positions bigint[];
  previous_hashes text[];
  chain_hashes text[];
  i integer;
  sealed integer := 0;
BEGIN
  FOR org IN
    SELECT DISTINCT organization_id FROM audit_logs
    WHERE chain_position IS NULL
      AND (_organization_ids IS NULL OR organization_id = ANY (_organization_ids))
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('audit chain ' || org::text, 0));
    head_position := 0;
    head_hash := repeat('0', 64);
    SELECT chain_position, chain_hash INTO head_position, head_hash FROM audit_logs
    WHERE organization_id = org AND chain_position IS NOT NULL
    ORDER BY chain_position DESC LIMIT 1;
    IF NOT FOUND THEN
      head_position := 0;
      head_hash := repeat('0', 64);
    END IF;
    SELECT array_agg(id ORDER BY created_at, id), array_agg(content_hash ORDER BY created_at, id)
      INTO ids, hashes
    FROM audit_logs WHERE organization_id = org AND chain_position IS NULL;
    CONTINUE WHEN ids IS NULL;
    positions := '{}';
    previous_hashes := '{}';
    chain_hashes := '{}';
    FOR i IN 1 .. array_length(ids, 1) LOOP
      positions := positions || (head_position + i);
      previous_hashes := previous_hashes || head_hash;
      head_hash := audit_chain_link(org, head_position + i, head_hash, hashes[i]);
      chain_hashes := chain_hashes || head_hash;
    END LOOP;
    UPDATE audit_logs a
    SET chain_position = s.position, previous_hash = s.previous_hash, chain_hash = s.chain_hash
    FROM unnest(ids, positions, previous_hashes, chain_hashes)
      AS s(id, position, previous_hash, chain_hash)
    WHERE a.organization_id = org AND a.id = s.id;
    sealed := sealed + array_length(ids, 1);
  END LOOP;
  RETURN sealed;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION seal_audit_chain(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION seal_audit_chain(uuid[]) TO lendline_app;
--> statement-breakpoint
-- Walks one organization's sealed rows in chain order, recomputing each content hash and link;
-- stops at the first row that does not hold (its content changed, a row before it missing or
-- moved). Runs as the caller: row-level security keeps it to the caller's organizations.
CREATE OR REPLACE FUNCTION verify_audit_chain(_organization_id uuid,
  OUT checked bigint, OUT first_broken_id uuid, OUT head_position bigint, OUT head_hash text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  r record;
BEGIN
  checked := 0;
  head_position := 0;
  head_hash := repeat('0', 64);
  FOR r IN
    SELECT a.id, a.chain_position, a.previous_hash, a.content_hash, a.chain_hash,
      audit_log_content_hash(a) AS recomputed
    FROM audit_logs a
    WHERE a.organization_id = _organization_id AND a.chain_position IS NOT NULL
    ORDER BY a.chain_position
  LOOP
    checked := checked + 1;
    IF r.chain_position <> head_position + 1
      OR r.previous_hash IS DISTINCT FROM head_hash
      OR r.content_hash IS DISTINCT FROM r.recomputed
      OR r.chain_hash IS DISTINCT FROM
        audit_chain_link(_organization_id, r.chain_position, head_hash, r.recomputed) THEN
      first_broken_id := r.id;
      RETURN;
    END IF;
    head_position := r.chain_position;
    head_hash := r.chain_hash;
  END LOOP;
END $$;
--> statement-breakpoint
-- The rows written before the chain: hashed and sealed here, oldest first.
SELECT set_config('app.all_orgs', 'on', true);
--> statement-breakpoint
ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_append_only;
--> statement-breakpoint
UPDATE audit_logs SET content_hash = audit_log_content_hash(audit_logs) WHERE content_hash IS NULL;
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_append_only;
--> statement-breakpoint
SELECT seal_audit_chain();
