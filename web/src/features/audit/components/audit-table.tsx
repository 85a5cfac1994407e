import { Anchor, Badge, Text } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDateTime } from '@/lib/format-date-time';

/** Names an entry for assistive technology: when, and what was done. */
export const auditEntryLabel = (log: AuditLog) =>
  `${log.action} at ${formatDateTime(log.created_at)}`;

/** The audit trail's columns; the time opens the entry. */
export function auditColumns(onOpen: (log: AuditLog) => void): DataTableColumn<AuditLog>[] {
  return [
    {
      key: 'time',
      header: 'Time',
      render: (log) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onOpen(log)}>
          {formatDateTime(log.created_at)}
        </Anchor>
      ),
    },
    {
      key: 'user',
      header: 'User',
      text: (log) => log.user_name ?? log.user_email,
      truncate: true,
      width: 180,
      render: (log) =>
        log.user_name ??
        log.user_email ?? (
          <Text span c="dimmed" size="sm">
            System
          </Text>
        ),
    },
    { key: 'role', header: 'Role', text: (log) => log.user_role },
    {
      key: 'action',
      header: 'Action',
      render: (log) => (
        <Text span ff="monospace" size="sm">
          {log.action}
        </Text>
      ),
    },
    { key: 'entity', header: 'Entity', text: (log) => log.entity_type },
    {
      key: 'approval',
      header: 'Approval required',
      priority: 2,
      render: (log) =>
        log.approval_required ? (
          <Badge color="orange" variant="light">
            Required
          </Badge>
        ) : (
          <Text span c="dimmed" size="sm">
            No
          </Text>
        ),
    },
  ];
}
