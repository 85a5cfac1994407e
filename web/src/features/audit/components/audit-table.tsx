import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import { formatDateTime } from '@/lib/format-date-time';

interface AuditTableProps {
  logs: readonly AuditLog[];
  onOpen: (log: AuditLog) => void;
}

export function AuditTable({ logs, onOpen }: AuditTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Approval required</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(log)}>
                  {formatDateTime(log.created_at)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {log.user_name ?? log.user_email ?? (
                  <Text span c="dimmed" size="sm">
                    System
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{log.user_role ?? '—'}</Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm">
                  {log.action}
                </Text>
              </Table.Td>
              <Table.Td>{log.entity_type}</Table.Td>
              <Table.Td>
                {log.approval_required ? (
                  <Badge color="orange" variant="light">
                    Required
                  </Badge>
                ) : (
                  <Text span c="dimmed" size="sm">
                    No
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
