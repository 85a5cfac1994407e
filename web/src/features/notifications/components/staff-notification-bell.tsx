import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { MessageKey, StaffNotification } from '@lendline/core';
import { useId } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useMarkRead, useStaffFeed } from '../api/staff-feed';

/** The badge caps at '9+', as the approval bell's (spec part 1 §9). */
const BADGE_CAP = 9;

/**
 * The header's staff notifications (the spec's `notifications`, issue 14): the unread count on
 * the button, the latest ten in a popover; opening one marks it read and follows its link. Live
 * over the event stream ('notifications.changed').
 */
export function StaffNotificationBell() {
  const t = useT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const feed = useStaffFeed();
  const markRead = useMarkRead();
  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.data ?? [];

  const open = (item: StaffNotification) => {
    if (!item.read_at) markRead.mutate(item.id);
    setOpened(false);
    if (item.link) void navigate(item.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md">
      <Indicator
        label={unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread)}
        size={18}
        color="red"
        offset={4}
        disabled={unread === 0}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications.feed.label', { count: unread })}
            onClick={() => setOpened((value) => !value)}
          >
            <IconInbox size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={titleId}>
        <Group justify="space-between" p="sm">
          <Text fw={700} id={titleId}>
            {t('notifications.feed.title')}
          </Text>
          {unread > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate(null)}>
              {t('notifications.feed.mark_all_read')}
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={400}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {t('notifications.feed.empty')}
            </Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    onClick={() => open(item)}
                    p="sm"
                    w="100%"
                    style={{ fontWeight: item.read_at ? 400 : 600 }}
                  >
                    <Text size="sm" inherit>
                      {t(item.title as MessageKey, item.values)}
                    </Text>
                    {item.body && (
                      <Text size="xs" c="dimmed">
                        {item.body}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {item.read_at
                        ? formatDateTime(item.created_at)
                        : t('notifications.feed.unread_at', {
                            at: formatDateTime(item.created_at),
                          })}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
