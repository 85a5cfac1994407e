import { LANGUAGES, ROLES, USER_STATUSES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * Credentials. Only the system connection reads password_hash: the request role is granted
 * the other columns alone (see tenant-security.sql).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    // The language the user chose (issue 9); null until they choose: the browser's then applies.
    language: text('language'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_language_valid', inList(table.language, LANGUAGES)),
  ],
);
export type User = typeof users.$inferSelect;

export const userProfiles = pgTable(
  'user_profiles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone'),
    employee_id: text('employee_id'),
    // Nullable: a self-signed-up user without an organization sees the incomplete-profile state.
    organization_id: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'restrict',
    }),
    status: text('status').notNull().default('active'),
    invited_by: uuid('invited_by'),
    invited_at: timestamptz('invited_at'),
    activated_at: timestamptz('activated_at'),
    blocked_at: timestamptz('blocked_at'),
    blocked_by: uuid('blocked_by'),
    blocked_reason: text('blocked_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('user_profiles_org_created_idx').on(table.organization_id, table.created_at),
    check('user_profiles_status_valid', inList(table.status, USER_STATUSES)),
  ],
);
export type UserProfile = typeof userProfiles.$inferSelect;

/** Role rows in order of position: position 0 is the primary role. */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.role] }),
    index('user_roles_org_idx').on(table.organization_id),
    check('user_roles_role_check', inList(table.role, ROLES)),
  ],
);
export type UserRole = typeof userRoles.$inferSelect;

/**
 * Invitation links (spec part 1 §7 "Sign-up for an invite"). Only the SHA-256 of the token is
 * stored; a link works once, until it expires.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    organization_id: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: uuid('invited_by').references(() => users.id),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (table) => [
    index('user_invitations_org_idx').on(table.organization_id),
    index('user_invitations_user_idx').on(table.user_id),
  ],
);
