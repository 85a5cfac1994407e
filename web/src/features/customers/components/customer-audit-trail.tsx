import { Alert, Badge, Center, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useT } from '@/i18n/use-t';
import { useCustomerAudit } from '../api/get-customer-audit';
import { auditChangesOf } from '../lib/audit-changes';

/** The Audit Trail tab: this customer's audit rows, newest first, with what each changed. */
export function CustomerAuditTrail({ customerId }: { customerId: string }) {
  const t = useT();
  const audit = useCustomerAudit(customerId, true);
  if (audit.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('customers.audit.loading')} />
      </Center>
    );
  }
  if (audit.isError) {
    return (
      <Alert color="red" variant="light" title={t('common.error')} role="alert">
        {failureReason(audit.error)}
      </Alert>
    );
  }
  if (audit.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('customers.audit.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={t('customers.audit.label')}>
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
                  {t('customers.audit.approval_required')}
                </Badge>
              )}
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.created_at)} ·{' '}
              {row.user_name ?? row.user_email ?? t('customers.audit.system')}
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
