import { canManageRole, holdsPermission } from '@lendline/core';
import type { Role, User, UserStatus, UserStatusChangeRequest } from '@lendline/core';

/** Who is looking at the list: the signed-in user's id and roles (first = primary). */
export interface Actor {
  userId: string;
  roles: readonly Role[];
}

export type StatusAction = 'activate' | 'suspend' | 'block' | 'deactivate';

export interface UserActions {
  edit: boolean;
  changeRole: boolean;
  statusActions: StatusAction[];
  delete: boolean;
}

/** The status each action sends (POST /users/:id/status). */
export const STATUS_OF_ACTION: Record<StatusAction, UserStatusChangeRequest['status']> = {
  activate: 'active',
  suspend: 'suspended',
  block: 'blocked',
  deactivate: 'inactive',
};

/** Which status actions make sense from a status: nothing that would leave it unchanged. */
const ACTIONS_FROM_STATUS: Record<UserStatus, StatusAction[]> = {
  pending: ['activate', 'suspend', 'block', 'deactivate'],
  active: ['suspend', 'block', 'deactivate'],
  suspended: ['activate', 'deactivate'],
  inactive: ['activate'],
};

export function mayInviteUsers(actor: Actor): boolean {
  return holdsPermission(actor.roles, 'users', 'create');
}

/**
 * What the actor may do to a user, by the same core rules the server enforces: users:update
 * to edit or change status and role, only on a user whose every role the actor could grant
 * (canManageRole), never on themselves; delete is users:delete (platform_super_admin).
 */
export function userActionsFor(actor: Actor, user: User): UserActions {
  const self = actor.userId === user.user_id;
  // Like the server's findManageableUser: every role the user holds must be one you could manage.
  const heldRoles = user.roles.length > 0 ? user.roles : [user.role];
  const manageable =
    holdsPermission(actor.roles, 'users', 'update') &&
    heldRoles.every((role) => canManageRole(actor.roles, role));
  return {
    edit: manageable,
    changeRole: manageable && !self,
    statusActions: manageable && !self ? ACTIONS_FROM_STATUS[user.status] : [],
    delete: holdsPermission(actor.roles, 'users', 'delete') && !self,
  };
}
