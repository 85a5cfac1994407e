import { Anchor, Text } from '@mantine/core';
import type { ApprovalRequest } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatDateTime } from '@/lib/format-date-time';
import { requestTypeLabel } from '../lib/request-labels';
import { ApprovalStatusBadge } from './approval-status-badge';

/** The approval requests' columns; the summary opens the request. */
export function approvalColumns(onOpen: (id: string) => void): DataTableColumn<ApprovalRequest>[] {
  return [
    {
      key: 'request',
      header: 'Request',
      text: (request) => request.summary,
      truncate: true,
      width: 260,
      render: (request) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onOpen(request.id)}>
          {request.summary}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Type', text: (request) => requestTypeLabel(request.request_type) },
    {
      key: 'organization',
      header: 'Organization',
      text: (request) => request.organization_name,
      truncate: true,
      priority: 3,
    },
    {
      key: 'requested_by',
      header: 'Requested by',
      text: (request) => request.requested_by_name,
    },
    {
      key: 'approver',
      header: 'Approver',
      render: (request) =>
        request.current_approver_name ?? (
          <Text span c="dimmed" size="sm">
            Any platform super admin
          </Text>
        ),
    },
    {
      key: 'created',
      header: 'Created',
      text: (request) => formatDateTime(request.created_at),
      priority: 2,
    },
    {
      key: 'status',
      header: 'Status',
      render: (request) => <ApprovalStatusBadge status={request.status} />,
    },
  ];
}
