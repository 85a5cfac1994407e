import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { DataTable } from '@/components/data-table/data-table';
import type { ApprovalStatusFilter } from '../api/get-approvals';
import { useApprovals } from '../api/get-approvals';
import type { ApprovalDecider } from '../lib/may-decide';
import { ApprovalDetailDrawer } from './approval-detail-drawer';
import { approvalColumns } from './approvals-table';

const STATUS_FILTERS: { value: ApprovalStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const FETCH_FAILED = 'Failed to fetch approval requests';

/** /approvals: every request in the user's scope, 25 a page (spec part 1 §9), newest first. */
export function ApprovalsScreen({ decider }: { decider: ApprovalDecider }) {
  const [status, setStatus] = useState<ApprovalStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const approvals = useApprovals({ status, page });

  useEffect(() => {
    if (approvals.isError) notifyError('Error', FETCH_FAILED);
  }, [approvals.isError]);

  const list = approvals.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Approvals
        </Title>
        <Text c="dimmed">Requests waiting for a second pair of eyes, and their outcomes.</Text>
      </div>
      <SegmentedControl
        aria-label="Status"
        data={STATUS_FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value as ApprovalStatusFilter);
          setPage(1);
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        label="Approval requests"
        columns={approvalColumns(setOpenId)}
        rows={list?.data}
        rowKey={(request) => request.id}
        rowLabel={(request) => request.summary}
        loading={approvals.isPending}
        error={
          approvals.isError &&
          !list && (
            <Alert color="red" role="alert">
              {FETCH_FAILED}
            </Alert>
          )
        }
        emptyText="No approval requests."
        onRowOpen={(request) => setOpenId(request.id)}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: ['request', 'requests'],
            onPageChange: setPage,
          }
        }
      />
      <ApprovalDetailDrawer id={openId} decider={decider} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
