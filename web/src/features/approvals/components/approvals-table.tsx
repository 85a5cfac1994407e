import { Anchor, Table, Text } from '@mantine/core';
import type { ApprovalRequest } from '@lendline/core';
import { formatDateTime } from '@/lib/format-date-time';
import { requestTypeLabel } from '../lib/request-labels';
import { ApprovalStatusBadge } from './approval-status-badge';

interface ApprovalsTableProps {
  requests: readonly ApprovalRequest[];
  onOpen: (id: string) => void;
}

export function ApprovalsTable({ requests, onOpen }: ApprovalsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Approval requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Requested by</Table.Th>
            <Table.Th>Approver</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() => onOpen(request.id)}
                >
                  {request.summary}
                </Anchor>
              </Table.Td>
              <Table.Td>{requestTypeLabel(request.request_type)}</Table.Td>
              <Table.Td>{request.organization_name}</Table.Td>
              <Table.Td>{request.requested_by_name}</Table.Td>
              <Table.Td>
                {request.current_approver_name ?? (
                  <Text span c="dimmed" size="sm">
                    Any platform super admin
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(request.created_at)}</Table.Td>
              <Table.Td>
                <ApprovalStatusBadge status={request.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
