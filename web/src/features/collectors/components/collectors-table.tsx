import { ActionIcon, Anchor, Badge, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { Collector } from '@lendline/core';
import { IconDots } from '@tabler/icons-react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import type { CollectorPermissions } from '../lib/collector-permissions';
import { CollectorStatusBadge } from './collector-status-badge';

/** The collectors list's columns; the organization shows to users of several organizations. */
export function collectorColumns({
  t,
  showOrganization,
  onView,
}: {
  t: Translate;
  showOrganization: boolean;
  onView: (collector: Collector) => void;
}): DataTableColumn<Collector>[] {
  return [
    {
      key: 'name',
      header: t('collectors.columns.name'),
      render: (collector) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onView(collector)}>
          {collector.name}
        </Anchor>
      ),
    },
    { key: 'phone', header: t('collectors.columns.phone'), text: (collector) => collector.phone },
    {
      key: 'email',
      header: t('collectors.columns.email'),
      text: (collector) => collector.email,
      truncate: true,
    },
    {
      key: 'territory',
      header: t('collectors.columns.territory'),
      text: (collector) => collector.territory,
      truncate: true,
      width: 160,
    },
    ...(showOrganization
      ? [
          {
            key: 'organization',
            header: t('collectors.columns.organization'),
            text: (collector: Collector) => collector.organization_name,
            truncate: true,
            width: 180,
            priority: 2 as const,
          },
        ]
      : []),
    {
      key: 'status',
      header: t('collectors.columns.status'),
      render: (collector) => (
        <Group gap={6} wrap="nowrap">
          <CollectorStatusBadge collector={collector} />
          {collector.blocked_due_to_org && (
            <Tooltip label={t('collectors.blocked_with_organization')}>
              <Text span size="xs" c="orange">
                {t('collectors.organization_marker')}
              </Text>
            </Tooltip>
          )}
          {collector.pending_request && (
            <Badge variant="light" color="yellow">
              {t('collectors.request_pending')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}

interface CollectorActionsMenuProps {
  collector: Collector;
  permissions: CollectorPermissions;
  busy: boolean;
  onView: (collector: Collector) => void;
  onEdit: (collector: Collector) => void;
  onBlock: (collector: Collector) => void;
  onUnblock: (collector: Collector) => void;
}

/** A collector row's menu; nothing when the user may neither edit nor block. */
export function CollectorActionsMenu({
  collector,
  permissions,
  busy,
  onView,
  onEdit,
  onBlock,
  onUnblock,
}: CollectorActionsMenuProps) {
  const t = useT();
  if (!permissions.edit && permissions.block === null) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('collectors.actions.menu_label', { name: collector.name })}
          loading={busy}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onView(collector)}>
          {t('collectors.actions.view_details')}
        </Menu.Item>
        {permissions.edit && (
          <Menu.Item onClick={() => onEdit(collector)}>{t('common.edit')}</Menu.Item>
        )}
        {permissions.block !== null &&
          !collector.pending_request &&
          (collector.is_blocked ? (
            <Menu.Item onClick={() => onUnblock(collector)}>
              {permissions.block === 'direct'
                ? t('collectors.actions.unblock')
                : t('collectors.actions.request_unblock')}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" onClick={() => onBlock(collector)}>
              {permissions.block === 'direct'
                ? t('collectors.actions.block')
                : t('collectors.actions.request_block')}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
