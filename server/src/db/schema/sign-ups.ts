import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * Self sign-ups waiting for their e-mail to be verified (spec part 2 §8 "Please check your
 * email to verify your account"). Nothing else exists for them yet: the account, its profile
 * and its organization are created together when the link is used, so an unverified sign-up
 * leaves no half-made account behind. Each sign-up keeps its own password and link, so a
 * stranger signing up with someone's address cannot change what that person's own link
 * creates. Only the SHA-256 of the link's token is stored.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: id(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    organization_name: text('organization_name'),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
    verified_at: timestamptz('verified_at'),
    created_at: createdAt(),
  },
  (table) => [
    index('sign_up_requests_email_idx').on(table.email, table.created_at),
    check('sign_up_requests_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);
export type SignUpRequestRow = typeof signUpRequests.$inferSelect;
