import { Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { formatAuditValue, valueDiffOf } from '../lib/value-diff';
import classes from './audit-detail-modal.module.css';

interface AuditDetailModalProps {
  log: AuditLog | null;
  onClose: () => void;
  /** Narrows the trail to what this row's user did. */
  onFilterByUser: (userId: string, label: string) => void;
}

/** One audit row: who, what, from where, and old and new values side by side. */
export function AuditDetailModal({ log, onClose, onFilterByUser }: AuditDetailModalProps) {
  const t = useT();
  return (
    <Modal
      opened={log !== null}
      onClose={onClose}
      title={t('audit.detail.title')}
      size="xl"
      centered
    >
      {log && <AuditDetail log={log} onFilterByUser={onFilterByUser} />}
    </Modal>
  );
}

function AuditDetail({
  log,
  onFilterByUser,
}: {
  log: AuditLog;
  onFilterByUser: AuditDetailModalProps['onFilterByUser'];
}) {
  const t = useT();
  const userLabel = log.user_name ?? log.user_email;
  const rows = valueDiffOf(log);
  return (
    <Stack gap="lg">
      <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('audit.detail.title')}>
        <Table.Tbody>
          <Row label={t('audit.fields.time')}>{formatDateTime(log.created_at)}</Row>
          <Row label={t('audit.fields.user')}>
            {userLabel ? (
              <Group gap="xs">
                <span>
                  {log.user_email && log.user_name
                    ? `${log.user_name} (${log.user_email})`
                    : userLabel}
                </span>
                {log.user_id && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onFilterByUser(log.user_id as string, userLabel)}
                  >
                    {t('audit.detail.filter_by_user')}
                  </Button>
                )}
              </Group>
            ) : (
              t('audit.system')
            )}
          </Row>
          <Row label={t('audit.fields.role')}>{log.user_role ?? '—'}</Row>
          <Row label={t('audit.fields.action')}>
            <Code>{log.action}</Code>
          </Row>
          <Row label={t('audit.fields.entity')}>
            {log.entity_type}
            {log.entity_id ? (
              <Text span c="dimmed" size="sm">
                {' '}
                {log.entity_id}
              </Text>
            ) : null}
          </Row>
          <Row label={t('audit.fields.approval_required')}>
            {log.approval_required ? t('common.yes') : t('common.no')}
          </Row>
          <Row label={t('audit.detail.reason')}>{log.reason ?? '—'}</Row>
          <Row label={t('audit.detail.ip_address')}>{log.ip_address ?? '—'}</Row>
          <Row label={t('audit.detail.user_agent')}>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              {log.user_agent ?? '—'}
            </Text>
          </Row>
        </Table.Tbody>
      </Table>

      <Stack gap={6}>
        <Text fw={600}>{t('audit.detail.values')}</Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('audit.detail.no_values')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table
              withTableBorder
              withColumnBorders
              layout="fixed"
              aria-label={t('audit.detail.values_label')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="26%">{t('audit.detail.field')}</Table.Th>
                  <Table.Th>{t('audit.detail.old_value')}</Table.Th>
                  <Table.Th>{t('audit.detail.new_value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row.field}
                    data-changed={row.changed || undefined}
                    className={row.changed ? classes.changed : undefined}
                  >
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
                        {row.field}
                      </Text>
                      {row.changed && (
                        <Badge size="xs" color="yellow" variant="filled">
                          {t('audit.detail.changed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <ValueCell value={row.oldValue} present={row.inOld} />
                    <ValueCell value={row.newValue} present={row.inNew} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

function ValueCell({ value, present }: { value: unknown; present: boolean }) {
  return (
    <Table.Td>
      <Text
        size="sm"
        ff="monospace"
        c={present ? undefined : 'dimmed'}
        style={{ wordBreak: 'break-word' }}
      >
        {present ? formatAuditValue(value) : '—'}
      </Text>
    </Table.Td>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}
