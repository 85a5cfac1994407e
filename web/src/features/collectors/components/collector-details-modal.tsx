import { Badge, Modal, Table, Text } from '@mantine/core';
import type { Collector } from '@lendline/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date-time';
import { useCollector } from '../api/get-collector';
import { CollectorStatusBadge } from './collector-status-badge';

interface CollectorDetailsModalProps {
  collector: Collector | null;
  onClose: () => void;
}

/** Every field of a collector, including why and by whom it was blocked (spec part 1 §3). */
export function CollectorDetailsModal({ collector, onClose }: CollectorDetailsModalProps) {
  const details = useCollector(collector);
  const shown = details.data ?? collector;
  return (
    <Modal opened={collector !== null} onClose={onClose} title="Collector details" centered>
      {shown && (
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Collector details">
          <Table.Tbody>
            <Row label="Name">{shown.name}</Row>
            <Row label="Status">
              <CollectorStatusBadge collector={shown} />
            </Row>
            <Row label="Phone">{shown.phone ?? '—'}</Row>
            <Row label="E-mail">{shown.email ?? '—'}</Row>
            <Row label="Territory">{shown.territory ?? '—'}</Row>
            <Row label="Organization">
              {shown.organization_name}
              {shown.organization_is_blocked && (
                <Badge color="red" variant="light" ml="xs">
                  Organization blocked
                </Badge>
              )}
            </Row>
            <Row label="Active">{shown.is_active ? 'Yes' : 'No'}</Row>
            <Row label="Blocked">{shown.is_blocked ? 'Yes' : 'No'}</Row>
            {shown.is_blocked && (
              <>
                <Row label="Block reason">{shown.blocked_reason ?? '—'}</Row>
                <Row label="Blocked at">{formatDateTime(shown.blocked_at)}</Row>
                <Row label="Blocked by">{shown.blocked_by_name ?? '—'}</Row>
                <Row label="Blocked due to organization">
                  {shown.blocked_due_to_org ? (
                    <Badge color="orange" variant="light">
                      Yes
                    </Badge>
                  ) : (
                    'No'
                  )}
                </Row>
              </>
            )}
            <Row label="Added">{formatDateTime(shown.created_at)}</Row>
            <Row label="Updated">{formatDateTime(shown.updated_at)}</Row>
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
