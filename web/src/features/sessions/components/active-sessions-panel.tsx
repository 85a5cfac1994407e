import { Alert, Badge, Button, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UserSession } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

interface ActiveSessionsPanelProps {
  /** Another user's sessions (an administrator's view); absent: one's own. */
  userId?: string;
  /** The heading; defaults to "Active sessions". */
  title?: string;
}

/**
 * The live sessions of the signed-in user (for /profile) or of a user they manage: device,
 * address, created and last seen, and 'End session' for every session but the one in use
 * (signing out ends that one).
 */
export function ActiveSessionsPanel({ userId, title }: ActiveSessionsPanelProps) {
  const t = useT();
  const sessions = useSessions(userId ?? null);
  const end = useEndSession();
  const heading = title ?? t('sessions.panel.title');

  const onEnd = (session: UserSession) =>
    end.mutate(session.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(t('sessions.end_failed'), failureReason(error)),
    });

  return (
    <Paper withBorder p="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {!userId && <Text c="dimmed">{t('sessions.panel.description')}</Text>}
        {sessions.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
        {sessions.isError && (
          <Alert color="red" title={t('sessions.load_failed')}>
            {failureReason(sessions.error)}
          </Alert>
        )}
        {sessions.data && sessions.data.data.length === 0 && (
          <Text c="dimmed">{t('sessions.empty')}</Text>
        )}
        {sessions.data && sessions.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sessions.column.device')}</Table.Th>
                  <Table.Th>{t('sessions.column.ip_address')}</Table.Th>
                  <Table.Th>{t('sessions.column.created')}</Table.Th>
                  <Table.Th>{t('sessions.column.last_seen')}</Table.Th>
                  <Table.Th>{t('sessions.column.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.data.data.map((session) => {
                  const device = session.user_agent ?? t('sessions.unknown_device');
                  return (
                    <Table.Tr key={session.id}>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {device}
                        </Text>
                      </Table.Td>
                      <Table.Td>{session.ip_address ?? t('sessions.unknown_address')}</Table.Td>
                      <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                      <Table.Td>{formatDateTime(session.last_seen_at)}</Table.Td>
                      <Table.Td>
                        {session.current ? (
                          <Badge variant="light">{t('sessions.current')}</Badge>
                        ) : (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            aria-label={t('sessions.end_label', { device })}
                            loading={end.isPending && end.variables === session.id}
                            onClick={() => onEnd(session)}
                          >
                            {t('sessions.end')}
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
      </Stack>
    </Paper>
  );
}
