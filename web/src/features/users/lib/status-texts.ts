import { BLOCK_REASON_DEFAULT, SUSPEND_REASON_DEFAULT } from '@lendline/core';
import type { UserStatus } from '@lendline/core';
import type { StatusAction } from './user-actions';

interface StatusActionText {
  /** Menu item and dialog button. */
  label: string;
  /** Comment dialog title. */
  title: string;
  /** What the change does, naming the user. */
  describe: (name: string) => string;
  /** Shown as the placeholder: what is stored when no comment is given. */
  defaultReason?: string;
  /** 'Failed to {failure}: {reason}' (spec part 1 §8). */
  failure: string;
  destructive: boolean;
}

export const STATUS_ACTION_TEXT: Record<StatusAction, StatusActionText> = {
  activate: {
    label: 'Activate',
    title: 'Activate user',
    describe: (name) => `${name} will be able to sign in again. Any block is cleared.`,
    failure: 'unblock user',
    destructive: false,
  },
  suspend: {
    label: 'Suspend',
    title: 'Suspend user',
    describe: (name) => `${name} will be signed out at once and cannot sign in until activated.`,
    defaultReason: SUSPEND_REASON_DEFAULT,
    failure: 'block user',
    destructive: true,
  },
  block: {
    label: 'Block',
    title: 'Block user',
    describe: (name) => `${name} will be signed out at once and cannot sign in until unblocked.`,
    defaultReason: BLOCK_REASON_DEFAULT,
    failure: 'block user',
    destructive: true,
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate user',
    describe: (name) => `${name} will be deactivated and can no longer sign in.`,
    failure: 'update user status',
    destructive: true,
  },
};

export const STATUS_LABEL: Record<UserStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
};

export const STATUS_COLOR: Record<UserStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  suspended: 'red',
  inactive: 'gray',
};
