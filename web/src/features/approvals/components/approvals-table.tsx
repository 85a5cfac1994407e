import { Anchor, Text } from '@mantine/core';
import type { ApprovalRequest } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { Translate } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { requestTypeLabel } from '../lib/request-labels';
import { ApprovalStatusBadge } from './approval-status-badge';

/** The approval requests' columns, in the active language; the summary opens the request. */
export function approvalColumns(
  t: Translate,
  onOpen: (id: string) => void,
): DataTableColumn<ApprovalRequest>[] {
  return [
    {
      key: 'request',
      header: t('approvals.fields.request'),
      text: (request) => request.summary,
      truncate: true,
      width: 260,
      render: (request) => (
        <Anchor component="button" type="button" ta="left" onClick={() => onOpen(request.id)}>
          {request.summary}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('approvals.fields.type'),
      text: (request) => requestTypeLabel(t, request.request_type),
    },
    {
      key: 'organization',
      header: t('approvals.fields.organization'),
      text: (request) => request.organization_name,
      truncate: true,
      priority: 3,
    },
    {
      key: 'requested_by',
      header: t('approvals.fields.requested_by'),
      text: (request) => request.requested_by_name,
    },
    {
      key: 'approver',
      header: t('approvals.fields.approver'),
      render: (request) =>
        request.current_approver_name ?? (
          <Text span c="dimmed" size="sm">
            {t('approvals.any_super_admin')}
          </Text>
        ),
    },
    {
      key: 'created',
      header: t('approvals.fields.created'),
      text: (request) => formatDateTime(request.created_at),
      priority: 2,
    },
    {
      key: 'status',
      header: t('approvals.fields.status'),
      render: (request) => <ApprovalStatusBadge status={request.status} />,
    },
  ];
}
