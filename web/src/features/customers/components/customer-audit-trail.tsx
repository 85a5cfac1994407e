import { Alert, Badge, Center, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useCustomerAudit } from '../api/get-customer-audit';
import { auditChangesOf } from '../lib/audit-changes';

/** The Audit Trail tab: this customer's audit rows, newest first, with what each changed. */
export function CustomerAuditTrail({ customerId }: { customerId: string }) {
  const audit = useCustomerAudit(customerId, true);
  if (audit.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading audit trail" />
      </Center>
    );
  }
  if (audit.isError) {
    return (
      <Alert color="red" variant="light" title="Error" role="alert">
        {failureReason(audit.error)}
      </Alert>
    );
  }
  if (audit.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No audit entries yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="Audit trail">
      {audit.data.data.map((row) => (
        <Timeline.Item
          key={row.id}
          title={
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {row.action}
              </Text>
              {row.approval_required && (
                <Badge size="xs" color="orange" variant="light">
                  Approval required
                </Badge>
              )}
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.created_at)} · {row.user_name ?? row.user_email ?? 'System'}
            </Text>
            {auditChangesOf(row).map((change) => (
              <Text size="xs" key={change.label}>
                <Text span inherit fw={600}>
                  {change.label}:
                </Text>{' '}
                {change.from === null ? '' : `${change.from} → `}
                {change.to ?? '—'}
              </Text>
            ))}
            {row.reason && <Text size="xs">{row.reason}</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
