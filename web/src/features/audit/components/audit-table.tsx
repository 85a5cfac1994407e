import { Anchor, Badge, Text } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';

/** Names an entry for assistive technology: when, and what was done. */
export const auditEntryLabel = (t: Translate, log: AuditLog) =>
  t('audit.entry_label', { action: log.action, time: formatDateTime(log.created_at) });

/** The audit trail's columns, in the active language; the time opens the entry. */
export function auditColumns(
  t: Translate,
  onOpen: (log: AuditLog) => void,
): DataTableColumn<AuditLog>[] {
  return [
    {
      key: 'time',
      header: t('audit.fields.time'),
      render: (log) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onOpen(log)}>
          {formatDateTime(log.created_at)}
        </Anchor>
      ),
    },
    {
      key: 'user',
      header: t('audit.fields.user'),
      text: (log) => log.user_name ?? log.user_email,
      truncate: true,
      width: 180,
      render: (log) =>
        log.user_name ??
        log.user_email ?? (
          <Text span c="dimmed" size="sm">
            {t('audit.system')}
          </Text>
        ),
    },
    { key: 'role', header: t('audit.fields.role'), text: (log) => log.user_role },
    {
      key: 'action',
      header: t('audit.fields.action'),
      render: (log) => (
        <Text span ff="monospace" size="sm">
          {log.action}
        </Text>
      ),
    },
    { key: 'entity', header: t('audit.fields.entity'), text: (log) => log.entity_type },
    {
      key: 'approval',
      header: t('audit.fields.approval_required'),
      priority: 2,
      render: (log) =>
        log.approval_required ? (
          <Badge color="orange" variant="light">
            {t('audit.approval.required')}
          </Badge>
        ) : (
          <Text span c="dimmed" size="sm">
            {t('common.no')}
          </Text>
        ),
    },
  ];
}
