import { ActionIcon, Anchor, Badge, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { Collector } from '@lendline/core';
import { IconDots } from '@tabler/icons-react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { CollectorPermissions } from '../lib/collector-permissions';
import { CollectorStatusBadge } from './collector-status-badge';

/** The collectors list's columns; the organization shows to users of several organizations. */
export function collectorColumns({
  showOrganization,
  onView,
}: {
  showOrganization: boolean;
  onView: (collector: Collector) => void;
}): DataTableColumn<Collector>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      render: (collector) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onView(collector)}>
          {collector.name}
        </Anchor>
      ),
    },
    { key: 'phone', header: 'Phone', text: (collector) => collector.phone },
    {
      key: 'email',
      header: 'E-mail',
      text: (collector) => collector.email,
      truncate: true,
    },
    {
      key: 'territory',
      header: 'Territory',
      text: (collector) => collector.territory,
      truncate: true,
      width: 160,
    },
    ...(showOrganization
      ? [
          {
            key: 'organization',
            header: 'Organization',
            text: (collector: Collector) => collector.organization_name,
            truncate: true,
            width: 180,
            priority: 2 as const,
          },
        ]
      : []),
    {
      key: 'status',
      header: 'Status',
      render: (collector) => (
        <Group gap={6} wrap="nowrap">
          <CollectorStatusBadge collector={collector} />
          {collector.blocked_due_to_org && (
            <Tooltip label="Blocked with its organization">
              <Text span size="xs" c="orange">
                (organization)
              </Text>
            </Tooltip>
          )}
          {collector.pending_request && (
            <Badge variant="light" color="yellow">
              Request pending
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
  if (!permissions.edit && permissions.block === null) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${collector.name}`}
          loading={busy}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onView(collector)}>View details</Menu.Item>
        {permissions.edit && <Menu.Item onClick={() => onEdit(collector)}>Edit</Menu.Item>}
        {permissions.block !== null &&
          !collector.pending_request &&
          (collector.is_blocked ? (
            <Menu.Item onClick={() => onUnblock(collector)}>
              {permissions.block === 'direct' ? 'Unblock' : 'Request unblock'}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" onClick={() => onBlock(collector)}>
              {permissions.block === 'direct' ? 'Block' : 'Request block'}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
