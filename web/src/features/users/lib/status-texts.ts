import { BLOCK_REASON_DEFAULT, SUSPEND_REASON_DEFAULT } from '@lendline/core';
import type { MessageKey, UserStatus } from '@lendline/core';
import type { StatusAction } from './user-actions';

interface StatusActionText {
  /** Menu item and dialog button. */
  label: MessageKey;
  /** Comment dialog title. */
  title: MessageKey;
  /** What the change does, naming the user ({name}). */
  description: MessageKey;
  /** Shown as the placeholder: what is stored when no comment is given. */
  defaultReason?: string;
  /** 'Failed to block user: {reason}' (spec part 1 §8). */
  failure: MessageKey;
  destructive: boolean;
}

export const STATUS_ACTION_TEXT: Record<StatusAction, StatusActionText> = {
  activate: {
    label: 'users.status_action.activate',
    title: 'users.status_action.activate_title',
    description: 'users.status_action.activate_description',
    failure: 'users.failure.unblock',
    destructive: false,
  },
  suspend: {
    label: 'users.status_action.suspend',
    title: 'users.status_action.suspend_title',
    description: 'users.status_action.suspend_description',
    defaultReason: SUSPEND_REASON_DEFAULT,
    failure: 'users.failure.block',
    destructive: true,
  },
  block: {
    label: 'users.status_action.block',
    title: 'users.status_action.block_title',
    description: 'users.status_action.block_description',
    defaultReason: BLOCK_REASON_DEFAULT,
    failure: 'users.failure.block',
    destructive: true,
  },
  deactivate: {
    label: 'users.status_action.deactivate',
    title: 'users.status_action.deactivate_title',
    description: 'users.status_action.deactivate_description',
    failure: 'users.failure.update_status',
    destructive: true,
  },
};

export const STATUS_LABEL = {
  pending: 'users.status.pending',
  active: 'users.status.active',
  suspended: 'users.status.suspended',
  inactive: 'users.status.inactive',
} as const satisfies Record<UserStatus, MessageKey>;

export const STATUS_COLOR: Record<UserStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  suspended: 'red',
  inactive: 'gray',
};
