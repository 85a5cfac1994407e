import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserSession } from '@lendline/core';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
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
  const deviceOf = (session: UserSession) => session.user_agent ?? t('sessions.unknown_device');
  const columns: DataTableColumn<UserSession>[] = [
    {
      key: 'device',
      header: t('sessions.column.device'),
      text: deviceOf,
      truncate: true,
    },
    {
      key: 'ip_address',
      header: t('sessions.column.ip_address'),
      text: (session) => session.ip_address ?? t('sessions.unknown_address'),
    },
    {
      key: 'created',
      header: t('sessions.column.created'),
      text: (session) => formatDateTime(session.created_at),
    },
    {
      key: 'last_seen',
      header: t('sessions.column.last_seen'),
      text: (session) => formatDateTime(session.last_seen_at),
    },
  ];

  const onEnd = (session: UserSession) =>
    end.mutate(session.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(t('sessions.end_failed'), failureReason(error)),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {!userId && (
          <Text size="sm" c="dimmed">
            {t('sessions.panel.description')}
          </Text>
        )}
        <DataTable
          label={heading}
          columns={columns}
          rows={sessions.data?.data}
          rowKey={(session) => session.id}
          rowLabel={(session) => deviceOf(session)}
          loading={sessions.isPending}
          error={
            sessions.isError && (
              <Alert color="red" title={t('sessions.load_failed')}>
                {failureReason(sessions.error)}
              </Alert>
            )
          }
          emptyText={t('sessions.empty')}
          rowActions={(session) =>
            session.current ? (
              <Badge variant="light">{t('sessions.current')}</Badge>
            ) : (
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t('sessions.end_label', { device: deviceOf(session) })}
                loading={end.isPending && end.variables === session.id}
                onClick={() => onEnd(session)}
              >
                {t('sessions.end')}
              </Button>
            )
          }
        />
      </Stack>
    </Paper>
  );
}
