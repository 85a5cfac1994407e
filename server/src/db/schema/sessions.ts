import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * Sessions live in the database so any server instance can serve any request.
 * `token_hash` is the SHA-256 of the cookie value: a copy of this table cannot sign anyone in.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
    terminated_at: timestamptz('terminated_at'),
    termination_reason: text('termination_reason'),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
  },
  (table) => [index('user_sessions_user_active_idx').on(table.user_id, table.is_active)],
);
export type UserSession = typeof userSessions.$inferSelect;

/** Failed sign-ins, counted per account and per address for the login rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip_address: text('ip_address').notNull(),
    attempted_at: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attempted_at),
    index('login_attempts_ip_idx').on(table.ip_address, table.attempted_at),
  ],
);

/** The public forms that need no password, each throttled per target and per address. */
export const PUBLIC_FORMS = ['sign_up', 'complete_setup', 'verify_email'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

/**
 * Submissions of the public forms, counted for their rate limit: `target` is the e-mail signed
 * up with, or the SHA-256 of the link's token (never the token itself).
 */
export const publicFormSubmissions = pgTable(
  'public_form_submissions',
  {
    id: id(),
    form: text('form', { enum: PUBLIC_FORMS }).notNull(),
    target: text('target').notNull(),
    ip_address: text('ip_address').notNull(),
    submitted_at: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    index('public_form_submissions_target_idx').on(table.form, table.target, table.submitted_at),
    index('public_form_submissions_ip_idx').on(table.form, table.ip_address, table.submitted_at),
    check('public_form_submissions_form_check', inList(table.form, PUBLIC_FORMS)),
  ],
);
