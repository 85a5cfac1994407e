-- Approval routing (spec part 1 §9, issue 3): a request goes to an active user holding the
-- required role in the entity's organization, else in its nearest ancestor, else to a
-- platform_super_admin; among equals, the one with the fewest pending requests. The requester
-- is never chosen (four eyes). SECURITY DEFINER: the requester's own scope cannot see the
-- candidates of other organizations, and the answer is only a user id.
CREATE OR REPLACE FUNCTION route_approval(_organization_id uuid, _role text, _requested_by uuid)
RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  WITH RECURSIVE ancestry(id, depth) AS (
    SELECT _organization_id, 0
    UNION ALL
    SELECT o.parent_organization_id, a.depth + 1
    FROM organizations o JOIN ancestry a ON o.id = a.id
    WHERE o.parent_organization_id IS NOT NULL AND a.depth < 32
  ),
  candidates AS (
    SELECT ur.user_id, a.depth AS tier
    FROM user_roles ur
    JOIN user_profiles p ON p.user_id = ur.user_id AND p.status = 'active'
    JOIN ancestry a ON a.id = p.organization_id
    WHERE ur.role = _role
    UNION ALL
    SELECT ur.user_id, 1000 AS tier
    FROM user_roles ur
    JOIN user_profiles p ON p.user_id = ur.user_id AND p.status = 'active'
    WHERE ur.role = 'platform_super_admin'
  )
  SELECT c.user_id
  FROM candidates c
  WHERE c.user_id <> _requested_by
  ORDER BY c.tier,
    (SELECT count(*) FROM approval_requests r
      WHERE r.current_approver_id = c.user_id AND r.status = 'pending'),
    c.user_id
  LIMIT 1
$$;
--> statement-breakpoint

-- Accounts are created and removed through these two functions only: the request role may not
-- touch the credentials table directly. Callers check, under row-level security, that the
-- profile is theirs to manage before calling.
CREATE OR REPLACE FUNCTION create_user_account(_email text, _password_hash text) RETURNS uuid
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO users (email, password_hash) VALUES (lower(_email), _password_hash)
  ON CONFLICT DO NOTHING
  RETURNING id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_user_account(_user_id uuid) RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  DELETE FROM users WHERE id = _user_id
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION create_user_account(text, text), delete_user_account(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION create_user_account(text, text), delete_user_account(uuid), route_approval(uuid, text, uuid) TO lendline_app;
