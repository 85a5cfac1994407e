import {
  Alert,
  Badge,
  Button,
  Center,
  Code,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import type { ApprovalNote, ApprovalRequestDetail } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApprovalDecisionKind } from '../api/decide-approval';
import { useDecideApproval } from '../api/decide-approval';
import { useApproval } from '../api/get-approval';
import type { ApprovalDecider } from '../lib/may-decide';
import { allowedDecisions } from '../lib/may-decide';
import { NOTE_ACTION_TITLES, requestTypeLabel } from '../lib/request-labels';
import { ApprovalStatusBadge } from './approval-status-badge';

interface ApprovalDetailDrawerProps {
  id: string | null;
  decider: ApprovalDecider;
  onClose: () => void;
}

export function ApprovalDetailDrawer({ id, decider, onClose }: ApprovalDetailDrawerProps) {
  const t = useT();
  const approval = useApproval(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{t('approvals.detail.title')}</Text>}
    >
      {approval.isPending && (
        <Center py="xl">
          <Loader aria-label={t('approvals.detail.loading')} />
        </Center>
      )}
      {approval.isError && (
        <Alert color="red" role="alert">
          {approval.error.message}
        </Alert>
      )}
      {approval.data && (
        // Keyed so the note field starts empty for each request.
        <ApprovalDetail key={approval.data.id} request={approval.data} decider={decider} />
      )}
    </Drawer>
  );
}

function ApprovalDetail({
  request,
  decider,
}: {
  request: ApprovalRequestDetail;
  decider: ApprovalDecider;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const decide = useDecideApproval({ onSuccess: () => setNote('') });
  const allowed = allowedDecisions(request, decider);
  const canDecide = allowed.approve || allowed.reject || allowed.escalate;
  const run = (decision: ApprovalDecisionKind) => decide.mutate({ id: request.id, decision, note });
  const pendingDecision = decide.isPending ? decide.variables?.decision : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <ApprovalStatusBadge status={request.status} />
          <Badge variant="outline" color="gray">
            {requestTypeLabel(t, request.request_type)}
          </Badge>
        </Group>
        <Title order={2} size="h4">
          {request.summary}
        </Title>
      </Stack>

      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <DetailRow label={t('approvals.fields.organization')} value={request.organization_name} />
          <DetailRow label={t('approvals.fields.requested_by')} value={request.requested_by_name} />
          <DetailRow
            label={t('approvals.fields.approver')}
            value={request.current_approver_name ?? t('approvals.any_super_admin')}
          />
          <DetailRow
            label={t('approvals.fields.created')}
            value={formatDateTime(request.created_at)}
          />
          {request.approved_at && (
            <DetailRow
              label={t('approvals.detail.approved')}
              value={formatDateTime(request.approved_at)}
            />
          )}
          {request.rejected_at && (
            <DetailRow
              label={t('approvals.detail.rejected')}
              value={formatDateTime(request.rejected_at)}
            />
          )}
        </Table.Tbody>
      </Table>

      <Stack gap={6}>
        <Text fw={600}>{t('approvals.detail.request_data')}</Text>
        <RequestData data={request.request_data} />
      </Stack>

      <Stack gap={6}>
        <Text fw={600}>{t('approvals.detail.notes')}</Text>
        <Text size="sm" c={request.notes?.trim() ? undefined : 'dimmed'}>
          {request.notes?.trim() ? request.notes : t('approvals.no_notes')}
        </Text>
      </Stack>

      <Stack gap={6}>
        <Text fw={600}>{t('approvals.detail.history')}</Text>
        <NotesHistory notes={request.approval_notes} />
      </Stack>

      {canDecide && (
        <Stack gap="sm">
          <Textarea
            label={t('approvals.detail.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            rows={3}
          />
          <Group>
            {allowed.approve && (
              <Button
                color="teal"
                onClick={() => run('approve')}
                loading={pendingDecision === 'approve'}
                disabled={decide.isPending}
              >
                {t('approvals.actions.approve')}
              </Button>
            )}
            {allowed.reject && (
              <Button
                color="red"
                variant="light"
                onClick={() => run('reject')}
                loading={pendingDecision === 'reject'}
                disabled={decide.isPending}
              >
                {t('approvals.actions.reject')}
              </Button>
            )}
            {allowed.escalate && (
              <Button
                variant="default"
                onClick={() => run('escalate')}
                loading={pendingDecision === 'escalate'}
                disabled={decide.isPending}
              >
                {t('approvals.actions.escalate')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

function RequestData({ data }: { data: Record<string, unknown> }) {
  const t = useT();
  const entries = Object.entries(data);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('approvals.detail.no_request_data')}
      </Text>
    );
  }
  return (
    <Table
      variant="vertical"
      layout="fixed"
      withTableBorder
      aria-label={t('approvals.detail.request_data')}
    >
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={140}>{key.replaceAll('_', ' ')}</Table.Th>
            <Table.Td>
              {typeof value === 'object' && value !== null ? (
                <Code block>{JSON.stringify(value, null, 2)}</Code>
              ) : (
                String(value ?? '—')
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function NotesHistory({ notes }: { notes: readonly ApprovalNote[] }) {
  const t = useT();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('approvals.detail.no_history')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {notes.map((note) => (
        <Timeline.Item
          key={note.id}
          title={t(NOTE_ACTION_TITLES[note.action], { name: note.approver_name })}
        >
          <Text size="sm">{note.note?.trim() ? note.note : t('approvals.no_notes')}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(note.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
