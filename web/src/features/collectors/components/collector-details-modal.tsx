import { Badge, Modal, Table, Text } from '@mantine/core';
import type { Collector } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { useCollector } from '../api/get-collector';
import { CollectorStatusBadge } from './collector-status-badge';

interface CollectorDetailsModalProps {
  collector: Collector | null;
  onClose: () => void;
}

/** Every field of a collector, including why and by whom it was blocked (spec part 1 §3). */
export function CollectorDetailsModal({ collector, onClose }: CollectorDetailsModalProps) {
  const t = useT();
  const details = useCollector(collector);
  const shown = details.data ?? collector;
  return (
    <Modal
      opened={collector !== null}
      onClose={onClose}
      title={t('collectors.details.title')}
      centered
    >
      {shown && (
        <Table
          variant="vertical"
          layout="fixed"
          withTableBorder
          aria-label={t('collectors.details.title')}
        >
          <Table.Tbody>
            <Row label={t('collectors.columns.name')}>{shown.name}</Row>
            <Row label={t('collectors.columns.status')}>
              <CollectorStatusBadge collector={shown} />
            </Row>
            <Row label={t('collectors.columns.phone')}>{shown.phone ?? '—'}</Row>
            <Row label={t('collectors.columns.email')}>{shown.email ?? '—'}</Row>
            <Row label={t('collectors.columns.territory')}>{shown.territory ?? '—'}</Row>
            <Row label={t('collectors.details.user')}>{shown.user_name ?? '—'}</Row>
            <Row label={t('collectors.columns.organization')}>
              {shown.organization_name}
              {shown.organization_is_blocked && (
                <Badge color="red" variant="light" ml="xs">
                  {t('collectors.details.organization_blocked')}
                </Badge>
              )}
            </Row>
            <Row label={t('collectors.details.active')}>
              {shown.is_active ? t('common.yes') : t('common.no')}
            </Row>
            <Row label={t('collectors.details.blocked')}>
              {shown.is_blocked ? t('common.yes') : t('common.no')}
            </Row>
            {shown.is_blocked && (
              <>
                <Row label={t('collectors.details.block_reason')}>
                  {shown.blocked_reason ?? '—'}
                </Row>
                <Row label={t('collectors.details.blocked_at')}>
                  {formatDateTime(shown.blocked_at)}
                </Row>
                <Row label={t('collectors.details.blocked_by')}>{shown.blocked_by_name ?? '—'}</Row>
                <Row label={t('collectors.details.blocked_due_to_organization')}>
                  {shown.blocked_due_to_org ? (
                    <Badge color="orange" variant="light">
                      {t('common.yes')}
                    </Badge>
                  ) : (
                    t('common.no')
                  )}
                </Row>
              </>
            )}
            <Row label={t('collectors.details.added')}>{formatDateTime(shown.created_at)}</Row>
            <Row label={t('collectors.details.updated')}>{formatDateTime(shown.updated_at)}</Row>
          </Table.Tbody>
        </Table>
      )}
      {details.isError && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {details.error.message}
        </Text>
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}
