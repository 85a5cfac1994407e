import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { EmergencyAccessGrant, EmergencyGrantStatus, Role } from '@lendline/core';
import { useState } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatNumber } from '@/lib/format-number';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGrants } from '../api/get-grants';
import { useRevokeEmergencyAccess } from '../api/grant-access';
import { GrantAccessDialog } from './grant-access-dialog';

const STATUS_COLOR: Record<EmergencyGrantStatus, string> = {
  active: 'red',
  expired: 'gray',
  revoked: 'gray',
};

const STATUS_LABEL = {
  active: 'emergency.status.active',
  expired: 'emergency.status.expired',
  revoked: 'emergency.status.revoked',
} as const satisfies Record<EmergencyGrantStatus, string>;

interface EmergencyAccessPanelProps {
  grantor: { userId: string; roles: readonly Role[] };
}

/** Emergency access (spec part 1 §6): the grants newest first, a grant dialog and revocation. */
export function EmergencyAccessPanel({ grantor }: EmergencyAccessPanelProps) {
  const t = useT();
  const grants = useGrants({ page: 1 });
  const revoke = useRevokeEmergencyAccess();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<EmergencyAccessGrant | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('emergency.title')}
          </Title>
          <Text c="dimmed">{t('emergency.description')}</Text>
        </div>
        <Button color="red" onClick={() => setGranting(true)}>
          {t('emergency.grant_button')}
        </Button>
      </Group>
      {grants.isPending && <Loader size="sm" aria-label={t('emergency.title')} />}
      {grants.isError && (
        <Alert color="red" title={t('emergency.load_failed')}>
          {failureReason(grants.error)}
        </Alert>
      )}
      {grants.data && grants.data.data.length === 0 && (
        <Text c="dimmed">{t('emergency.empty')}</Text>
      )}
      {grants.data && grants.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('emergency.column.user')}</Table.Th>
                <Table.Th>{t('emergency.column.permissions')}</Table.Th>
                <Table.Th>{t('emergency.column.reason')}</Table.Th>
                <Table.Th>{t('emergency.column.granted_by')}</Table.Th>
                <Table.Th>{t('emergency.column.expires')}</Table.Th>
                <Table.Th>{t('emergency.column.status')}</Table.Th>
                <Table.Th>{t('emergency.column.used')}</Table.Th>
                <Table.Th>{t('emergency.column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grants.data.data.map((grant) => {
                const name = grant.target_name || grant.target_email;
                return (
                  <Table.Tr key={grant.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{grant.permissions.join(', ')}</Table.Td>
                    <Table.Td>{grant.revoke_reason ?? grant.reason}</Table.Td>
                    <Table.Td>{grant.granted_by_name || '—'}</Table.Td>
                    <Table.Td>{formatDateTime(grant.expires_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[grant.status]} variant="light">
                        {t(STATUS_LABEL[grant.status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatNumber(grant.use_count)}</Table.Td>
                    <Table.Td>
                      {grant.status === 'active' && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('emergency.revoke.label', { name })}
                          onClick={() => setRevoking(grant)}
                        >
                          {t('emergency.revoke.button')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <GrantAccessDialog opened={granting} onClose={() => setGranting(false)} grantor={grantor} />
      <ReasonDialog
        opened={revoking !== null}
        title={t('emergency.revoke.title')}
        label={t('emergency.revoke.reason')}
        placeholder={t('emergency.revoke.default_reason')}
        confirmLabel={t('emergency.revoke.submit')}
        destructive
        loading={revoke.isPending}
        onSubmit={(reason) =>
          revoke
            .mutateAsync({ id: revoking!.id, body: reason ? { reason } : {} })
            .then((answer) => {
              notifySuccess(answer.message);
              setRevoking(null);
            })
        }
        onError={(error) => notifyError(t('emergency.action_failed'), failureReason(error))}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
