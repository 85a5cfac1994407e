import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { CollectionEntry } from '@lendline/core';
import {
  IconArrowsExchange,
  IconCalendarDollar,
  IconCashBanknote,
  IconDots,
  IconMapPin,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { useT } from '@/i18n/use-t';

/** What a row of /due-today offers; an absent handler is an action this user may not take. */
export interface CollectionRowHandlers {
  /** Update (spec part 2 §2): disabled once the entry is completed. */
  onUpdate?: (entry: CollectionEntry) => void;
  onReassign?: (entry: CollectionEntry) => void;
  onRecordVisit?: (entry: CollectionEntry) => void;
  onPromise?: (entry: CollectionEntry) => void;
}

/**
 * An entry's actions: Update as a button, Record Visit, Promise to Pay and Reassign in a menu
 * beside it. The sticky column stays about 150 px wide, so the table fits beside the sidebar at
 * 1,366 px, and a card at 390 px has room for its title.
 */
export function CollectionRowActions({
  entry,
  onUpdate,
  onReassign,
  onRecordVisit,
  onPromise,
}: CollectionRowHandlers & { entry: CollectionEntry }) {
  const t = useT();
  const moreButton = useRef<HTMLButtonElement>(null);
  // Each item opens a dialog, which gives the focus back on closing to what had it on opening:
  // the menu's button, still on the page, not the item, gone with the menu.
  const fromMenu = (handler: (entry: CollectionEntry) => void) => () => {
    moreButton.current?.focus();
    handler(entry);
  };
  return (
    <Group gap={6} wrap="nowrap">
      {onUpdate && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCashBanknote size={14} aria-hidden />}
          disabled={entry.payment_status === 'completed'}
          aria-label={t('collections.update_for', { customer: entry.customer_name })}
          onClick={() => onUpdate(entry)}
        >
          {t('collections.update_button')}
        </Button>
      )}
      {(onRecordVisit || onPromise || onReassign) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              ref={moreButton}
              variant="subtle"
              color="gray"
              aria-label={t('collections.more_actions_for', { customer: entry.customer_name })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {onRecordVisit && (
              <Menu.Item
                leftSection={<IconMapPin size={14} aria-hidden />}
                onClick={fromMenu(onRecordVisit)}
              >
                {t('collections.visit.button')}
              </Menu.Item>
            )}
            {onPromise && (
              <Menu.Item
                leftSection={<IconCalendarDollar size={14} aria-hidden />}
                onClick={fromMenu(onPromise)}
              >
                {t('collections.promise.button')}
              </Menu.Item>
            )}
            {onReassign && (
              <Menu.Item
                leftSection={<IconArrowsExchange size={14} aria-hidden />}
                aria-label={t('collections.reassign_for', { customer: entry.customer_name })}
                onClick={fromMenu(onReassign)}
              >
                {t('collections.reassign.selected')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
