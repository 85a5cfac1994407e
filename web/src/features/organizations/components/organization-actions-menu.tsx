import { ActionIcon, Menu } from '@mantine/core';
import type { Organization } from '@lendline/core';
import { IconDots, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import type { OrganizationActions } from '../lib/organization-actions';

export type OrganizationMenuChoice = 'edit' | 'delete' | 'block' | 'unblock';

interface OrganizationActionsMenuProps {
  organization: Organization;
  actions: OrganizationActions;
  onChoose: (choice: OrganizationMenuChoice) => void;
}

export function OrganizationActionsMenu({
  organization,
  actions,
  onChoose,
}: OrganizationActionsMenuProps) {
  const t = useT();
  if (!actions.edit && !actions.delete && !actions.toggleBlock) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('organizations.actions.menu_label', { name: organization.name })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.edit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onChoose('edit')}
          >
            {t('common.edit')}
          </Menu.Item>
        )}
        {actions.toggleBlock &&
          (organization.is_blocked ? (
            <Menu.Item
              leftSection={<IconLockOpen size={16} aria-hidden />}
              onClick={() => onChoose('unblock')}
            >
              {t('organizations.actions.unblock')}
            </Menu.Item>
          ) : (
            <Menu.Item
              color="red"
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={() => onChoose('block')}
            >
              {t('organizations.actions.block')}
            </Menu.Item>
          ))}
        {actions.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChoose('delete')}
          >
            {t('common.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
