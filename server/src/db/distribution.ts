/**
 * How each table spreads over a Citus cluster (docs/scaling.md). Every table in the public
 * schema is exactly one of: distributed on organization_id (any table with that column not
 * listed below), a reference table, or a local table. distribution.test.ts holds the catalogue
 * and docs/citus.sql to these lists.
 */
export const DISTRIBUTION_COLUMN = 'organization_id';

/**
 * The first distributed table in docs/citus.sql; every other one is co-located with it, so one
 * organization's rows of every tenant table sit on the same node.
 */
export const COLOCATION_ANCHOR = 'audit_logs';

/**
 * Replicated to every node: small, read by nearly every request, and the target of foreign
 * keys from tenant tables (a distributed table may reference a reference table, not the other
 * way round).
 */
export const REFERENCE_TABLES = {
  organizations:
    'The tenants themselves: the organization tree is walked for every scope, and every tenant table references it.',
  users:
    'Credentials, found by e-mail at sign-in before any organization is known; created_by and the like reference it.',
  user_profiles:
    'One per user; organization_id is null for a newcomer and changes when an administrator assigns one, which a distribution column cannot do.',
  user_roles: 'Read with the profile on every request to compute permissions and scope.',
  user_invitations:
    'Found by the token in a public link before any organization is known; few rows, written once.',
  role_permissions: 'The permission matrix, written from core at every start.',
  role_scopes: 'How far each role reaches, written from core at every start.',
} as const satisfies Record<string, string>;

/**
 * Kept on the coordinator only: written on every request or failed sign-in, looked up by
 * token or e-mail, never joined with tenant data.
 */
export const LOCAL_TABLES = {
  user_sessions: 'Looked up by token hash and touched on every request; references users.',
  login_attempts: 'Rate-limit counters by e-mail and address, purged by age.',
  public_form_submissions:
    'Rate-limit counters of the public forms by target and address, written on every submission.',
  idempotency_keys:
    'Replay records of money-moving requests, keyed by user and Idempotency-Key, purged by age; never joined with tenant data.',
  sign_up_requests:
    'Self sign-ups before their e-mail is verified: found by e-mail or by a link token before any organization exists, written by anonymous visitors, never joined with tenant data.',
  rate_limit_counters:
    "Each instance's request counts of the current minute, upserted every second and read back as cluster totals; never joined with tenant data.",
  sensitive_operation_uses:
    'Uses of exports, bulk payments, invitations and role changes per user for the hourly limit, purged by age.',
  user_mfa:
    "A user's TOTP secret, read with the session on every request (like user_sessions); references users.",
  mfa_recovery_codes: 'Hashed recovery codes, looked up by user at sign-in; references users.',
  mfa_challenges:
    'The sign-in code step, found by token hash before a session exists; five minutes long.',
} as const satisfies Record<string, string>;

export type TableDistribution = 'distributed' | 'reference' | 'local';

export function listedDistributionOf(table: string): 'reference' | 'local' | null {
  if (Object.hasOwn(REFERENCE_TABLES, table)) return 'reference';
  if (Object.hasOwn(LOCAL_TABLES, table)) return 'local';
  return null;
}
