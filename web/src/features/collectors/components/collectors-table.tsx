import {
  ActionIcon,
  Anchor,
  Group,
  Menu,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Collector } from '@lendline/core';
import { IconDots } from '@tabler/icons-react';
import type { CollectorPermissions } from '../lib/collector-permissions';
import { CollectorStatusBadge } from './collector-status-badge';

interface CollectorsTableProps {
  collectors: readonly Collector[];
  permissions: CollectorPermissions;
  showOrganization: boolean;
  /** The collector whose block or unblock is on its way. */
  busyId: string | null;
  onView: (collector: Collector) => void;
  onEdit: (collector: Collector) => void;
  onBlock: (collector: Collector) => void;
  onUnblock: (collector: Collector) => void;
}

export function CollectorsTable({
  collectors,
  permissions,
  showOrganization,
  busyId,
  onView,
  onEdit,
  onBlock,
  onUnblock,
}: CollectorsTableProps) {
  const hasActions = permissions.edit || permissions.block !== null;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Collectors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Territory</Table.Th>
            {showOrganization && <Table.Th>Organization</Table.Th>}
            <Table.Th>Status</Table.Th>
            {hasActions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {collectors.map((collector) => (
            <Table.Tr key={collector.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() => onView(collector)}
                >
                  {collector.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{collector.phone ?? '—'}</Table.Td>
              <Table.Td>{collector.email ?? '—'}</Table.Td>
              <Table.Td>{collector.territory ?? '—'}</Table.Td>
              {showOrganization && <Table.Td>{collector.organization_name}</Table.Td>}
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <CollectorStatusBadge collector={collector} />
                  {collector.blocked_due_to_org && (
                    <Tooltip label="Blocked with its organization">
                      <Text span size="xs" c="orange">
                        (organization)
                      </Text>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
              {hasActions && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Actions for ${collector.name}`}
                        loading={busyId === collector.id}
                      >
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onView(collector)}>View details</Menu.Item>
                      {permissions.edit && (
                        <Menu.Item onClick={() => onEdit(collector)}>Edit</Menu.Item>
                      )}
                      {permissions.block !== null &&
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
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
