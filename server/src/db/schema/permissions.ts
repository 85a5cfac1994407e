import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The permission matrix, written from core at every start so SQL (has_permission, policies,
 * reports) answers from the same source of truth as the server.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.resource, table.action] })],
);

/** How far each role's data scope reaches: 'all' organizations, own 'tree', or 'own' only. */
export const roleScopes = pgTable('role_scopes', {
  role: text('role').primaryKey(),
  scope: text('scope').notNull(),
});
