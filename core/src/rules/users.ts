import type { Role } from '../constants.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { permissionsOf, ROLES_WITH_PERMISSIONS } from '../permissions/matrix.ts';

// Beside, not inside, schemas/users.ts: User Management's list and row menus read these and
// would otherwise load zod and the phone numbers' metadata with them.

/** Spec part 1 §8 success messages, plus the few the spec leaves unnamed. */
export const USER_MESSAGES = {
  invited: 'messages.users.invited',
  updated: 'messages.users.updated',
  deleted: 'messages.users.deleted',
  blocked: 'messages.users.blocked',
  unblocked: 'messages.users.unblocked',
  suspended: 'messages.users.suspended',
  activated: 'messages.users.activated',
  deactivated: 'messages.users.deactivated',
  roleUpdated: 'messages.users.role_updated',
  roleChangeSubmitted: 'messages.users.role_change_submitted',
  notFound: 'messages.users.not_found',
  emailTaken: 'messages.users.email_taken',
  invitationInvalid: 'messages.users.invitation_invalid',
  cannotChangeOwnStatus: 'messages.users.cannot_change_own_status',
  cannotChangeOwnRole: 'messages.users.cannot_change_own_role',
  cannotDeleteSelf: 'messages.users.cannot_delete_self',
  hasHistory: 'messages.users.has_history',
  roleNotAssignable: 'messages.users.role_not_assignable',
  userNotManageable: 'messages.users.user_not_manageable',
  sameRole: 'messages.users.same_role',
  nothingToUpdate: 'messages.users.nothing_to_update',
} as const satisfies Record<string, MessageKey>;

/** Spec part 1 §4: the default reasons stored with a suspension or a block. */
export const SUSPEND_REASON_DEFAULT = 'User suspended by administrator';
export const BLOCK_REASON_DEFAULT = 'User blocked by administrator';

/**
 * Who may manage a user holding `role` (the spec is silent; decided here). platform_super_admin
 * may manage anyone. Anyone else only a role whose every permission they hold themselves, and
 * never platform_super_admin. So organization_admin manages every role but platform_super_admin,
 * and partner_admin cannot manage a manager (approvals:approve). A legacy role holds nothing, so
 * its holders stay manageable (and can be given a real role).
 */
export function canManageRole(actorRoles: readonly Role[], role: Role): boolean {
  if (actorRoles.includes('platform_super_admin')) return true;
  if (role === 'platform_super_admin') return false;
  const held = new Set(permissionsOf(actorRoles));
  return permissionsOf([role]).every((permission) => held.has(permission));
}

/**
 * Who may grant which role: one with a row in the permission matrix (a legacy role would leave
 * its holder with nothing) that the actor could manage (canManageRole).
 */
export function canAssignRole(actorRoles: readonly Role[], role: Role): boolean {
  return ROLES_WITH_PERMISSIONS.includes(role) && canManageRole(actorRoles, role);
}

/** The roles `actorRoles` may grant, in ROLES order (for the invite and role pickers). */
export function assignableRoles(actorRoles: readonly Role[]): Role[] {
  return ROLES_WITH_PERMISSIONS.filter((role) => canAssignRole(actorRoles, role));
}

/** Spec part 1 §6: a user without a role row shows as viewer in the list… */
export const LIST_FALLBACK_ROLE: Role = 'viewer';
/** …and counts as field_agent when their role is changed. */
export const ROLE_CHANGE_FALLBACK_ROLE: Role = 'field_agent';
