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
import { formatDateTime } from '@/lib/format-date-time';
import type { ApprovalDecisionKind } from '../api/decide-approval';
import { useDecideApproval } from '../api/decide-approval';
import { useApproval } from '../api/get-approval';
import type { ApprovalDecider } from '../lib/may-decide';
import { allowedDecisions } from '../lib/may-decide';
import { NOTE_ACTION_LABELS, requestTypeLabel } from '../lib/request-labels';
import { ApprovalStatusBadge } from './approval-status-badge';

interface ApprovalDetailDrawerProps {
  id: string | null;
  decider: ApprovalDecider;
  onClose: () => void;
}

export function ApprovalDetailDrawer({ id, decider, onClose }: ApprovalDetailDrawerProps) {
  const approval = useApproval(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>Approval request</Text>}
    >
      {approval.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading approval request" />
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
            {requestTypeLabel(request.request_type)}
          </Badge>
        </Group>
        <Title order={2} size="h4">
          {request.summary}
        </Title>
      </Stack>

      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <DetailRow label="Organization" value={request.organization_name} />
          <DetailRow label="Requested by" value={request.requested_by_name} />
          <DetailRow
            label="Approver"
            value={request.current_approver_name ?? 'Any platform super admin'}
          />
          <DetailRow label="Created" value={formatDateTime(request.created_at)} />
          {request.approved_at && (
            <DetailRow label="Approved" value={formatDateTime(request.approved_at)} />
          )}
          {request.rejected_at && (
            <DetailRow label="Rejected" value={formatDateTime(request.rejected_at)} />
          )}
        </Table.Tbody>
      </Table>

      <Stack gap={6}>
        <Text fw={600}>Request data</Text>
        <RequestData data={request.request_data} />
      </Stack>

      <Stack gap={6}>
        <Text fw={600}>Notes</Text>
        <Text size="sm" c={request.notes?.trim() ? undefined : 'dimmed'}>
          {request.notes?.trim() ? request.notes : 'No additional notes'}
        </Text>
      </Stack>

      <Stack gap={6}>
        <Text fw={600}>History</Text>
        <NotesHistory notes={request.approval_notes} />
      </Stack>

      {canDecide && (
        <Stack gap="sm">
          <Textarea
            label="Note (optional)"
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
                Approve
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
                Reject
              </Button>
            )}
            {allowed.escalate && (
              <Button
                variant="default"
                onClick={() => run('escalate')}
                loading={pendingDecision === 'escalate'}
                disabled={decide.isPending}
              >
                Escalate
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
  const entries = Object.entries(data);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No request data
      </Text>
    );
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Request data">
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
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No decisions or notes yet
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {notes.map((note) => (
        <Timeline.Item
          key={note.id}
          title={`${NOTE_ACTION_LABELS[note.action]} by ${note.approver_name}`}
        >
          <Text size="sm">{note.note?.trim() ? note.note : 'No additional notes'}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(note.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
