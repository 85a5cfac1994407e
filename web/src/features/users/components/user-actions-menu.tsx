import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconPencil,
  IconShieldCog,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconUserPause,
  IconUserX,
} from '@tabler/icons-react';
import type { User } from '@lendline/core';
import type { StatusAction, UserActions } from '../lib/user-actions';
import { STATUS_ACTION_TEXT } from '../lib/status-texts';
import { fullNameOf } from '../lib/full-name';
import { useT } from '@/i18n/use-t';

const STATUS_ICON = {
  activate: IconUserCheck,
  suspend: IconUserPause,
  block: IconUserX,
  deactivate: IconUserOff,
} as const;

export type UserMenuChoice =
  | { kind: 'details' }
  | { kind: 'edit' }
  | { kind: 'role' }
  | { kind: 'status'; action: StatusAction }
  | { kind: 'delete' };

interface UserActionsMenuProps {
  user: User;
  actions: UserActions;
  onChoose: (choice: UserMenuChoice) => void;
  /** Items the route adds (the user's sessions). */
  extra?: ReactNode;
}

/** The row's menu: only what the signed-in user may do is offered (the server checks again). */
export function UserActionsMenu({ user, actions, onChoose, extra }: UserActionsMenuProps) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('users.actions.menu_label', { name: fullNameOf(user) })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => onChoose({ kind: 'details' })}
        >
          {t('users.actions.view_details')}
        </Menu.Item>
        {actions.edit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onChoose({ kind: 'edit' })}
          >
            {t('common.edit')}
          </Menu.Item>
        )}
        {actions.changeRole && (
          <Menu.Item
            leftSection={<IconShieldCog size={16} aria-hidden />}
            onClick={() => onChoose({ kind: 'role' })}
          >
            {t('users.change_role.title')}
          </Menu.Item>
        )}
        {extra}
        {actions.statusActions.length > 0 && <Menu.Divider />}
        {actions.statusActions.map((action) => {
          const Icon = STATUS_ICON[action];
          const text = STATUS_ACTION_TEXT[action];
          return (
            <Menu.Item
              key={action}
              color={text.destructive ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onChoose({ kind: 'status', action })}
            >
              {t(text.label)}
            </Menu.Item>
          );
        })}
        {actions.delete && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChoose({ kind: 'delete' })}
            >
              {t('common.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
