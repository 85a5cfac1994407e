import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's authenticator (issue 13, docs/decisions/0066): the TOTP secret, waiting for its
 * confirmation until `enabled_at` is set. Like password_hash, only the system connection reads
 * it: the request role is granted nothing on this table. `last_used_step` is the 30-second step
 * of the last code accepted, so a code seen once is refused after.
 */
export const userMfa = pgTable('user_mfa', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled_at: timestamptz('enabled_at'),
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
export type UserMfa = typeof userMfa.$inferSelect;

/** The 10 single-use recovery codes of a confirmed authenticator, as SHA-256 hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.user_id, table.code_hash)],
);

/**
 * The step between a right password and the code: sign-in hands out a token (only its SHA-256
 * is kept), good for MFA_TOKEN_TTL_MS and for one successful verification.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: id(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (table) => [index('mfa_challenges_user_idx').on(table.user_id)],
);
