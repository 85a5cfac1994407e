import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import type { CollectionEntry } from '@lendline/core';
import {
  IconArrowsExchange,
  IconCalendarDollar,
  IconCashBanknote,
  IconDots,
  IconMapPin,
} from '@tabler/icons-react';
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
 * An entry's actions: Update and Reassign as buttons, Record Visit and Promise to Pay in a menu
 * beside them (four buttons do not fit the sticky column at 1,366 px, nor a card at 390 px).
 */
export function CollectionRowActions({
  entry,
  onUpdate,
  onReassign,
  onRecordVisit,
  onPromise,
}: CollectionRowHandlers & { entry: CollectionEntry }) {
  const t = useT();
  const reassignLabel = t('collections.reassign_for', { customer: entry.customer_name });
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
      {onReassign && (
        <Tooltip label={reassignLabel}>
          <ActionIcon variant="subtle" aria-label={reassignLabel} onClick={() => onReassign(entry)}>
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {(onRecordVisit || onPromise) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
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
                onClick={() => onRecordVisit(entry)}
              >
                {t('collections.visit.button')}
              </Menu.Item>
            )}
            {onPromise && (
              <Menu.Item
                leftSection={<IconCalendarDollar size={14} aria-hidden />}
                onClick={() => onPromise(entry)}
              >
                {t('collections.promise.button')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
