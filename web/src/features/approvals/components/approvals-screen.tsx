import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@lendline/core';
import { useEffect, useMemo, useState } from 'react';
import { t as message } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { notifyError } from '@/lib/notify';
import { DataTable } from '@/components/data-table/data-table';
import type { ApprovalStatusFilter } from '../api/get-approvals';
import { useApprovals } from '../api/get-approvals';
import type { ApprovalDecider } from '../lib/may-decide';
import { ApprovalDetailDrawer } from './approval-detail-drawer';
import { approvalColumns } from './approvals-table';

const STATUS_FILTERS = {
  pending: 'approvals.status.pending',
  approved: 'approvals.status.approved',
  rejected: 'approvals.status.rejected',
  all: 'approvals.filter.all',
} as const satisfies Record<ApprovalStatusFilter, MessageKey>;

/** /approvals: every request in the user's scope, 25 a page (spec part 1 §9), newest first. */
export function ApprovalsScreen({ decider }: { decider: ApprovalDecider }) {
  const t = useT();
  const [status, setStatus] = useState<ApprovalStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const approvals = useApprovals({ status, page });
  const columns = useMemo(() => approvalColumns(t, setOpenId), [t]);

  useEffect(() => {
    // Once per failure, not again when the language changes: the message of the moment.
    if (approvals.isError) notifyError(message('common.error'), message('approvals.failure.fetch'));
  }, [approvals.isError]);

  const list = approvals.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('approvals.title')}
        </Title>
        <Text c="dimmed">{t('approvals.description')}</Text>
      </div>
      <SegmentedControl
        aria-label={t('approvals.fields.status')}
        data={Object.entries(STATUS_FILTERS).map(([value, key]) => ({ value, label: t(key) }))}
        value={status}
        onChange={(value) => {
          setStatus(value as ApprovalStatusFilter);
          setPage(1);
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        label={t('approvals.list.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(request) => request.id}
        rowLabel={(request) => request.summary}
        loading={approvals.isPending}
        error={
          approvals.isError &&
          !list && (
            <Alert color="red" role="alert">
              {t('approvals.failure.fetch')}
            </Alert>
          )
        }
        emptyText={t('approvals.list.empty')}
        onRowOpen={(request) => setOpenId(request.id)}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('approvals.list.noun_one'), t('approvals.list.noun_other')],
            onPageChange: setPage,
          }
        }
      />
      <ApprovalDetailDrawer id={openId} decider={decider} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
